import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { contentPage } from './content-builders';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// My pages' contacts and news pages (issue 15 items 7 and 11) on every site with my pages
// (news only where the my-pages news flag is on), behind login; and a few news items per such
// site, so the news list and the overview have news to show.

interface Copy {
  myPages: string;
  contacts: string;
  contactsDescription: string;
  news: string;
  newsDescription: string;
}

const COPY: Record<Locale, Copy> = {
  sv: {
    myPages: 'Mina sidor',
    contacts: 'Kontakter',
    contactsDescription: 'Personerna i dina projekt: mäklare, säljare, inredning och kundservice.',
    news: 'Nyheter',
    newsDescription: 'De senaste nyheterna om våra projekt och ditt boende.',
  },
  en: {
    myPages: 'My pages',
    contacts: 'Contacts',
    contactsDescription: 'The people of your projects: agents, sales, interior and customer service.',
    news: 'News',
    newsDescription: 'The latest news about our projects and your home.',
  },
  no: {
    myPages: 'Mine sider',
    contacts: 'Kontakter',
    contactsDescription: 'Personene i prosjektene dine: megler, salg, interiør og kundeservice.',
    news: 'Nyheter',
    newsDescription: 'De siste nyhetene om prosjektene våre og boligen din.',
  },
  fi: {
    myPages: 'Omat sivut',
    contacts: 'Yhteystiedot',
    contactsDescription: 'Hankkeidesi ihmiset: välittäjät, myynti, sisustus ja asiakaspalvelu.',
    news: 'Uutiset',
    newsDescription: 'Uusimmat uutiset hankkeistamme ja kodistasi.',
  },
};

interface NewsSeed {
  slug: string;
  date: string;
  heading: string;
  preamble: string;
  text: string;
}

const SWEDISH_NEWS: NewsSeed[] = [
  {
    slug: 'tillval-oppnar',
    date: '2026-11-16',
    heading: 'Nu öppnar tillvalen för höstens köpare',
    preamble:
      'Du som köpt i höst kan nu välja kök, golv och badrum i tillvalsportalen fram till sista dagen.',
    text: 'Inredningsansvarig i ditt projekt visar alternativen på ett tillvalsmöte. Valen du gör syns som ett dokument att signera under Mina sidor.',
  },
  {
    slug: 'besiktning-infor-inflyttning',
    date: '2026-10-28',
    heading: 'Så går besiktningen till före inflyttningen',
    preamble:
      'En oberoende besiktningsman går igenom bostaden före tillträdet. Du är välkommen att vara med.',
    text: 'Anmärkningar från besiktningen åtgärdas innan du flyttar in. Fel som upptäcks senare anmäler du under Ärenden.',
  },
];

const NORWEGIAN_NEWS: NewsSeed[] = [
  {
    slug: 'tilvalg-apner',
    date: '2026-11-16',
    heading: 'Nå åpner tilvalgene for høstens kjøpere',
    preamble: 'Har du kjøpt i høst, kan du nå velge kjøkken, gulv og bad frem til fristen.',
    text: 'Interiøransvarlig i prosjektet ditt viser alternativene på et tilvalgsmøte. Valgene dine kommer som et dokument å signere på Mine sider.',
  },
  {
    slug: 'befaring-for-innflytting',
    date: '2026-10-28',
    heading: 'Slik foregår befaringen før innflytting',
    preamble: 'En uavhengig takstmann går gjennom boligen før overtakelsen. Du er velkommen til å delta.',
    text: 'Feil fra befaringen rettes før du flytter inn. Feil som oppdages senere, melder du under Saker.',
  },
];

const NEWS_BY_LOCALE: Partial<Record<Locale, NewsSeed[]>> = { sv: SWEDISH_NEWS, no: NORWEGIAN_NEWS };

export function myPagesPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const myPages = routeFor(site, 'myPages');
  if (!config.flags.login || !myPages) return [];
  const copy = COPY[config.locale];
  const result: FeatureSeedPage[] = [];
  const contacts = routeFor(site, 'myContacts');
  if (contacts) {
    result.push({
      path: contacts,
      template: 'my-contacts',
      viewModel: { heading: copy.contacts },
      seo: { title: pageTitle(site, copy.contacts), description: copy.contactsDescription, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(copy.contacts, contacts)],
      requiresLogin: true,
    });
  }
  const news = routeFor(site, 'myNews');
  if (news && config.flags.myPagesNews) {
    result.push({
      path: news,
      template: 'my-news',
      viewModel: { heading: copy.news },
      seo: { title: pageTitle(site, copy.news), description: copy.newsDescription, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(copy.news, news)],
      requiresLogin: true,
    });
    for (const item of NEWS_BY_LOCALE[config.locale] ?? []) {
      result.push(
        contentPage(site, {
          template: 'residence-news',
          path: `/nyheter/${item.slug}/`,
          title: item.heading,
          description: item.preamble,
          heading: item.heading,
          preamble: item.preamble,
          publishedDate: item.date,
          blocks: [{ type: 'richText', paragraphs: [item.text] }],
        }),
      );
    }
  }
  return result;
}
