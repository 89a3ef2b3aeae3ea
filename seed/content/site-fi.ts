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

// Hemvist Suomi: new-build homes in Finland. No VIP on this site, so no VIP links.
const SITE = 'fi';

const BUYING_GUIDE = pagePath(SITE, 'nain-ostat-uuden-asunnon');
const SUSTAINABILITY = pagePath(SITE, 'vastuullisuus');
const ABOUT_US = requireRoute(SITE, 'aboutUs');

const buyingGuideLink = link('Näin ostat uuden asunnon', BUYING_GUIDE);
const sustainabilityLink = link('Vastuullisuus', SUSTAINABILITY);

const start = startPage(SITE, {
  title: 'Uudet asunnot Suomessa',
  description:
    'Hemvist Suomi rakentaa uusia kerrostalo- ja rivitaloasuntoja pääkaupunkiseudulle, Tampereelle ja Turkuun. Löydä uusi kotisi ja lue, miten kauppa etenee.',
  viewModel: {
    hero: {
      heading: 'Uusi koti, joka on rakennettu kestämään',
      text: 'Rakennamme harkittuja koteja viihtyisille asuinalueille – kestävistä materiaaleista, pienillä asumiskustannuksilla ja tilaa arjelle.',
      cta: routeLink(SITE, 'searchHomes'),
      secondaryCta: link('Näin kauppa etenee', BUYING_GUIDE),
      illustration: 'forest',
    },
    intro: {
      heading: 'Koteja Suomessa vuodesta 2008',
      text: 'Hemvist Suomi on osa pohjoismaista Hemvist-konsernia. Kun ostat meiltä uuden asunnon, saat kiinteän hinnan, selkeän aikataulun ja oman yhteyshenkilön, joka on tukenasi kaupanteosta muuttopäivään – ja vielä sen jälkeenkin.',
    },
    teasers: [
      {
        kicker: 'Opas',
        heading: 'Näin ostat uuden asunnon',
        text: 'Varauksesta muuttopäivään: kokosimme vaiheet, maksut ja aikataulun, kun ostat uudiskohteesta.',
        link: link('Lue opas', BUYING_GUIDE),
      },
      {
        kicker: 'Vastuullisuus',
        heading: 'Koteja, joilla on merkitystä',
        text: 'Kaikki uudet kerrostalomme rakennetaan Joutsenmerkin kriteerien mukaan. Lue, miten pienennämme hiilijalanjälkeä.',
        link: link('Näin toimimme vastuullisesti', SUSTAINABILITY),
      },
      {
        kicker: 'Tietoa meistä',
        heading: 'Pohjoismainen rakentaja vuodesta 1978',
        text: 'Omistamme, kehitämme ja rakennamme omat kohteemme. Se pitää laadun hallinnassa – ja tekee kaupasta sinulle turvallisen.',
        link: link('Lisää Hemvist Suomesta', ABOUT_US),
      },
    ],
    facts: [
      { value: '560', label: 'asuntoa rakenteilla' },
      { value: '14', label: 'käynnissä olevaa kohdetta' },
      { value: '5', label: 'kaupunkia' },
      { value: '4,3/5', label: 'asiakastyytyväisyys 2025' },
    ],
  },
});

const buyingGuide = articlePage(SITE, {
  path: BUYING_GUIDE,
  title: 'Näin ostat uuden asunnon',
  description:
    'Näin ostat uuden asunnon Hemvist Suomelta: varaus, kauppakirja, RS-järjestelmä, rahoitus, materiaalivalinnat ja muutto vaihe vaiheelta selitettynä.',
  heading: 'Näin uuden asunnon kauppa etenee',
  preamble:
    'Rakenteilla olevan asunnon ostaminen eroaa vanhan asunnon kaupasta. Kokosimme tähän vaiheet varauksesta muuttopäivään, jotta tiedät aina, mitä seuraavaksi tapahtuu.',
  publishedDate: '2026-02-10',
  blocks: [
    { type: 'heading', text: '1. Varaa asunto' },
    {
      type: 'paragraph',
      text: 'Kun uusi kohde tulee myyntiin, voit varata asunnon suoraan verkossa tai myyntitoimistossamme. Varauksen yhteydessä maksat varausmaksun, joka hyvitetään kauppahinnasta, kun kauppakirja allekirjoitetaan.',
    },
    { type: 'heading', text: '2. Allekirjoita kauppakirja' },
    {
      type: 'paragraph',
      text: 'Uudiskohteet myydään yleensä RS-järjestelmässä, joka on turvallinen tapa ostaa asunto jo rakennusvaiheessa. Ostat asunto-osakeyhtiön osakkeet, ja kauppahinnan lisäksi asuntoon voi kohdistua osuus taloyhtiön lainasta. Tarvitset:',
    },
    {
      type: 'list',
      items: [
        'Lainalupauksen pankista',
        'Vähintään 10 prosentin omarahoitusosuuden – ensiasunnon ostajalta 5 prosenttia',
        'Verkkopankkitunnukset sähköistä allekirjoitusta varten',
        'Suunnitelman nykyisen asuntosi myynnistä',
      ],
    },
    { type: 'heading', text: '3. Materiaalivalinnat, tarkastus ja muutto' },
    {
      type: 'paragraph',
      text: 'Noin vuosi ennen valmistumista pääset valitsemaan lattiat, laatat ja kodinkoneet Omilla sivuilla. Ennen muuttoa asunto käydään läpi yhteisessä tarkastuksessa, ja noin vuoden kuluttua muutosta järjestetään vuositarkastus.',
    },
    {
      type: 'quote',
      text: 'Tiesimme koko ajan, mitä seuraavaksi tapahtuu. Omien sivujen aikajana teki odottamisesta paljon helpompaa.',
      by: 'Laura ja Mikko, muuttivat Espoon Kivenlahteen vuonna 2025',
    },
  ],
  related: [routeLink(SITE, 'searchHomes'), routeLink(SITE, 'clickToBuyInfo'), sustainabilityLink],
});

const sustainability = articlePage(SITE, {
  path: SUSTAINABILITY,
  title: 'Vastuullisuus',
  description:
    'Näin Hemvist Suomi toimii vastuullisesti: Joutsenmerkityt kerrostalot, vähähiilinen betoni, aurinkopaneelit ja alueet, joilla kestävä arki on helppoa.',
  heading: 'Vastuullisia koteja perustuksista kattoon',
  preamble:
    'Rakentaminen aiheuttaa merkittävän osan Suomen ilmastopäästöistä. Kannamme vastuumme rakentamalla energiatehokkaasti, valitsemalla vähähiilisiä materiaaleja ja suunnittelemalla alueita, joilla kestävä arki on helppoa.',
  publishedDate: '2026-03-16',
  blocks: [
    { type: 'heading', text: 'Ympäristömerkityt rakennukset' },
    {
      type: 'paragraph',
      text: 'Kaikki uudet kerrostalokohteemme rakennetaan Joutsenmerkin kriteerien mukaisesti. Merkki asettaa vaatimuksia energiankulutukselle, sisäilmalle ja materiaaleille, ja niiden toteutumista seurataan vielä asukkaiden muutettua.',
    },
    { type: 'heading', text: 'Pienempi hiilijalanjälki' },
    {
      type: 'list',
      items: [
        'Vähähiilistä betonia runko- ja perustusrakenteissa',
        'Aurinkopaneelit katoilla aina, kun olosuhteet sen sallivat',
        'Fossiilittomat työkoneet työmaillamme',
        'Yli 90 prosentin lajitteluaste rakennusjätteelle',
      ],
    },
    { type: 'heading', text: 'Kestävä arki on helppoa' },
    {
      type: 'paragraph',
      text: 'Suunnittelemme kohteisiin pyöräparkit, sähköautojen latauspisteet, yhteiskäyttöautot ja yhteiset viljelylaatikot. Pienet arjen valinnat tekevät yhdessä suuren eron – ja pienentävät samalla asumiskustannuksiasi.',
    },
    {
      type: 'quote',
      text: 'Kestävin talo on se, joka on yhä käytössä sadan vuoden päästä. Siksi vastuullisuus alkaa laadusta.',
      by: 'Johanna Virtanen, Hemvist Suomen vastuullisuusjohtaja',
    },
  ],
  related: [routeLink(SITE, 'ecoLabel'), routeLink(SITE, 'aboutUs'), buyingGuideLink],
});

const aboutUs = articlePage(SITE, {
  path: ABOUT_US,
  title: 'Tietoa meistä',
  description:
    'Hemvist Suomi kehittää, rakentaa ja myy uusia koteja pääkaupunkiseudulla, Tampereella ja Turussa. Lue, keitä olemme, miten toimimme ja mitä arvostamme.',
  heading: 'Rakennamme koteja sukupolvien ajaksi',
  preamble:
    'Hemvist Suomi kehittää, rakentaa ja myy uusia koteja pääkaupunkiseudulla, Tampereella ja Turussa. Olemme osa pohjoismaista Hemvist-konsernia, joka on rakentanut koteja vuodesta 1978.',
  publishedDate: '2026-01-20',
  blocks: [
    { type: 'heading', text: 'Tontista avainten luovutukseen' },
    {
      type: 'paragraph',
      text: 'Hankimme tontit, kaavoitamme yhdessä kuntien kanssa, suunnittelemme, rakennamme ja myymme. Näin pidämme laadun omissa käsissämme, ja sinulla on koko kaupan ajan yksi yhteyshenkilö.',
    },
    { type: 'heading', text: 'Hemvist Suomi lyhyesti' },
    {
      type: 'list',
      items: [
        'Toiminut Suomessa vuodesta 2008',
        'Noin 150 työntekijää, pääkonttori Helsingissä',
        'Noin 560 asuntoa rakenteilla',
        'Kohteita Helsingissä, Espoossa, Vantaalla, Tampereella ja Turussa',
      ],
    },
    {
      type: 'paragraph',
      text: 'Uskomme pitkäjänteisyyteen. Siksi seuraamme jokaista kohdetta vuositarkastuksella, mittaamme asiakastyytyväisyyttä ja hyödynnämme oppimaamme seuraavalla alueella, jonka rakennamme.',
    },
    {
      type: 'quote',
      text: 'Koti on enemmän kuin neljä seinää. Rakennamme ihmisille, jotka elävät täällä elämäänsä – tänään ja vielä viidenkymmenen vuoden päästä.',
      by: 'Mikael Laine, Hemvist Suomen toimitusjohtaja',
    },
    {
      type: 'paragraph',
      text: 'Haluatko töihin meille? Etsimme jatkuvasti projektipäälliköitä, vastaavia työnjohtajia ja rakennusalan ammattilaisia, jotka haluavat rakentaa tulevaisuuden koteja.',
    },
  ],
  related: [routeLink(SITE, 'career'), routeLink(SITE, 'openJobs'), sustainabilityLink],
});

export const SITE_FI: SiteContent = {
  chrome: {
    navigation: {
      quickLinks: [routeLink(SITE, 'searchHomes'), buyingGuideLink, routeLink(SITE, 'faultReport')],
      menu: [
        {
          heading: 'Löydä koti',
          links: [
            routeLink(SITE, 'searchHomes'),
            buyingGuideLink,
            routeLink(SITE, 'clickToBuyInfo'),
            routeLink(SITE, 'premises'),
            routeLink(SITE, 'succession'),
          ],
        },
        {
          heading: 'Asiakkaana meillä',
          links: [
            routeLink(SITE, 'myPages'),
            routeLink(SITE, 'faultReport'),
            routeLink(SITE, 'createAccount'),
          ],
        },
        {
          heading: 'Hemvist Suomi',
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
        routeLink(SITE, 'aboutUs'),
        routeLink(SITE, 'career'),
        routeLink(SITE, 'openJobs'),
        routeLink(SITE, 'corporateSearch'),
      ],
      discover: [
        routeLink(SITE, 'searchHomes'),
        buyingGuideLink,
        sustainabilityLink,
        routeLink(SITE, 'premises'),
      ],
      help: [
        routeLink(SITE, 'faultReport'),
        routeLink(SITE, 'textSearch'),
        routeLink(SITE, 'cookies'),
        routeLink(SITE, 'personalData'),
      ],
      ...footerFrame(SITE, 'hemvistsuomi'),
    },
    careerNavigation: careerNavigation(SITE),
    popularSearches: [
      popularSearch(SITE, 'Helsinki', 'helsinki'),
      popularSearch(SITE, 'Espoo', 'espoo'),
      popularSearch(SITE, 'Vantaa', 'vantaa'),
      popularSearch(SITE, 'Tampere', 'tampere'),
      popularSearch(SITE, 'Turku', 'turku'),
    ],
    // A past notice kept switched off: the banner is not shown.
    crisisBanner: {
      bannerEnabled: false,
      isGlobal: false,
      isEmergency: false,
      heading: 'Asiakaspalvelu on suljettu juhannusaattona',
      text: 'Asiakaspalvelumme on suljettu juhannusaattona perjantaina 19.6.2026. Kiireelliset vikailmoitukset voit tehdä verkossa normaalisti.',
      linkUrl: requireRoute(SITE, 'faultReport'),
    },
    siteVersion: SEED_SITE_VERSION,
  },
  pages: [start, buyingGuide, sustainability, aboutUs, ...errorPages(SITE), ...myPagesPages(SITE)],
};
