import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardContract } from '../../../shared/my-pages/board-contracts';
import {
  contactsContract,
  newsContract,
  overviewContract,
} from '../../../shared/my-pages/my-pages-contracts';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { hasMyPages } from '../../../shared/sites/sites';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { requireSiteContext } from '../../plugins/site-context';
import { languageOf } from '../cases/case-rules';
import { boardAssociationOf, buildBoardPage } from './board-repository';
import { latestNews } from './my-pages-repository';
import { buildContacts, buildOverview } from './my-pages-service';

// My pages (issue 15 items 2, 7, 11): each answer is built from the caller's login alone, on
// a site that has my pages (platform §2: not the English sub-site, not the contractor site).

function myPagesSite(request: FastifyRequest): SiteConfig {
  const { site } = requireSiteContext(request);
  if (!hasMyPages(site)) throw new HttpError('NOT_FOUND', 'This site has no my pages.');
  return site;
}

export async function registerMyPagesModule(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  addEndpoint(app, overviewContract, async (request, reply) => {
    const site = myPagesSite(request);
    reply.header('cache-control', 'private, no-store');
    return buildOverview(db, loginOf(request), site, languageOf(request), new Date());
  });

  addEndpoint(app, contactsContract, async (request, reply) => {
    const site = myPagesSite(request);
    reply.header('cache-control', 'private, no-store');
    return buildContacts(db, loginOf(request).userId, site);
  });

  // The board member's page (issue 35 item 4): the association the login acts for, only while
  // the caller sits on its board and only on its own site; anything else is not theirs (403).
  addEndpoint(app, boardContract, async (request, reply) => {
    const site = myPagesSite(request);
    const login = loginOf(request);
    const association = login.associationId
      ? await boardAssociationOf(db, login.userId, login.associationId, site.key)
      : undefined;
    if (!association)
      throw new HttpError('FORBIDDEN', 'Only a board member of the association may see this.');
    reply.header('cache-control', 'private, no-store');
    return buildBoardPage(db, association, site.key, site.locale, request.query.type);
  });

  addEndpoint(app, newsContract, async (request, reply) => {
    const site = myPagesSite(request);
    if (!site.flags.myPagesNews) throw new HttpError('NOT_FOUND', 'This site has no my-pages news.');
    reply.header('cache-control', 'private, no-store');
    return { items: await latestNews(db, site, 20) };
  });
}
