import { requireRoute } from '../../src/shared/sites/routes';
import { errorPages, myPagesPages } from './common-pages';
import { capitalised, comingWeekday, dayName, instantIn } from './notice-dates';
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

/** The Tuesday the notice on the start page is about: a few days after the world is seeded. */
const PHONE_SWITCH_DAY = comingWeekday(2, new Date());

// Hemvist, the Swedish main site: new-build homes all over Sweden.
const SITE = 'se';

const BUYING_GUIDE = pagePath(SITE, 'sa-koper-du-nyproduktion');
const SUSTAINABILITY = pagePath(SITE, 'hallbarhet');
const ABOUT_US = requireRoute(SITE, 'aboutUs');

const buyingGuideLink = link('Så köper du nyproduktion', BUYING_GUIDE);
const sustainabilityLink = link('Hållbarhet', SUSTAINABILITY);

const start = startPage(SITE, {
  title: 'Nyproducerade bostäder i hela Sverige',
  description:
    'Hitta din nya bostad hos Hemvist. Vi bygger bostadsrätter, radhus och villor i hela Sverige – följ våra projekt och boka din bostad direkt på webben.',
  viewModel: {
    hero: {
      heading: 'Ett nytt hem, byggt för att hålla',
      text: 'Vi bygger bostäder i genomtänkta områden från Malmö till Luleå – med sunda material, låga driftkostnader och plats för livet som ska levas där.',
      cta: routeLink(SITE, 'searchHomes'),
      secondaryCta: link('Så går köpet till', BUYING_GUIDE),
      illustration: 'city',
    },
    intro: {
      heading: 'Välkommen till Hemvist',
      text: 'Sedan 1978 bygger vi hem där människor trivs. Hos oss köper du en ny bostad till fast pris, med en tydlig tidsplan och en kundansvarig som följer dig från första visningen till inflyttningsdagen – och åren därefter.',
    },
    teasers: [
      {
        kicker: 'Guide',
        heading: 'Så köper du nyproduktion',
        text: 'Från intresseanmälan till tillträde: här är stegen, avgifterna och tidsplanen när du köper en nybyggd bostad.',
        link: link('Läs guiden', BUYING_GUIDE),
      },
      {
        kicker: 'Hållbarhet',
        heading: 'Hem som gör skillnad',
        text: 'Alla våra nya flerbostadshus miljöcertifieras. Läs om hur vi minskar klimatavtrycket i varje steg, från grund till tak.',
        link: link('Så arbetar vi med hållbarhet', SUSTAINABILITY),
      },
      {
        kicker: 'Om oss',
        heading: 'Byggherre sedan 1978',
        text: 'Vi äger, utvecklar och bygger våra egna projekt. Det ger oss kontroll över kvaliteten – och dig en trygg affär.',
        link: link('Mer om Hemvist', ABOUT_US),
      },
    ],
    facts: [
      { value: '1 200', label: 'bostäder under produktion' },
      { value: '38', label: 'pågående projekt' },
      { value: '14', label: 'orter i Sverige' },
      { value: '4,2 av 5', label: 'i nöjd kund-index 2025' },
    ],
  },
});

const buyingGuide = articlePage(SITE, {
  path: BUYING_GUIDE,
  title: 'Så köper du nyproduktion',
  description:
    'Så går det till att köpa en nyproducerad bostad hos Hemvist: intresseanmälan, avtal, förskott, tillval, besiktning och tillträde – steg för steg.',
  heading: 'Så går det till att köpa en nyproducerad bostad',
  preamble:
    'Att köpa en bostad som ännu inte är byggd skiljer sig från ett köp på andrahandsmarknaden. Här går vi igenom stegen – från intresseanmälan till inflyttning – så att du vet vad som händer och när.',
  publishedDate: '2026-02-16',
  blocks: [
    { type: 'heading', text: '1. Anmäl intresse och kom på visning' },
    {
      type: 'paragraph',
      text: 'När ett nytt projekt släpps kan du anmäla intresse och välja bostad direkt på webben. Du bjuds in till säljstart och visning, där du träffar våra säljare och får se planlösningar, materialval och utemiljö.',
    },
    { type: 'heading', text: '2. Boka och teckna avtal' },
    {
      type: 'paragraph',
      text: 'När du har valt bostad tecknar du ett bokningsavtal och därefter ett förhandsavtal med bostadsrättsföreningen. I samband med förhandsavtalet betalar du ett förskott, vanligtvis 50 000 kronor, som sedan räknas av från insatsen. Det här behöver du ha klart:',
    },
    {
      type: 'list',
      items: [
        'Ett lånelöfte från din bank',
        'En kontantinsats på minst 15 procent av priset',
        'BankID för att signera avtalen digitalt',
        'En plan för när du ska sälja din nuvarande bostad',
      ],
    },
    { type: 'heading', text: '3. Tillval, besiktning och tillträde' },
    {
      type: 'paragraph',
      text: 'Ungefär ett år före inflyttning öppnar tillvalsperioden. Då väljer du golv, kakel, vitvaror och luckor på Mina sidor. Mycket ingår redan i grundpriset, och det du lägger till ser du direkt i din tillvalsöversikt.',
    },
    {
      type: 'paragraph',
      text: 'Före tillträdet besiktigas bostaden av en oberoende besiktningsman, och du är välkommen att vara med. På tillträdesdagen tecknar du upplåtelseavtal, betalar resterande insats och får nycklarna. Därefter gäller fem års garanti.',
    },
    {
      type: 'quote',
      text: 'Vi visste hela tiden vad som skulle hända och när. Tidslinjen på Mina sidor gjorde väntan mycket lättare.',
      by: 'Sara och Jonas, flyttade in i Brf Kvarnbacken 2025',
    },
  ],
  related: [routeLink(SITE, 'searchHomes'), routeLink(SITE, 'aboutVip'), sustainabilityLink],
});

const aboutUs = articlePage(SITE, {
  path: ABOUT_US,
  title: 'Om oss',
  description:
    'Hemvist planerar, bygger och säljer nya bostäder i Sverige, Norge och Finland sedan 1978. Läs om hur vi arbetar, vilka vi är och vad vi står för.',
  heading: 'Vi bygger hem för generationer',
  preamble:
    'Hemvist är en av Nordens ledande bostadsutvecklare. Vi planerar, bygger och säljer nya hem – och tar ansvar för dem långt efter att de boende har flyttat in.',
  publishedDate: '2026-01-12',
  blocks: [
    { type: 'heading', text: 'Från mark till nyckelöverlämning' },
    {
      type: 'paragraph',
      text: 'Vi äger hela kedjan: vi köper mark, tar fram detaljplaner tillsammans med kommunerna, ritar, bygger och säljer. Så håller vi ihop kvaliteten, och du har en enda kontakt genom hela köpet.',
    },
    { type: 'heading', text: 'Hemvist i korthet' },
    {
      type: 'list',
      items: [
        'Grundat 1978 i Västerås',
        'Omkring 900 medarbetare i Sverige, Norge och Finland',
        'Cirka 1 200 bostäder under produktion i Sverige',
        'Varumärkena Hemvist, Hemvist Senior, Hemvist Bostadsrätt och Hemvist Entreprenad',
      ],
    },
    {
      type: 'paragraph',
      text: 'Vi tror på långsiktighet. Därför följer vi upp varje projekt med garantibesiktning, mäter hur nöjda våra kunder är och låter erfarenheterna forma nästa område vi bygger.',
    },
    {
      type: 'quote',
      text: 'Ett hem är mer än fyra väggar. Vi bygger för människorna som ska leva sina liv här – i dag och om femtio år.',
      by: 'Maria Lindqvist, vd för Hemvist',
    },
    {
      type: 'paragraph',
      text: 'Vill du arbeta med oss? Vi söker ständigt projektledare, platschefer och hantverkare som vill vara med och bygga framtidens bostäder.',
    },
  ],
  related: [routeLink(SITE, 'career'), routeLink(SITE, 'openJobs'), sustainabilityLink],
});

const sustainability = articlePage(SITE, {
  path: SUSTAINABILITY,
  title: 'Hållbarhet',
  description:
    'Så arbetar Hemvist med hållbarhet: miljöcertifierade hus, klimatförbättrad betong, solceller och områden där det är lätt att leva hållbart i vardagen.',
  heading: 'Hållbara hem – från grund till tak',
  preamble:
    'Byggsektorn står för en stor del av Sveriges klimatutsläpp. Vi tar vårt ansvar genom att bygga energisnålt, välja material med lågt klimatavtryck och skapa områden där det är lätt att leva hållbart.',
  publishedDate: '2026-03-09',
  blocks: [
    { type: 'heading', text: 'Miljöcertifierade byggnader' },
    {
      type: 'paragraph',
      text: 'Alla flerbostadshus vi startar certifieras enligt Miljöbyggnad Silver eller Svanen. Certifieringen ställer krav på energianvändning, inomhusmiljö och materialval – och följs upp efter att du har flyttat in.',
    },
    { type: 'heading', text: 'Mindre klimatavtryck' },
    {
      type: 'list',
      items: [
        'Klimatförbättrad betong i stommar och grundplattor',
        'Solceller på taken där förutsättningarna finns',
        'Fossilfria arbetsmaskiner på våra byggarbetsplatser',
        'Sortering av byggavfall med en återvinningsgrad på över 90 procent',
      ],
    },
    { type: 'heading', text: 'Lätt att leva hållbart' },
    {
      type: 'paragraph',
      text: 'Vi planerar för cykelgarage, laddplatser, bilpool och gemensamma odlingslotter. Små saker i vardagen som tillsammans gör stor skillnad – och som dessutom sänker dina boendekostnader.',
    },
    {
      type: 'quote',
      text: 'Det mest hållbara huset är det som står kvar och används i hundra år. Därför börjar hållbarhet med kvalitet.',
      by: 'Erik Sandberg, hållbarhetschef på Hemvist',
    },
  ],
  related: [routeLink(SITE, 'ecoLabel'), routeLink(SITE, 'aboutUs'), buyingGuideLink],
});

export const SITE_SE: SiteContent = {
  chrome: {
    navigation: {
      quickLinks: [
        routeLink(SITE, 'searchHomes'),
        routeLink(SITE, 'aboutVip'),
        routeLink(SITE, 'faultReport'),
      ],
      menu: [
        {
          heading: 'Hitta ditt hem',
          links: [
            routeLink(SITE, 'searchHomes'),
            buyingGuideLink,
            routeLink(SITE, 'clickToBuyInfo'),
            routeLink(SITE, 'premises'),
            routeLink(SITE, 'succession'),
          ],
        },
        {
          heading: 'Kund hos oss',
          links: [
            routeLink(SITE, 'myPages'),
            routeLink(SITE, 'aboutVip'),
            routeLink(SITE, 'faultReport'),
            routeLink(SITE, 'createAccount'),
          ],
        },
        {
          heading: 'Om Hemvist',
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
        routeLink(SITE, 'aboutUs', 'Om Hemvist'),
        routeLink(SITE, 'career'),
        routeLink(SITE, 'openJobs'),
        routeLink(SITE, 'corporateSearch'),
      ],
      discover: [
        routeLink(SITE, 'searchHomes'),
        buyingGuideLink,
        sustainabilityLink,
        routeLink(SITE, 'ecoLabel'),
        routeLink(SITE, 'aboutVip'),
      ],
      help: [
        routeLink(SITE, 'faultReport'),
        routeLink(SITE, 'textSearch'),
        routeLink(SITE, 'cookies'),
        routeLink(SITE, 'personalData'),
      ],
      ...footerFrame(SITE, 'hemvist'),
    },
    careerNavigation: careerNavigation(SITE),
    popularSearches: [
      popularSearch(SITE, 'Stockholm', 'stockholm'),
      popularSearch(SITE, 'Göteborg', 'göteborg'),
      popularSearch(SITE, 'Malmö', 'malmö'),
      popularSearch(SITE, 'Uppsala', 'uppsala'),
      popularSearch(SITE, 'Västerås', 'västerås'),
      popularSearch(SITE, 'Linköping', 'linköping'),
    ],
    crisisBanner: {
      bannerEnabled: true,
      isGlobal: false,
      isEmergency: false,
      heading: `Kundservice nås inte på telefon ${dayName('sv-SE', PHONE_SWITCH_DAY)}`,
      text: `${capitalised(dayName('sv-SE', PHONE_SWITCH_DAY))} kl. 08.00–12.00 byter vi telefonsystem, och kundservice kan då inte nås på telefon. Felanmälan gör du som vanligt här på webbplatsen.`,
      linkUrl: requireRoute(SITE, 'faultReport'),
      endsAt: instantIn('Europe/Stockholm', PHONE_SWITCH_DAY, '12:00'),
    },
    siteVersion: SEED_SITE_VERSION,
  },
  pages: [start, buyingGuide, aboutUs, sustainability, ...errorPages(SITE), ...myPagesPages(SITE)],
};
