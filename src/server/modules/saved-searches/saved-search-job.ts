import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../../../shared/sites/hosts';
import type { Environment, Locale, SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import type { AppConfig } from '../../config/env';
import { queueMail } from '../mail/mail-queue';
import { renderMail } from '../mail/templates/render-mail';
import { hitsByIds } from '../residence/search/search-service';
import { homesMatching, savedSearchUrl } from './saved-search-matching';
import {
  claimHomesToAlert,
  insertSavedSearchNotification,
  savedSearchesToEvaluate,
} from './saved-search-repository';

// The scheduled job of saved searches (issue 15 item 12): each saved search is run through the
// residence search as it stands; homes it has not been told about are recorded, and, when its
// alert frequency is due (issue 33 item 12), mailed (in the language of the site it was saved
// on, through the outbox or SMTP) and rung on the bell.

/** Where the mail's links point: the site's origin in an environment (local keeps the port). */
export interface JobLinks {
  environment: Environment;
  port?: number;
}

/** Homes named in one mail; the search link shows the rest. */
const HOMES_PER_MAIL = 5;

const BELL_TEXT: Readonly<Record<Locale, (name: string) => string>> = {
  sv: (name) => `Nya bostäder matchar din sökning ”${name}”`,
  no: (name) => `Nye boliger passer til søket ditt «${name}»`,
  fi: (name) => `Uusia asuntoja hakuusi ”${name}”`,
  en: (name) => `New homes match your search “${name}”`,
};

/** The links of the scheduled run: the hosts of the configured environment (LINK_ENVIRONMENT). */
export function scheduledJobLinks(config: Pick<AppConfig, 'linkEnvironment' | 'port'>): JobLinks {
  const environment = config.linkEnvironment;
  return environment === 'local'
    ? { environment, port: config.port === 80 ? undefined : config.port }
    : { environment };
}

/** Runs every saved search once; answers how many mails it sent. */
export async function runSavedSearchJob(
  app: FastifyInstance,
  links: JobLinks = scheduledJobLinks(app.config),
  now = new Date(),
): Promise<number> {
  const db = app.database.db;
  let mailed = 0;
  for (const search of await savedSearchesToEvaluate(db)) {
    if (!Object.hasOwn(SITES, search.siteKey)) continue;
    const siteKey = search.siteKey as SiteKey;
    const site = SITES[siteKey];
    if (!site.flags.search) continue;
    const { ids, context } = await homesMatching(db, site, search.query, now);
    const fresh = await claimHomesToAlert(db, search.id, ids, now);
    if (fresh.length === 0) continue;

    const origin = siteOrigin(siteKey, links.environment, links.port);
    const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
    const shown = await hitsByIds(db, context, 'object', fresh.slice(0, HOMES_PER_MAIL));
    const homes = shown.hits.map((hit) => ({ name: hit.name, url: absolute(hit.url) }));
    await insertSavedSearchNotification(db, {
      userId: search.userId,
      siteKey,
      savedSearchId: search.id,
      text: BELL_TEXT[site.locale](search.name),
      now,
    });
    if (!search.email) continue;
    const mail = renderMail('saved-search-match', site.locale, {
      brand: site.brand.name,
      firstName: search.firstName,
      searchName: search.name,
      count: fresh.length,
      homes,
      link: absolute(savedSearchUrl(site, search.query)),
    });
    await queueMail(app, { to: search.email, ...mail });
    mailed += 1;
  }
  return mailed;
}
