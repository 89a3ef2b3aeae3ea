import type { Link } from '../../src/shared/page/page-payload';
import { requireRoute } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pagePath, pageTitle, routeLink } from './seed-builders';
import type { SeedPage } from './seed-types';

// Pages every site has in the same form: the 404 and 500 pages (found by their template
// key, not their path) and, where login is on, the start of my pages.

interface ErrorCopy {
  title: string;
  description: string;
  heading: string;
  text: string;
}

interface LocaleCopy {
  notFound: ErrorCopy;
  serverError: ErrorCopy;
  toHome: string;
  searchHomes: string;
  faultReport: string;
  myPages: { title: string; description: string };
}

const COPY: Record<Locale, LocaleCopy> = {
  sv: {
    notFound: {
      title: 'Sidan finns inte',
      description: 'Sidan du letar efter finns inte längre eller har flyttats.',
      heading: 'Sidan finns inte',
      text: 'Sidan du letar efter kan ha flyttats eller tagits bort, eller så är adressen felstavad. Börja om från startsidan eller sök efter det du behöver.',
    },
    serverError: {
      title: 'Något gick fel',
      description: 'Ett tekniskt fel gör att sidan inte kan visas just nu.',
      heading: 'Något gick fel',
      text: 'Ett tekniskt fel gör att sidan inte kan visas just nu. Vi arbetar på att lösa det – försök gärna igen om en liten stund.',
    },
    toHome: 'Till startsidan',
    searchHomes: 'Sök bostad',
    faultReport: 'Akut fel i bostaden? Gör en felanmälan',
    myPages: {
      title: 'Mina sidor',
      description: 'Dina bostäder, dokument, betalningar och ärenden samlade på ett ställe.',
    },
  },
  en: {
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for no longer exists or has moved.',
      heading: 'Page not found',
      text: 'The page you are looking for may have been moved or removed, or the address may be misspelt. Start again from the home page or search for what you need.',
    },
    serverError: {
      title: 'Something went wrong',
      description: 'A technical problem is preventing this page from loading right now.',
      heading: 'Something went wrong',
      text: 'A technical problem is preventing this page from loading right now. We are working on it – please try again in a little while.',
    },
    toHome: 'Go to the home page',
    searchHomes: 'Find a home',
    faultReport: 'Urgent problem in your home? Report a fault',
    myPages: {
      title: 'My pages',
      description: 'Your homes, documents, payments and errands gathered in one place.',
    },
  },
  no: {
    notFound: {
      title: 'Siden finnes ikke',
      description: 'Siden du leter etter, finnes ikke lenger eller er flyttet.',
      heading: 'Siden finnes ikke',
      text: 'Siden du leter etter, kan ha blitt flyttet eller slettet, eller adressen kan være feilstavet. Gå tilbake til forsiden eller søk etter det du trenger.',
    },
    serverError: {
      title: 'Noe gikk galt',
      description: 'En teknisk feil gjør at siden ikke kan vises akkurat nå.',
      heading: 'Noe gikk galt',
      text: 'En teknisk feil gjør at siden ikke kan vises akkurat nå. Vi jobber med å løse det – prøv gjerne igjen om litt.',
    },
    toHome: 'Til forsiden',
    searchHomes: 'Finn din bolig',
    faultReport: 'Akutt feil i boligen? Send en feilmelding',
    myPages: {
      title: 'Mine sider',
      description: 'Boligene dine, dokumenter, betalinger og saker samlet på ett sted.',
    },
  },
  fi: {
    notFound: {
      title: 'Sivua ei löytynyt',
      description: 'Etsimääsi sivua ei enää ole tai se on siirretty.',
      heading: 'Sivua ei löytynyt',
      text: 'Etsimäsi sivu on ehkä siirretty tai poistettu, tai osoitteessa voi olla kirjoitusvirhe. Palaa etusivulle tai hae tarvitsemaasi sisältöä.',
    },
    serverError: {
      title: 'Jokin meni vikaan',
      description: 'Sivua ei voida juuri nyt näyttää teknisen vian vuoksi.',
      heading: 'Jokin meni vikaan',
      text: 'Sivua ei voida juuri nyt näyttää teknisen vian vuoksi. Selvitämme asiaa – yritä hetken kuluttua uudelleen.',
    },
    toHome: 'Etusivulle',
    searchHomes: 'Myytävät asunnot',
    faultReport: 'Kiireellinen vika kodissa? Tee vikailmoitus',
    myPages: {
      title: 'Omat sivut',
      description: 'Asuntosi, asiakirjasi, maksusi ja palvelupyyntösi yhdessä paikassa.',
    },
  },
};

/** Home, then the residence search where the site sells homes, otherwise the text search. */
function recoveryLinks(site: SiteKey): Link[] {
  const { flags, locale } = SITES[site];
  const copy = COPY[locale];
  return [
    link(copy.toHome, requireRoute(site, 'home')),
    flags.search ? link(copy.searchHomes, requireRoute(site, 'searchHomes')) : routeLink(site, 'textSearch'),
  ];
}

function errorPage(site: SiteKey, template: '404' | '500', copy: ErrorCopy, links: Link[]): SeedPage {
  return {
    path: pagePath(site, template),
    template,
    viewModel: { heading: copy.heading, text: copy.text, links },
    seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
    breadcrumbs: [],
  };
}

/**
 * The 404 and 500 pages. The 500 page also points residents with an urgent fault to the
 * fault report, unless the site has no residents to speak to (`faultReportLink: false`).
 */
export function errorPages(site: SiteKey, options: { faultReportLink?: boolean } = {}): SeedPage[] {
  const copy = COPY[SITES[site].locale];
  const help =
    options.faultReportLink === false ? [] : [link(copy.faultReport, requireRoute(site, 'faultReport'))];
  return [
    errorPage(site, '404', copy.notFound, recoveryLinks(site)),
    errorPage(site, '500', copy.serverError, [...recoveryLinks(site), ...help]),
  ];
}

/** The start of my pages, behind login; only sites with login have it (flows §6). */
export function myPagesPages(site: SiteKey): SeedPage[] {
  if (!SITES[site].flags.login) return [];
  const copy = COPY[SITES[site].locale].myPages;
  const path = requireRoute(site, 'myPages');
  return [
    {
      path,
      template: 'my-pages',
      viewModel: {},
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}
