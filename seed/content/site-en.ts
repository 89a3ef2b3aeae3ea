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

// Hemvist in English (/en/): corporate pages for investors, partners, international buyers
// and job seekers. No residence search and no login, so no links to either.
const SITE = 'en';

const BUYING_GUIDE = pagePath(SITE, 'buying-a-new-home');
const SUSTAINABILITY = pagePath(SITE, 'sustainability');
const ABOUT_US = requireRoute(SITE, 'aboutUs');

const buyingGuideLink = link('Buying a new-build home in Sweden', BUYING_GUIDE);
const sustainabilityLink = link('Sustainability', SUSTAINABILITY);

const start = startPage(SITE, {
  title: 'New homes in Sweden, Norway and Finland',
  description:
    'Hemvist develops and builds new homes across Sweden, Norway and Finland. Learn about our company, our approach to sustainability and careers with us.',
  viewModel: {
    hero: {
      heading: 'Homes built to last',
      text: 'Hemvist plans, builds and sells new homes in Sweden, Norway and Finland – well-designed neighbourhoods with low running costs and room for everyday life.',
      cta: routeLink(SITE, 'aboutUs', 'About Hemvist'),
      secondaryCta: routeLink(SITE, 'career', 'Work with us'),
      illustration: 'villa',
    },
    intro: {
      heading: 'A Nordic home developer since 1978',
      text: 'We buy land, design neighbourhoods, build and sell homes – and stay responsible for them long after the keys have been handed over. These English pages are for investors, partners, international buyers and anyone who would like to work with us.',
    },
    teasers: [
      {
        kicker: 'About us',
        heading: 'Who we are',
        text: 'Around 900 people in three countries, one shared idea: homes should be built to be lived in for generations.',
        link: link('Read about Hemvist', ABOUT_US),
      },
      {
        kicker: 'Sustainability',
        heading: 'Homes that make a difference',
        text: 'Every new apartment building we start is environmentally certified. See how we cut our climate footprint from foundation to roof.',
        link: link('How we work with sustainability', SUSTAINABILITY),
      },
      {
        kicker: 'Guide',
        heading: 'Buying a new-build home in Sweden',
        text: 'Moving to Sweden? Here is how booking, agreements, deposits and moving in work when you buy a brand-new home.',
        link: link('Read the guide', BUYING_GUIDE),
      },
    ],
    facts: [
      { value: '1,200', label: 'homes under construction' },
      { value: '38', label: 'ongoing projects' },
      { value: '3', label: 'Nordic countries' },
      { value: '900', label: 'employees' },
    ],
  },
});

const aboutUs = articlePage(SITE, {
  path: ABOUT_US,
  title: 'About us',
  description:
    'Hemvist has planned, built and sold new homes in Sweden, Norway and Finland since 1978. Read about who we are, how we work and what we stand for.',
  heading: 'We build homes for generations',
  preamble:
    'Hemvist is one of the leading home developers in the Nordic region. We plan, build and sell new homes – and take responsibility for them long after our customers have moved in.',
  publishedDate: '2026-01-12',
  blocks: [
    { type: 'heading', text: 'From land to handing over the keys' },
    {
      type: 'paragraph',
      text: 'We own the whole chain: we buy land, draw up zoning plans together with the municipalities, design, build and sell. That keeps quality in our own hands and gives our customers a single point of contact throughout the purchase.',
    },
    { type: 'heading', text: 'Hemvist at a glance' },
    {
      type: 'list',
      items: [
        'Founded in 1978 in Västerås, Sweden',
        'Around 900 employees in Sweden, Norway and Finland',
        'About 1,200 homes under construction in Sweden',
        'Four brands: Hemvist, Hemvist Senior, Hemvist Bostadsrätt and Hemvist Entreprenad',
      ],
    },
    {
      type: 'paragraph',
      text: 'We believe in the long term. That is why we follow up every project with a warranty inspection, measure how satisfied our customers are and let what we learn shape the next neighbourhood we build.',
    },
    {
      type: 'quote',
      text: 'A home is more than four walls. We build for the people who will live their lives here – today and fifty years from now.',
      by: 'Maria Lindqvist, CEO of Hemvist',
    },
    {
      type: 'paragraph',
      text: 'Would you like to work with us? We are always looking for project managers, site managers and skilled tradespeople who want to help build the homes of the future.',
    },
  ],
  related: [routeLink(SITE, 'career'), routeLink(SITE, 'openJobs'), routeLink(SITE, 'corporateSearch')],
});

const sustainability = articlePage(SITE, {
  path: SUSTAINABILITY,
  title: 'Sustainability',
  description:
    'How Hemvist works with sustainability: certified buildings, low-carbon concrete, solar panels and neighbourhoods that make sustainable everyday living easy.',
  heading: 'Sustainable homes – from foundation to roof',
  preamble:
    'Construction accounts for a large share of the Nordic countries’ climate emissions. We take responsibility by building energy-efficient homes, choosing low-carbon materials and creating neighbourhoods where it is easy to live sustainably.',
  publishedDate: '2026-03-09',
  blocks: [
    { type: 'heading', text: 'Certified buildings' },
    {
      type: 'paragraph',
      text: 'Every apartment building we start is certified to Miljöbyggnad Silver or the Nordic Swan Ecolabel. Certification sets requirements for energy use, indoor climate and materials – and is followed up after residents have moved in.',
    },
    { type: 'heading', text: 'A smaller climate footprint' },
    {
      type: 'list',
      items: [
        'Low-carbon concrete in frames and foundations',
        'Solar panels on the roof wherever conditions allow',
        'Fossil-free machinery on our building sites',
        'More than 90 per cent of construction waste sorted for recycling',
      ],
    },
    { type: 'heading', text: 'Sustainable living made easy' },
    {
      type: 'paragraph',
      text: 'We plan for bicycle storage, charging points, car sharing and shared allotments. Small everyday things that together make a big difference – and lower your housing costs too.',
    },
    {
      type: 'quote',
      text: 'The most sustainable building is the one that is still standing and in use a hundred years from now. That is why sustainability starts with quality.',
      by: 'Erik Sandberg, Head of Sustainability at Hemvist',
    },
  ],
  related: [routeLink(SITE, 'ecoLabel'), routeLink(SITE, 'aboutUs'), buyingGuideLink],
});

const buyingGuide = articlePage(SITE, {
  path: BUYING_GUIDE,
  title: 'Buying a new-build home in Sweden',
  description:
    'A guide for international buyers: how booking, agreements, deposits, finishes, inspection and moving in work when you buy a new-build home from Hemvist.',
  heading: 'How buying a new-build home in Sweden works',
  preamble:
    'Buying a home that has not yet been built is different from buying on the resale market – especially in a country that is new to you. Here is what happens, step by step, from booking to moving in.',
  publishedDate: '2026-02-23',
  blocks: [
    { type: 'heading', text: 'Booking your home' },
    {
      type: 'paragraph',
      text: 'When a new project is released, you register your interest and choose a home on our Swedish website. Our sales team, most of whom speak English, will invite you to the sales launch and a viewing of floor plans, materials and outdoor areas.',
    },
    { type: 'heading', text: 'Signing the agreements' },
    {
      type: 'paragraph',
      text: 'Most of our apartments are tenant-owned homes (bostadsrätter): you buy a share in the housing co-operative that owns the building. After booking, you sign an advance agreement with the co-operative and pay a deposit, usually SEK 50,000, which is deducted from the final price. You will need:',
    },
    {
      type: 'list',
      items: [
        'A mortgage commitment from a Swedish bank',
        'A down payment of at least 15 per cent of the price',
        'A Swedish personal identity number or co-ordination number',
        'Swedish BankID to sign digitally – or a meeting at our sales office',
      ],
    },
    { type: 'heading', text: 'Choosing finishes and moving in' },
    {
      type: 'paragraph',
      text: 'About a year before completion you choose flooring, tiles and appliances. An independent inspector checks your home before you move in, and a five-year warranty applies from the day you get your keys.',
    },
    {
      type: 'quote',
      text: 'We moved from Toronto with two children and had never bought a home in Sweden. Having one contact person through the whole process made all the difference.',
      by: 'Priya and Daniel, moved into a Hemvist home in Uppsala in 2025',
    },
  ],
  related: [routeLink(SITE, 'aboutUs'), sustainabilityLink, routeLink(SITE, 'ecoLabel')],
});

export const SITE_EN: SiteContent = {
  chrome: {
    navigation: {
      quickLinks: [routeLink(SITE, 'aboutUs'), routeLink(SITE, 'career'), sustainabilityLink],
      menu: [
        {
          heading: 'About Hemvist',
          links: [routeLink(SITE, 'aboutUs'), sustainabilityLink, routeLink(SITE, 'corporateSearch')],
        },
        {
          heading: 'Homes and premises',
          links: [buyingGuideLink, routeLink(SITE, 'premises'), routeLink(SITE, 'ecoLabel')],
        },
        {
          heading: 'Careers and contact',
          links: [routeLink(SITE, 'career'), routeLink(SITE, 'openJobs'), routeLink(SITE, 'faultReport')],
        },
      ],
    },
    footer: {
      company: [
        routeLink(SITE, 'aboutUs', 'About Hemvist'),
        routeLink(SITE, 'career'),
        routeLink(SITE, 'openJobs'),
        routeLink(SITE, 'corporateSearch'),
      ],
      discover: [
        sustainabilityLink,
        buyingGuideLink,
        routeLink(SITE, 'ecoLabel'),
        routeLink(SITE, 'premises'),
      ],
      help: [
        routeLink(SITE, 'textSearch'),
        routeLink(SITE, 'faultReport'),
        routeLink(SITE, 'cookies'),
        routeLink(SITE, 'personalData'),
      ],
      ...footerFrame(SITE, 'hemvist'),
    },
    careerNavigation: careerNavigation(SITE),
    popularSearches: [
      popularSearch(SITE, 'Sustainability', 'sustainability'),
      popularSearch(SITE, 'Careers', 'careers'),
      popularSearch(SITE, 'Annual report', 'annual report'),
      popularSearch(SITE, 'Stockholm', 'stockholm'),
      popularSearch(SITE, 'Uppsala', 'uppsala'),
    ],
    crisisBanner: null,
    siteVersion: SEED_SITE_VERSION,
  },
  pages: [start, aboutUs, sustainability, buyingGuide, ...errorPages(SITE), ...myPagesPages(SITE)],
};
