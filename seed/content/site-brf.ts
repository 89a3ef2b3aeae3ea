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

// Hemvist Bostadsrätt: new-build co-operative apartments (bostadsrätter).
const SITE = 'brf';

const WHAT_IS_BRF = pagePath(SITE, 'vad-ar-en-bostadsratt');
const BUYING_GUIDE = pagePath(SITE, 'sa-koper-du-bostadsratt');
const ABOUT_US = requireRoute(SITE, 'aboutUs');

const searchLink = routeLink(SITE, 'searchHomes', 'Sök bostadsrätt');
const whatIsLink = link('Vad är en bostadsrätt?', WHAT_IS_BRF);
const buyingGuideLink = link('Så köper du en bostadsrätt', BUYING_GUIDE);

const start = startPage(SITE, {
  title: 'Nyproducerade bostadsrätter',
  description:
    'Hemvist Bostadsrätt bygger nya bostadsrätter i attraktiva lägen runt om i Sverige. Läs om hur köpet går till, vad en bostadsrätt är och hitta ditt hem.',
  viewModel: {
    hero: {
      heading: 'Din egen bostadsrätt – från första spadtaget',
      text: 'Vi bygger bostadsrättsföreningar med genomtänkta planlösningar, stabil ekonomi och gröna gårdar – i lägen där det är nära till både stad och natur.',
      cta: searchLink,
      secondaryCta: whatIsLink,
      illustration: 'forest',
    },
    intro: {
      heading: 'Tryggt boende i en stabil förening',
      text: 'När du köper en nyproducerad bostadsrätt hos oss blir du medlem i en förening med en långsiktig och granskad ekonomisk plan. Du får ett helt nytt hem, och en förskottsgaranti skyddar dina pengar fram till tillträdet.',
    },
    teasers: [
      {
        kicker: 'Bra att veta',
        heading: 'Vad är en bostadsrätt?',
        text: 'Insats, månadsavgift och föreningens ansvar – vi reder ut vad det innebär att äga en bostadsrätt.',
        link: link('Läs mer', WHAT_IS_BRF),
      },
      {
        kicker: 'Guide',
        heading: 'Så köper du en nyproducerad bostadsrätt',
        text: 'Bokningsavtal, förhandsavtal och upplåtelseavtal: här är stegen från säljstart till inflyttning.',
        link: link('Läs guiden', BUYING_GUIDE),
      },
      {
        kicker: 'Om oss',
        heading: 'Föreningar som håller',
        text: 'Vi tar ansvar för både huset och föreningens ekonomi – och stöttar den nya styrelsen under de första åren.',
        link: link('Mer om Hemvist Bostadsrätt', ABOUT_US),
      },
    ],
    facts: [
      { value: '16', label: 'nya föreningar under bildande' },
      { value: '640', label: 'bostäder i säljstart 2026' },
      { value: '4', label: 'orter med pågående projekt' },
      { value: '5 år', label: 'garanti på alla nya hem' },
    ],
  },
});

const whatIsBrf = articlePage(SITE, {
  path: WHAT_IS_BRF,
  title: 'Vad är en bostadsrätt?',
  description:
    'Vad innebär det att äga en bostadsrätt? Vi förklarar insats, månadsavgift, föreningens ansvar och varför en nyproducerad förening ger en trygg start.',
  heading: 'Vad är en bostadsrätt?',
  preamble:
    'Bostadsrätt är den vanligaste upplåtelseformen i svenska flerbostadshus. Men vad är det egentligen du köper, och vad innebär det att vara medlem i en bostadsrättsförening?',
  publishedDate: '2026-03-02',
  blocks: [
    { type: 'heading', text: 'Du köper en andel i en förening' },
    {
      type: 'paragraph',
      text: 'När du köper en bostadsrätt köper du inte själva lägenheten, utan rätten att använda den utan tidsbegränsning. Huset ägs av bostadsrättsföreningen, där du och dina grannar är medlemmar och tillsammans bestämmer över fastigheten.',
    },
    { type: 'heading', text: 'Insats och månadsavgift' },
    {
      type: 'paragraph',
      text: 'I en nyproducerad förening betalar du en insats, som är priset för din bostadsrätt, och därefter en månadsavgift. Avgiften täcker föreningens kostnader för bland annat lån, drift, underhåll och försäkring av huset.',
    },
    {
      type: 'list',
      items: [
        'Du ansvarar för underhållet inne i lägenheten, som ytskikt, vitvaror och badrum',
        'Föreningen ansvarar för stomme, tak, fasad och gemensamma utrymmen',
        'Styrelsen väljs av medlemmarna på den årliga föreningsstämman',
        'Du kan hyra ut i andra hand med styrelsens godkännande',
      ],
    },
    { type: 'heading', text: 'Varför välja nyproduktion?' },
    {
      type: 'paragraph',
      text: 'I en ny förening är allt nytt – stammar, fönster och tak – och den ekonomiska planen har granskats av två oberoende intygsgivare. Det ger en trygg start och förutsägbara kostnader de första åren.',
    },
    {
      type: 'quote',
      text: 'Som första styrelse fick vi hjälp med allt från bokföring till den första stämman. Det kändes tryggt att inte stå ensamma.',
      by: 'Ahmed Karimi, ordförande i Brf Ekbacken',
    },
  ],
  related: [buyingGuideLink, searchLink, routeLink(SITE, 'aboutUs')],
});

const buyingGuide = articlePage(SITE, {
  path: BUYING_GUIDE,
  title: 'Så köper du en bostadsrätt',
  description:
    'Så går köpet av en nyproducerad bostadsrätt till: bokningsavtal, förhandsavtal, förskottsgaranti, upplåtelseavtal och tillträde – steg för steg.',
  heading: 'Så köper du en nyproducerad bostadsrätt',
  preamble:
    'Från säljstart till inflyttning tar det ofta ett till två år. Här är de viktigaste stegen när du köper en nyproducerad bostadsrätt av oss.',
  publishedDate: '2026-01-26',
  blocks: [
    { type: 'heading', text: 'Bokningsavtal' },
    {
      type: 'paragraph',
      text: 'När du har valt bostad tecknar du ett bokningsavtal, direkt på webben med BankID eller hos våra säljare. Bokningen ger dig tid att ordna finansieringen innan nästa steg.',
    },
    { type: 'heading', text: 'Förhandsavtal och förskott' },
    {
      type: 'paragraph',
      text: 'Inom några veckor skriver du förhandsavtal med föreningen och betalar ett förskott. Förskottet skyddas av en förskottsgaranti, så att du får tillbaka pengarna om projektet mot förmodan inte blir av.',
    },
    { type: 'heading', text: 'Upplåtelseavtal och tillträde' },
    {
      type: 'paragraph',
      text: 'När huset närmar sig färdigställande tecknar du upplåtelseavtal, och på tillträdesdagen betalar du resterande insats. Då får du nycklarna och blir formellt bostadsrättshavare.',
    },
    {
      type: 'list',
      items: [
        'Ha ett lånelöfte från banken innan du bokar',
        'Räkna med en kontantinsats på minst 15 procent',
        'Planera försäljningen av din nuvarande bostad i god tid',
        'Läs föreningens ekonomiska plan och kontrollera månadsavgiften',
      ],
    },
  ],
  related: [whatIsLink, searchLink, routeLink(SITE, 'clickToBuyInfo')],
});

const aboutUs = articlePage(SITE, {
  path: ABOUT_US,
  title: 'Om oss',
  description:
    'Hemvist Bostadsrätt bygger nya bostadsrättsföreningar med långsiktig ekonomi och stöd till styrelsen. Läs om vilka vi är och hur vi arbetar med föreningar.',
  heading: 'Vi bygger föreningar som håller',
  preamble:
    'Hemvist Bostadsrätt är Hemvists varumärke för nyproducerade bostadsrätter. Vi tar ansvar för både huset och föreningens ekonomi – från första spadtaget till den nya styrelsens första stämma.',
  publishedDate: '2026-01-14',
  blocks: [
    { type: 'heading', text: 'Långsiktig ekonomi från start' },
    {
      type: 'paragraph',
      text: 'Vi tar fram föreningens ekonomiska plan med försiktiga antaganden om ränta och underhåll, så att månadsavgiften ska hålla även när förutsättningarna ändras. Planen granskas av oberoende intygsgivare innan försäljningen startar.',
    },
    { type: 'heading', text: 'Stöd till den nya styrelsen' },
    {
      type: 'paragraph',
      text: 'Under de första åren stöttar vi föreningens styrelse med utbildning, förvaltningsavtal och en underhållsplan för de kommande femtio åren.',
    },
    {
      type: 'list',
      items: [
        '16 nya bostadsrättsföreningar under bildande',
        'Projekt i Stockholm, Göteborg, Malmö och Uppsala',
        'Del av Hemvist, som har byggt bostäder sedan 1978',
      ],
    },
    {
      type: 'quote',
      text: 'En bostadsrättsförening lever i hundra år. Vi vill att medlemmarna ska vara lika nöjda med sin förening om trettio år som den dag de flyttade in.',
      by: 'Johan Ek, vd för Hemvist Bostadsrätt',
    },
  ],
  related: [whatIsLink, routeLink(SITE, 'career'), routeLink(SITE, 'openJobs')],
});

export const SITE_BRF: SiteContent = {
  chrome: {
    navigation: {
      quickLinks: [searchLink, whatIsLink, routeLink(SITE, 'aboutVip')],
      menu: [
        {
          heading: 'Köpa bostad',
          links: [
            searchLink,
            buyingGuideLink,
            routeLink(SITE, 'clickToBuyInfo'),
            routeLink(SITE, 'aboutVip'),
          ],
        },
        {
          heading: 'Bo i bostadsrätt',
          links: [
            whatIsLink,
            routeLink(SITE, 'myPages'),
            routeLink(SITE, 'faultReport'),
            routeLink(SITE, 'ecoLabel'),
          ],
        },
        {
          heading: 'Om oss',
          links: [
            routeLink(SITE, 'aboutUs', 'Om Hemvist Bostadsrätt'),
            routeLink(SITE, 'career'),
            routeLink(SITE, 'openJobs'),
          ],
        },
      ],
    },
    footer: {
      company: [
        routeLink(SITE, 'aboutUs', 'Om Hemvist Bostadsrätt'),
        routeLink(SITE, 'career'),
        routeLink(SITE, 'openJobs'),
      ],
      discover: [searchLink, whatIsLink, buyingGuideLink, routeLink(SITE, 'ecoLabel')],
      help: [
        routeLink(SITE, 'faultReport'),
        routeLink(SITE, 'textSearch'),
        routeLink(SITE, 'cookies'),
        routeLink(SITE, 'personalData'),
      ],
      ...footerFrame(SITE, 'hemvistbostadsratt'),
    },
    careerNavigation: careerNavigation(SITE),
    popularSearches: [
      popularSearch(SITE, 'Stockholm', 'stockholm'),
      popularSearch(SITE, 'Göteborg', 'göteborg'),
      popularSearch(SITE, 'Malmö', 'malmö'),
      popularSearch(SITE, 'Uppsala', 'uppsala'),
      popularSearch(SITE, 'Sundbyberg', 'sundbyberg'),
    ],
    crisisBanner: null,
    siteVersion: SEED_SITE_VERSION,
  },
  pages: [start, whatIsBrf, buyingGuide, aboutUs, ...errorPages(SITE), ...myPagesPages(SITE)],
};
