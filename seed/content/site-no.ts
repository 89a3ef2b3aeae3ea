import { requireRoute } from '../../src/shared/sites/routes';
import { errorPages, myPagesPages } from './common-pages';
import { comingWeekday, dayName, instantIn } from './notice-dates';
import {
  articlePage,
  careerNavigation,
  footerFrame,
  link,
  pagePath,
  popularSearch,
  routeLink,
  startPage,
} from './seed-builders';
import { SEED_SITE_VERSION, type SiteContent } from './seed-types';

/** The night of the maintenance the banner tells of: a Sunday a few days after seeding. */
const MAINTENANCE_DAY = comingWeekday(0, new Date());

// Hemvist Norge: new-build homes in Norway, in Norwegian bokmål.
const SITE = 'no';

const BUYING_GUIDE = pagePath(SITE, 'slik-kjoper-du-ny-bolig');
const SUSTAINABILITY = pagePath(SITE, 'baerekraft');
const ABOUT_US = requireRoute(SITE, 'aboutUs');

const buyingGuideLink = link('Slik kjøper du ny bolig', BUYING_GUIDE);
const sustainabilityLink = link('Bærekraft', SUSTAINABILITY);

const start = startPage(SITE, {
  title: 'Nye boliger i hele Norge',
  description:
    'Hemvist Norge bygger nye leiligheter og rekkehus i Oslo, Bergen, Trondheim og Stavanger. Finn din nye bolig og les hvordan det er å kjøpe nytt hos oss.',
  viewModel: {
    hero: {
      heading: 'Et nytt hjem, bygget for å vare',
      text: 'Vi bygger gjennomtenkte boliger i gode nabolag – med solide materialer, lave bokostnader og god plass til hverdagslivet.',
      cta: routeLink(SITE, 'searchHomes'),
      secondaryCta: link('Slik foregår kjøpet', BUYING_GUIDE),
      illustration: 'coast',
    },
    intro: {
      heading: 'Velkommen til Hemvist Norge',
      text: 'Vi har bygget boliger i Norge siden 2004 og er en del av det nordiske Hemvist-konsernet. Når du kjøper ny bolig hos oss, får du fast pris, en tydelig fremdriftsplan og en kundeansvarlig som følger deg fra kontrakt til overtakelse – og i årene etterpå.',
    },
    teasers: [
      {
        kicker: 'Guide',
        heading: 'Slik kjøper du ny bolig',
        text: 'Fra interessemelding til overtakelse: her er stegene, betalingene og tidsplanen når du kjøper en nybygd bolig.',
        link: link('Les guiden', BUYING_GUIDE),
      },
      {
        kicker: 'Bærekraft',
        heading: 'Hjem som gjør en forskjell',
        text: 'Alle våre nye boligprosjekter miljøsertifiseres. Les hvordan vi reduserer klimaavtrykket fra grunnmur til tak.',
        link: link('Slik jobber vi med bærekraft', SUSTAINABILITY),
      },
      {
        kicker: 'Om oss',
        heading: 'Nordisk boligutvikler siden 1978',
        text: 'Vi eier, utvikler og bygger våre egne prosjekter. Det gir oss kontroll på kvaliteten – og deg en trygg handel.',
        link: link('Mer om Hemvist Norge', ABOUT_US),
      },
    ],
    facts: [
      { value: '420', label: 'boliger under bygging' },
      { value: '11', label: 'pågående prosjekter' },
      { value: '5', label: 'byer i Norge' },
      { value: '5 år', label: 'reklamasjonsrett på nye boliger' },
    ],
  },
});

const buyingGuide = articlePage(SITE, {
  path: BUYING_GUIDE,
  title: 'Slik kjøper du ny bolig',
  description:
    'Slik kjøper du ny bolig hos Hemvist Norge: interessemelding, kjøpekontrakt, forskudd, tilvalg, ferdigbefaring og overtakelse – forklart steg for steg.',
  heading: 'Slik foregår kjøp av ny bolig',
  preamble:
    'Å kjøpe en bolig som ennå ikke er bygget, er annerledes enn å kjøpe brukt. Her går vi gjennom stegene – fra interessemelding til overtakelse – så du vet hva som skjer og når.',
  publishedDate: '2026-02-18',
  blocks: [
    { type: 'heading', text: '1. Meld interesse og bli med på salgsstart' },
    {
      type: 'paragraph',
      text: 'Når et nytt prosjekt lanseres, kan du melde interesse på nettsidene våre. Du blir invitert til salgsstart, der du møter megleren og kan se plantegninger, materialvalg og uteområder.',
    },
    { type: 'heading', text: '2. Signer kjøpekontrakt' },
    {
      type: 'paragraph',
      text: 'Kjøpet reguleres av bustadoppføringslova, som gir deg som forbruker et godt vern. Når kontrakten er signert, betaler du normalt et forskudd på 10 prosent av kjøpesummen, sikret med garanti fra oss som utbygger. Dette trenger du:',
    },
    {
      type: 'list',
      items: [
        'Finansieringsbevis fra banken din',
        'Egenkapital på minst 10 prosent av kjøpesummen',
        'BankID for digital signering',
        'En plan for salg av boligen du eier i dag',
      ],
    },
    { type: 'heading', text: '3. Tilvalg, befaring og overtakelse' },
    {
      type: 'paragraph',
      text: 'Omtrent et år før innflytting velger du gulv, fliser og kjøkken i tilvalgsportalen på Mine sider. Før overtakelse går vi gjennom boligen sammen på en ferdigbefaring. Etter ett år inviterer vi til ettårsbefaring, og du har fem års reklamasjonsrett.',
    },
    {
      type: 'quote',
      text: 'Vi visste hele tiden hva som skulle skje og når. Tidslinjen på Mine sider gjorde ventetiden mye enklere.',
      by: 'Ingrid og Martin, flyttet inn på Lillestrøm i 2025',
    },
  ],
  related: [routeLink(SITE, 'searchHomes'), routeLink(SITE, 'aboutVip'), sustainabilityLink],
});

const sustainability = articlePage(SITE, {
  path: SUSTAINABILITY,
  title: 'Bærekraft',
  description:
    'Slik jobber Hemvist Norge med bærekraft: miljøsertifiserte bygg, lavkarbonbetong, solceller og nabolag der det er enkelt å leve grønt i hverdagen.',
  heading: 'Bærekraftige hjem – fra grunnmur til tak',
  preamble:
    'Bygg- og eiendomsnæringen står for en stor del av klimagassutslippene. Vi tar ansvar ved å bygge energieffektivt, velge materialer med lavt klimaavtrykk og skape nabolag der det er enkelt å leve bærekraftig.',
  publishedDate: '2026-03-11',
  blocks: [
    { type: 'heading', text: 'Miljøsertifiserte bygg' },
    {
      type: 'paragraph',
      text: 'Alle nye boligprosjekter vi starter, sertifiseres etter BREEAM-NOR eller Svanemerket. Sertifiseringen stiller krav til energibruk, inneklima og materialvalg – og følges opp etter at du har flyttet inn.',
    },
    { type: 'heading', text: 'Lavere klimaavtrykk' },
    {
      type: 'list',
      items: [
        'Lavkarbonbetong i bærekonstruksjoner og fundamenter',
        'Solceller på takene der forholdene ligger til rette',
        'Utslippsfrie byggeplasser i Oslo og Bergen',
        'Over 90 prosent kildesortering av byggavfall',
      ],
    },
    { type: 'heading', text: 'Enkelt å leve grønt' },
    {
      type: 'paragraph',
      text: 'Vi planlegger for sykkelparkering, ladepunkter, bildeling og felles dyrkingskasser. Små grep i hverdagen som til sammen utgjør en stor forskjell – og som samtidig senker bokostnadene dine.',
    },
    {
      type: 'quote',
      text: 'Det mest bærekraftige huset er det som fortsatt står og brukes om hundre år. Derfor begynner bærekraft med kvalitet.',
      by: 'Kari Nordby, bærekraftssjef i Hemvist Norge',
    },
  ],
  related: [routeLink(SITE, 'ecoLabel'), routeLink(SITE, 'aboutUs'), buyingGuideLink],
});

const aboutUs = articlePage(SITE, {
  path: ABOUT_US,
  title: 'Om oss',
  description:
    'Hemvist Norge utvikler, bygger og selger nye boliger i Oslo, Bergen, Trondheim og Stavanger. Les om hvem vi er, hvordan vi jobber og hva vi står for.',
  heading: 'Vi bygger hjem for generasjoner',
  preamble:
    'Hemvist Norge utvikler, bygger og selger nye boliger på Østlandet, Vestlandet og i Trøndelag. Vi er en del av det nordiske Hemvist-konsernet, som har bygget boliger siden 1978.',
  publishedDate: '2026-01-15',
  blocks: [
    { type: 'heading', text: 'Fra tomt til nøkkeloverlevering' },
    {
      type: 'paragraph',
      text: 'Vi kjøper tomter, regulerer i samarbeid med kommunene, prosjekterer, bygger og selger. Slik har vi kontroll på kvaliteten, og du har én kontaktperson gjennom hele kjøpet.',
    },
    { type: 'heading', text: 'Hemvist Norge i korte trekk' },
    {
      type: 'list',
      items: [
        'Etablert i Norge i 2004',
        'Rundt 180 medarbeidere med hovedkontor i Oslo',
        'Om lag 420 boliger under bygging',
        'Prosjekter i Oslo, Bergen, Trondheim, Stavanger og på Lillestrøm',
      ],
    },
    {
      type: 'paragraph',
      text: 'Vi tror på langsiktighet. Derfor følger vi opp hvert prosjekt med ettårsbefaring, måler hvor fornøyde kundene våre er og lar erfaringene forme det neste nabolaget vi bygger.',
    },
    {
      type: 'quote',
      text: 'Et hjem er mer enn fire vegger. Vi bygger for menneskene som skal leve livene sine her – i dag og om femti år.',
      by: 'Lars Haugen, administrerende direktør i Hemvist Norge',
    },
    {
      type: 'paragraph',
      text: 'Vil du jobbe hos oss? Vi ser alltid etter prosjektledere, anleggsledere og fagarbeidere som vil være med og bygge fremtidens boliger.',
    },
  ],
  related: [routeLink(SITE, 'career'), routeLink(SITE, 'openJobs'), sustainabilityLink],
});

export const SITE_NO: SiteContent = {
  chrome: {
    navigation: {
      quickLinks: [
        routeLink(SITE, 'searchHomes'),
        routeLink(SITE, 'aboutVip'),
        routeLink(SITE, 'faultReport'),
      ],
      menu: [
        {
          heading: 'Finn bolig',
          links: [
            routeLink(SITE, 'searchHomes'),
            buyingGuideLink,
            routeLink(SITE, 'clickToBuyInfo'),
            routeLink(SITE, 'premises'),
            routeLink(SITE, 'succession'),
          ],
        },
        {
          heading: 'Kunde hos oss',
          links: [
            routeLink(SITE, 'myPages'),
            routeLink(SITE, 'aboutVip'),
            routeLink(SITE, 'faultReport'),
            routeLink(SITE, 'createAccount'),
          ],
        },
        {
          heading: 'Om Hemvist Norge',
          links: [
            routeLink(SITE, 'aboutUs'),
            sustainabilityLink,
            routeLink(SITE, 'career'),
            routeLink(SITE, 'openJobs'),
            routeLink(SITE, 'ecoLabel'),
          ],
        },
      ],
    },
    footer: {
      company: [
        routeLink(SITE, 'aboutUs', 'Om Hemvist Norge'),
        routeLink(SITE, 'career'),
        routeLink(SITE, 'openJobs'),
        routeLink(SITE, 'corporateSearch'),
      ],
      discover: [
        routeLink(SITE, 'searchHomes'),
        buyingGuideLink,
        sustainabilityLink,
        routeLink(SITE, 'premises'),
        routeLink(SITE, 'aboutVip'),
      ],
      help: [
        routeLink(SITE, 'faultReport'),
        routeLink(SITE, 'textSearch'),
        routeLink(SITE, 'cookies'),
        routeLink(SITE, 'personalData'),
      ],
      ...footerFrame(SITE, 'hemvistnorge'),
    },
    careerNavigation: careerNavigation(SITE),
    popularSearches: [
      popularSearch(SITE, 'Oslo', 'oslo'),
      popularSearch(SITE, 'Bergen', 'bergen'),
      popularSearch(SITE, 'Trondheim', 'trondheim'),
      popularSearch(SITE, 'Stavanger', 'stavanger'),
      popularSearch(SITE, 'Lillestrøm', 'lillestrøm'),
    ],
    // Shown on every page, not only on the home page (flows §2.4).
    crisisBanner: {
      bannerEnabled: true,
      isGlobal: true,
      isEmergency: false,
      heading: `Planlagt vedlikehold natt til ${dayName('nb-NO', MAINTENANCE_DAY)}`,
      text: 'Mellom kl. 22.00 og 06.00 oppgraderer vi systemene våre. Mine sider og feilmeldingsskjemaet kan være utilgjengelige i dette tidsrommet. Ved akutte skader, som vannlekkasje, ring vaktnummeret i boligmappen din.',
      linkUrl: null,
      endsAt: instantIn('Europe/Oslo', MAINTENANCE_DAY, '06:00'),
    },
    siteVersion: SEED_SITE_VERSION,
  },
  pages: [start, buyingGuide, sustainability, aboutUs, ...errorPages(SITE), ...myPagesPages(SITE)],
};
