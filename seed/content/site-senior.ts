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

// Hemvist Senior: accessible co-operative apartments for people aged 55 and over.
const SITE = 'senior';

const LIVING_AS_SENIOR = pagePath(SITE, 'att-bo-som-senior');
const BUYING_GUIDE = pagePath(SITE, 'sa-koper-du-seniorbostad');
const ABOUT_US = requireRoute(SITE, 'aboutUs');

const searchLink = routeLink(SITE, 'searchHomes', 'Sök seniorbostad');
const livingLink = link('Att bo som senior', LIVING_AS_SENIOR);
const buyingGuideLink = link('Så köper du en seniorbostad', BUYING_GUIDE);

const start = startPage(SITE, {
  title: 'Seniorbostäder för dig som fyllt 55',
  description:
    'Hemvist Senior bygger trygga, tillgängliga seniorbostäder för dig som fyllt 55. Gemenskap, service och närhet till naturen – hitta ditt nya hem här.',
  viewModel: {
    hero: {
      heading: 'Nästa kapitel börjar hemma',
      text: 'Ljusa, tillgängliga lägenheter för dig som fyllt 55 – med gemenskap när du vill ha den och lugn när du behöver det.',
      cta: searchLink,
      secondaryCta: livingLink,
      illustration: 'coast',
    },
    intro: {
      heading: 'Bo bekvämt, lev aktivt',
      text: 'Våra seniorbostäder är byggda för ett liv där hemmet gör det lätt för dig: inga trösklar, hiss till varje våning och en gemensam lounge där grannar blir vänner. Du köper en bostadsrätt och bestämmer själv hur mycket du vill vara med.',
    },
    teasers: [
      {
        kicker: 'Boende 55+',
        heading: 'Att bo som senior',
        text: 'Tillgänglighet, gemenskap och service – så är det att bo i ett av våra seniorområden.',
        link: link('Läs mer om boendet', LIVING_AS_SENIOR),
      },
      {
        kicker: 'Guide',
        heading: 'Så köper du en seniorbostad',
        text: 'Från första visningen till inflyttning, i den takt som passar dig. Här är stegen och det som är bra att veta.',
        link: link('Läs guiden', BUYING_GUIDE),
      },
      {
        kicker: 'Om oss',
        heading: 'Seniorboende sedan 2009',
        text: 'Vi har byggt bostäder för människor som fyllt 55 i mer än femton år – och lyssnar på dem som bor hos oss.',
        link: link('Mer om Hemvist Senior', ABOUT_US),
      },
    ],
    facts: [
      { value: '24', label: 'seniorområden i Sverige' },
      { value: '2 100', label: 'hushåll bor hos oss' },
      { value: '55+', label: 'för att flytta in' },
      { value: '9 av 10', label: 'boende rekommenderar oss' },
    ],
  },
});

const livingAsSenior = articlePage(SITE, {
  path: LIVING_AS_SENIOR,
  title: 'Att bo som senior',
  description:
    'Hur är det att bo i en seniorbostad? Läs om tillgängligheten, gemenskapen och servicen hos Hemvist Senior – och om vem som kan flytta in hos oss.',
  heading: 'Ett boende som växer med dig',
  preamble:
    'Att flytta till en seniorbostad handlar inte om att sluta med något – utan om att få mer tid och kraft till det du tycker om. Så här är det att bo hos Hemvist Senior.',
  publishedDate: '2026-04-14',
  blocks: [
    { type: 'heading', text: 'Tillgängligt in i minsta detalj' },
    {
      type: 'paragraph',
      text: 'Alla lägenheter har breda dörrar, inga trösklar, duschplats utan kant och förstärkta väggar där du kan sätta upp stödhandtag om behovet uppstår. Hissen går från garaget till varje våning.',
    },
    { type: 'heading', text: 'Gemenskap på dina villkor' },
    {
      type: 'paragraph',
      text: 'I varje område finns en gemensam lounge med kök, bibliotek och plats för middagar, kurser och fester. En värd finns på plats några dagar i veckan och hjälper till med de aktiviteter som de boende själva önskar.',
    },
    {
      type: 'list',
      items: [
        'Gästlägenhet att hyra när släkt och vänner kommer på besök',
        'Gym och relaxavdelning i de flesta områden',
        'Odlingslådor och gemensam trädgård',
        'Nära till kollektivtrafik, vårdcentral och mataffär',
      ],
    },
    {
      type: 'quote',
      text: 'Vi sålde villan och trodde att vi skulle sakna trädgården. I stället har vi fått tjugo nya vänner och en odlingslåda utan gräsmatta att klippa.',
      by: 'Birgitta och Lennart, boende i Hemvist Senior Strandängen',
    },
    { type: 'heading', text: 'Vem kan bo här?' },
    {
      type: 'paragraph',
      text: 'För att köpa en bostad hos oss ska minst en i hushållet ha fyllt 55 år. Det finns ingen övre åldersgräns, och du bor kvar i din bostadsrätt så länge du vill.',
    },
  ],
  related: [searchLink, buyingGuideLink, routeLink(SITE, 'aboutVip')],
});

const buyingGuide = articlePage(SITE, {
  path: BUYING_GUIDE,
  title: 'Så köper du en seniorbostad',
  description:
    'Så går det till att köpa en seniorbostad hos Hemvist Senior: visning, förhandsavtal, förskott, försäljning av din nuvarande bostad och inflyttning.',
  heading: 'Så köper du en seniorbostad – steg för steg',
  preamble:
    'Att byta villan mot en lägenhet är ett stort beslut. Vi finns med dig hela vägen, och du bestämmer själv tempot – från första visningen till dagen du flyttar in.',
  publishedDate: '2026-02-02',
  blocks: [
    { type: 'heading', text: 'Kom på visning' },
    {
      type: 'paragraph',
      text: 'Vi håller visningar och informationsträffar i varje område, ofta med kaffe och en rundvandring i de gemensamma lokalerna. Bli VIP-medlem så får du en inbjudan innan bostäderna släpps till alla.',
    },
    { type: 'heading', text: 'Boka och teckna förhandsavtal' },
    {
      type: 'paragraph',
      text: 'När du har hittat din bostad bokar du den och tecknar ett förhandsavtal med bostadsrättsföreningen. Du betalar ett förskott på 50 000 kronor, som räknas av från insatsen vid tillträdet.',
    },
    { type: 'heading', text: 'Sälj din nuvarande bostad i lugn och ro' },
    {
      type: 'paragraph',
      text: 'Det går ofta ett till två år från köp till inflyttning, så du har god tid att planera försäljningen av din villa eller lägenhet. Vi hjälper dig att hitta rätt tidpunkt.',
    },
    {
      type: 'list',
      items: [
        'Minst en i hushållet ska ha fyllt 55 år',
        'Flyttstädning och flytthjälp till rabatterat pris',
        'Du väljer själv golv, kakel och vitvaror under tillvalsperioden',
        'Fem års garanti från tillträdesdagen',
      ],
    },
  ],
  related: [searchLink, livingLink, routeLink(SITE, 'clickToBuyInfo')],
});

const aboutUs = articlePage(SITE, {
  path: ABOUT_US,
  title: 'Om oss',
  description:
    'Hemvist Senior bygger tillgängliga bostadsrätter för dig som fyllt 55 – med gemenskap, service och grannar i samma skede av livet. Läs mer om oss här.',
  heading: 'Trygga hem för livets bästa år',
  preamble:
    'Hemvist Senior är en del av Hemvist och har byggt bostäder för människor som fyllt 55 sedan 2009. Vi vet att ett bra seniorboende handlar lika mycket om grannarna som om planlösningen.',
  publishedDate: '2026-01-19',
  blocks: [
    { type: 'heading', text: 'Varför vi bygger för seniorer' },
    {
      type: 'paragraph',
      text: 'Allt fler vill flytta från villan medan de är friska och aktiva – till en bostad som är enkel att sköta och där det är lätt att träffa andra. Vi bygger just sådana hem: centralt, tillgängligt och med gemensamma ytor som faktiskt används.',
    },
    {
      type: 'list',
      items: [
        '24 seniorområden från Helsingborg till Umeå',
        'Drygt 2 100 hushåll bor i våra hus',
        'Del av Hemvist, med mer än 45 års erfarenhet av bostadsbyggande',
        'Miljöcertifierade hus enligt Miljöbyggnad Silver',
      ],
    },
    { type: 'heading', text: 'Vi lyssnar på de boende' },
    {
      type: 'paragraph',
      text: 'Varje nytt område formas av det vi har lärt oss i de tidigare. Vi träffar boenderåd, gör årliga enkäter och bjuder in blivande köpare att tycka till om allt från lounge till förråd.',
    },
    {
      type: 'quote',
      text: 'Våra bästa idéer kommer från dem som bor hos oss. Gästlägenheten, odlingslådorna och den stora matsalen började alla som förslag från boende.',
      by: 'Anna Berg, affärsområdeschef för Hemvist Senior',
    },
  ],
  related: [livingLink, routeLink(SITE, 'career'), routeLink(SITE, 'openJobs')],
});

export const SITE_SENIOR: SiteContent = {
  chrome: {
    navigation: {
      quickLinks: [searchLink, livingLink, routeLink(SITE, 'aboutVip')],
      menu: [
        {
          heading: 'Hitta din bostad',
          links: [searchLink, buyingGuideLink, routeLink(SITE, 'clickToBuyInfo')],
        },
        {
          heading: 'Att bo hos oss',
          links: [livingLink, routeLink(SITE, 'aboutVip'), routeLink(SITE, 'ecoLabel')],
        },
        {
          heading: 'Kundservice',
          links: [
            routeLink(SITE, 'myPages'),
            routeLink(SITE, 'faultReport'),
            routeLink(SITE, 'createAccount'),
            routeLink(SITE, 'aboutUs', 'Om Hemvist Senior'),
          ],
        },
      ],
    },
    footer: {
      company: [
        routeLink(SITE, 'aboutUs', 'Om Hemvist Senior'),
        routeLink(SITE, 'career'),
        routeLink(SITE, 'openJobs'),
      ],
      discover: [searchLink, livingLink, buyingGuideLink, routeLink(SITE, 'ecoLabel')],
      help: [
        routeLink(SITE, 'faultReport'),
        routeLink(SITE, 'textSearch'),
        routeLink(SITE, 'cookies'),
        routeLink(SITE, 'personalData'),
      ],
      ...footerFrame(SITE, 'hemvistsenior'),
    },
    careerNavigation: careerNavigation(SITE),
    popularSearches: [
      popularSearch(SITE, 'Helsingborg', 'helsingborg'),
      popularSearch(SITE, 'Linköping', 'linköping'),
      popularSearch(SITE, 'Västerås', 'västerås'),
      popularSearch(SITE, 'Örebro', 'örebro'),
      popularSearch(SITE, 'Umeå', 'umeå'),
    ],
    // Last summer's notice, kept switched off: the banner is not shown.
    crisisBanner: {
      bannerEnabled: false,
      isGlobal: false,
      isEmergency: false,
      heading: 'Kundservice har sommarstängt',
      text: 'Kundservice har stängt vecka 29–31. Akuta fel i din bostad anmäler du som vanligt via felanmälan.',
      linkUrl: requireRoute(SITE, 'faultReport'),
    },
    siteVersion: SEED_SITE_VERSION,
  },
  pages: [start, livingAsSenior, buyingGuide, aboutUs, ...errorPages(SITE), ...myPagesPages(SITE)],
};
