import { requireRoute } from '../../src/shared/sites/routes';
import { errorPages, myPagesPages } from './common-pages';
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

// Hemvist Entreprenad: the group's construction contractor, building for municipalities,
// property companies and co-operatives. Sells no homes; no search, no login.
const SITE = 'contractor';

const SERVICES = pagePath(SITE, 'vara-tjanster');
const SUSTAINABLE_BUILDING = pagePath(SITE, 'hallbart-byggande');
const ABOUT_US = requireRoute(SITE, 'aboutUs');

const servicesLink = link('Våra tjänster', SERVICES);
const sustainableLink = link('Hållbart byggande', SUSTAINABLE_BUILDING);
const faultReportLink = routeLink(SITE, 'faultReport', 'Felanmälan och garanti');

const start = startPage(SITE, {
  title: 'Byggentreprenör för bostäder och samhällsfastigheter',
  description:
    'Hemvist Entreprenad bygger bostäder, skolor och vårdboenden åt kommuner, fastighetsbolag och bostadsrättsföreningar – tryggt, hållbart och i tid.',
  viewModel: {
    hero: {
      heading: 'Vi bygger det samhället behöver',
      text: 'Bostäder, skolor, förskolor och vårdboenden – som totalentreprenör eller i partnering tar vi ansvar för hela byggprocessen, från tidiga skeden till slutbesiktning.',
      cta: routeLink(SITE, 'aboutUs', 'Om Hemvist Entreprenad'),
      secondaryCta: routeLink(SITE, 'career', 'Jobba hos oss'),
      illustration: 'crane',
    },
    intro: {
      heading: 'Entreprenör med byggherrens perspektiv',
      text: 'Vi är en del av Hemvist, som har utvecklat och byggt bostäder i egen regi i nästan femtio år. Den erfarenheten tar vi med oss när vi bygger åt andra: vi vet vad som krävs för att ett hus ska fungera väl i många decennier efter nyckelöverlämningen.',
    },
    teasers: [
      {
        kicker: 'Tjänster',
        heading: 'Totalentreprenad och partnering',
        text: 'Vi tar helhetsansvar för projektering och produktion – eller arbetar i öppen samverkan med dig som beställare.',
        link: link('Så bygger vi åt dig', SERVICES),
      },
      {
        kicker: 'Hållbarhet',
        heading: 'Hållbart byggande i varje led',
        text: 'Klimatdeklarationer, fossilfria maskiner och en byggarbetsplats där ingen ska skadas.',
        link: link('Läs om vårt hållbarhetsarbete', SUSTAINABLE_BUILDING),
      },
      {
        kicker: 'Om oss',
        heading: '460 byggare i Mellansverige',
        text: 'Vi bygger med egen personal i Stockholm, Uppsala, Västerås och Örebro – nära våra beställare.',
        link: link('Mer om Hemvist Entreprenad', ABOUT_US),
      },
    ],
    facts: [
      { value: '31', label: 'pågående entreprenader' },
      { value: '2,4 mdkr', label: 'omsättning 2025' },
      { value: '460', label: 'medarbetare' },
      { value: '96 %', label: 'av projekten överlämnade i tid 2025' },
    ],
  },
});

const services = articlePage(SITE, {
  path: SERVICES,
  title: 'Våra tjänster',
  description:
    'Hemvist Entreprenad bygger som totalentreprenör och i partnering: flerbostadshus, skolor, förskolor och vårdboenden. Läs om hur vi kan bygga åt dig.',
  heading: 'Så bygger vi åt dig',
  preamble:
    'Vi tar uppdrag som totalentreprenör, som utförandeentreprenör och i partnering. Oavsett form får du en entreprenör som tar helhetsansvar och är lätt att samarbeta med.',
  publishedDate: '2026-02-05',
  blocks: [
    { type: 'heading', text: 'Totalentreprenad' },
    {
      type: 'paragraph',
      text: 'Vi ansvarar för både projektering och produktion. Du som beställare formulerar kraven på funktion och kvalitet, och vi tar fram tekniska lösningar som ger rätt kvalitet till rätt kostnad.',
    },
    { type: 'heading', text: 'Partnering' },
    {
      type: 'paragraph',
      text: 'I partnering arbetar vi och beställaren i en gemensam organisation, med gemensamma mål och öppna böcker. Samverkan från tidigt skede gör att vi hittar besparingar och löser problem innan de uppstår på byggarbetsplatsen.',
    },
    { type: 'heading', text: 'Det här bygger vi' },
    {
      type: 'list',
      items: [
        'Flerbostadshus – hyresrätter och bostadsrätter',
        'Skolor och förskolor',
        'Vård- och omsorgsboenden',
        'Ombyggnad och renovering av befintliga fastigheter',
      ],
    },
    {
      type: 'quote',
      text: 'Hemvist Entreprenad var med redan när vi skissade på skolan. Det gjorde att vi kunde välja lösningar som sparade både tid och pengar.',
      by: 'Karin Holm, projektchef på Mälarbyggen Fastigheter',
    },
  ],
  related: [sustainableLink, routeLink(SITE, 'aboutUs'), routeLink(SITE, 'openJobs')],
});

const sustainableBuilding = articlePage(SITE, {
  path: SUSTAINABLE_BUILDING,
  title: 'Hållbart byggande',
  description:
    'Så arbetar Hemvist Entreprenad med hållbart byggande: klimatdeklarationer, fossilfria maskiner, sortering av byggavfall och en säker arbetsplats för alla.',
  heading: 'Hållbart byggande i varje led',
  preamble:
    'Som entreprenör har vi stor påverkan på byggnadens klimatavtryck, arbetsmiljö och livslängd. Därför ställer vi tydliga krav på oss själva, våra leverantörer och våra underentreprenörer.',
  publishedDate: '2026-03-23',
  blocks: [
    { type: 'heading', text: 'Klimatdeklaration och lägre utsläpp' },
    {
      type: 'paragraph',
      text: 'Vi tar fram klimatdeklarationer för alla nya byggnader och jämför alternativa material redan i projekteringen. Klimatförbättrad betong, trästommar och återbrukat material är ofta lika prisvärda som konventionella lösningar.',
    },
    {
      type: 'list',
      items: [
        'Fossilfria arbetsmaskiner och transporter där det är möjligt',
        'Byggavfall sorteras i minst sju fraktioner',
        'Byggvarubedömning av alla material vi bygger in',
        'Eldrivna byggbodar med solceller på taket',
      ],
    },
    { type: 'heading', text: 'En säker arbetsplats' },
    {
      type: 'paragraph',
      text: 'Ingen ska skadas på våra byggarbetsplatser. Vi arbetar med daglig riskbedömning, gemensamma säkerhetsgenomgångar med underentreprenörer och en tydlig rätt för alla att stoppa arbetet när något känns osäkert.',
    },
    {
      type: 'quote',
      text: 'Hållbarhet är inte en bilaga till förfrågningsunderlaget. Det är hur vi planerar varje dag på bygget.',
      by: 'Peter Nyström, produktionschef på Hemvist Entreprenad',
    },
  ],
  related: [routeLink(SITE, 'ecoLabel'), servicesLink, routeLink(SITE, 'career')],
});

const aboutUs = articlePage(SITE, {
  path: ABOUT_US,
  title: 'Om oss',
  description:
    'Hemvist Entreprenad bygger bostäder, skolor och vårdboenden åt kommuner och fastighetsbolag i Mellansverige. Läs om vilka vi är och hur vi arbetar.',
  heading: 'Entreprenören med byggherrens erfarenhet',
  preamble:
    'Hemvist Entreprenad bygger åt kommuner, fastighetsbolag och bostadsrättsföreningar i Mellansverige. Vi är en del av Hemvist, som har utvecklat och byggt bostäder sedan 1978.',
  publishedDate: '2026-01-08',
  blocks: [
    { type: 'heading', text: 'Vi bygger som om det vore vårt eget' },
    {
      type: 'paragraph',
      text: 'Hemvist säljer och följer upp sina egna bostäder i många år, så vi vet vad som händer efter slutbesiktningen. Den kunskapen använder vi för att välja lösningar som är enkla att sköta och som håller länge.',
    },
    { type: 'heading', text: 'Hemvist Entreprenad i korthet' },
    {
      type: 'list',
      items: [
        'Cirka 460 medarbetare, de flesta i egen produktion',
        'Kontor i Stockholm, Uppsala, Västerås och Örebro',
        'Omsättning på 2,4 miljarder kronor 2025',
        'Certifierade enligt ISO 9001, ISO 14001 och ISO 45001',
      ],
    },
    {
      type: 'quote',
      text: 'Våra beställare kommer tillbaka för att vi håller det vi lovar – i tid, i budget och med rätt kvalitet.',
      by: 'Thomas Westin, vd för Hemvist Entreprenad',
    },
    {
      type: 'paragraph',
      text: 'Vill du bygga med oss? Vi söker platschefer, arbetsledare, snickare och betongarbetare som vill utvecklas i ett företag där yrkeskunnande värderas högt.',
    },
  ],
  related: [servicesLink, routeLink(SITE, 'career'), routeLink(SITE, 'openJobs')],
});

export const SITE_CONTRACTOR: SiteContent = {
  chrome: {
    navigation: {
      quickLinks: [servicesLink, routeLink(SITE, 'career'), routeLink(SITE, 'aboutUs')],
      menu: [
        {
          heading: 'Det här gör vi',
          links: [servicesLink, sustainableLink, routeLink(SITE, 'ecoLabel')],
        },
        {
          heading: 'Om Hemvist Entreprenad',
          links: [routeLink(SITE, 'aboutUs'), routeLink(SITE, 'career'), routeLink(SITE, 'openJobs')],
        },
        {
          heading: 'Kontakt och hjälp',
          links: [
            faultReportLink,
            routeLink(SITE, 'textSearch'),
            routeLink(SITE, 'cookies'),
            routeLink(SITE, 'personalData'),
          ],
        },
      ],
    },
    footer: {
      company: [
        routeLink(SITE, 'aboutUs', 'Om Hemvist Entreprenad'),
        routeLink(SITE, 'career'),
        routeLink(SITE, 'openJobs'),
      ],
      discover: [servicesLink, sustainableLink, routeLink(SITE, 'ecoLabel')],
      help: [
        faultReportLink,
        routeLink(SITE, 'textSearch'),
        routeLink(SITE, 'cookies'),
        routeLink(SITE, 'personalData'),
      ],
      ...footerFrame(SITE, 'hemvistentreprenad'),
    },
    careerNavigation: careerNavigation(SITE),
    popularSearches: [
      popularSearch(SITE, 'Förskola', 'förskola'),
      popularSearch(SITE, 'Vårdboende', 'vårdboende'),
      popularSearch(SITE, 'Partnering', 'partnering'),
      popularSearch(SITE, 'Uppsala', 'uppsala'),
      popularSearch(SITE, 'Västerås', 'västerås'),
    ],
    crisisBanner: null,
    siteVersion: SEED_SITE_VERSION,
  },
  // No residents to point to a fault report on the error page.
  pages: [
    start,
    services,
    sustainableBuilding,
    aboutUs,
    ...errorPages(SITE, { faultReportLink: false }),
    ...myPagesPages(SITE),
  ],
};
