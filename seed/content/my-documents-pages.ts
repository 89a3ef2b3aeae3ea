import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// My documents (issue 15 item 4; flows §2.2 my documents, action and done) on every site with
// my pages and the route (not the contractor site: platform §2). All behind login.

const MY_PAGES: Record<Locale, string> = {
  sv: 'Mina sidor',
  en: 'My pages',
  no: 'Mine sider',
  fi: 'Omat sivut',
};

const COPY: Record<Locale, { title: string; description: string; sign: string; done: string }> = {
  sv: {
    title: 'Mina dokument',
    description: 'Dokument att signera och signerade dokument.',
    sign: 'Signera dokument',
    done: 'Dokumentet är signerat',
  },
  en: {
    title: 'My documents',
    description: 'Documents to sign and signed documents.',
    sign: 'Sign a document',
    done: 'The document is signed',
  },
  no: {
    title: 'Mine dokumenter',
    description: 'Dokumenter å signere og signerte dokumenter.',
    sign: 'Signer dokument',
    done: 'Dokumentet er signert',
  },
  fi: {
    title: 'Asiakirjat',
    description: 'Allekirjoitettavat ja allekirjoitetut asiakirjat.',
    sign: 'Allekirjoita asiakirja',
    done: 'Asiakirja on allekirjoitettu',
  },
};

/** The action and done pages' sub-paths under the documents route. */
const SUB_PATHS: Record<Locale, { action: string; done: string }> = {
  sv: { action: 'signera/', done: 'klart/' },
  en: { action: 'sign/', done: 'done/' },
  no: { action: 'signer/', done: 'ferdig/' },
  fi: { action: 'allekirjoita/', done: 'valmis/' },
};

export function myDocumentsPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const list = routeFor(site, 'myDocuments');
  const myPages = routeFor(site, 'myPages');
  if (!config.flags.login || !list || !myPages) return [];
  const locale = config.locale;
  const copy = COPY[locale];
  const paths = {
    list,
    action: `${list}${SUB_PATHS[locale].action}`,
    done: `${list}${SUB_PATHS[locale].done}`,
  };
  const crumbs = [homeCrumb(site), link(MY_PAGES[locale], myPages), link(copy.title, list)];
  const page = (path: string, template: string, part: string, title: string): FeatureSeedPage => ({
    path,
    template,
    viewModel: { heading: title, part, paths },
    seo: { title: pageTitle(site, title), description: copy.description, noIndex: true },
    breadcrumbs: path === list ? crumbs : [...crumbs, link(title, path)],
    requiresLogin: true,
  });
  return [
    page(list, 'my-documents', 'list', copy.title),
    page(paths.action, 'my-documents-action', 'action', copy.sign),
    page(paths.done, 'my-documents-done', 'done', copy.done),
  ];
}
