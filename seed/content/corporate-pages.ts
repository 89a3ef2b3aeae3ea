import { requireRoute } from '../../src/shared/sites/routes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { contentPage, illustration } from './content-builders';
import { link, routeLink } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// Corporate pages (platform §1): group start, about, contact, news, investors, reports, news
// room, a press release and sustainability, below the about-us page of the Swedish main site
// and of the English sub-site; contact and news on the Norwegian and Finnish sites.

function swedishCorporate(): FeatureSeedPage[] {
  const site: SiteKey = 'se';
  const about = requireRoute(site, 'aboutUs');
  const aboutCrumb = routeLink(site, 'aboutUs');
  const p = (slug: string) => `${about}${slug}/`;
  const investorsCrumb = link('Investerare', p('investerare'));
  const pressCrumb = link('Press', p('press'));
  const release = p('press/rekordmanga-svanenmarkta-bostader');
  return [
    contentPage(site, {
      template: 'corporate-start',
      path: p('koncernen'),
      title: 'Koncernen',
      description:
        'Hemvist-koncernen utvecklar, bygger och förvaltar bostäder i Sverige, Norge och Finland. Här hittar du fakta, nyheter, rapporter och kontakter.',
      parents: [aboutCrumb],
      heading: 'Hemvist-koncernen',
      preamble:
        'Vi utvecklar hållbara bostadsområden i tre länder och tar ansvar för husen långt efter inflyttningen.',
      blocks: [
        {
          type: 'hero',
          hero: {
            heading: 'Nordens bostadsutvecklare sedan 1978',
            text: 'Omkring 900 medarbetare, fyra varumärken och ett gemensamt mål: hem som håller i generationer.',
            cta: link('Till investerarsidorna', p('investerare')),
            illustration: 'crane',
          },
        },
        {
          type: 'facts',
          heading: 'Koncernen i siffror',
          items: [
            { value: '6,1 mdkr', label: 'nettoomsättning 2025' },
            { value: '2 140', label: 'sålda bostäder 2025' },
            { value: '3', label: 'länder' },
          ],
        },
        {
          type: 'teasers',
          items: [
            {
              kicker: 'Press',
              heading: 'Nyheter och pressmeddelanden',
              text: 'Det senaste från Hemvist, bilder och kontakter för media.',
              link: link('Till pressrummet', p('press')),
            },
            {
              kicker: 'Investerare',
              heading: 'Rapporter och finansiell kalender',
              text: 'Delårsrapporter, årsredovisningar och bolagsstyrning.',
              link: link('Till rapporterna', p('investerare/rapporter')),
            },
            {
              kicker: 'Hållbarhet',
              heading: 'Hållbarhetsredovisning',
              text: 'Hur vi minskar klimatavtrycket i varje projekt.',
              link: link('Läs mer', p('hallbarhet')),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'corporate-about',
      path: p('organisation'),
      title: 'Organisation och ledning',
      description:
        'Så är Hemvist organiserat: koncernledning, affärsområden i Sverige, Norge och Finland och våra fyra varumärken.',
      parents: [aboutCrumb],
      heading: 'Organisation och ledning',
      preamble:
        'Hemvist består av tre landsorganisationer och gemensamma koncernfunktioner för inköp, hållbarhet och digitalisering.',
      blocks: [
        {
          type: 'richText',
          heading: 'Affärsområden',
          paragraphs: [
            'Varje land har en egen organisation för markförvärv, projektutveckling, produktion och försäljning. Koncernen samordnar inköp och tekniska standarder så att varje projekt drar nytta av det förra.',
          ],
          list: ['Hemvist Sverige', 'Hemvist Norge', 'Hemvist Suomi', 'Hemvist Entreprenad'],
        },
        {
          type: 'contacts',
          heading: 'Koncernledning',
          items: [
            { name: 'Maria Lindqvist', role: 'Vd och koncernchef' },
            { name: 'Johan Berg', role: 'Finansdirektör' },
            { name: 'Erik Sandberg', role: 'Hållbarhetschef' },
          ],
        },
        {
          type: 'image',
          image: illustration(
            'city',
            'Tecknad vy över ett av Hemvists bostadskvarter',
            'Kvarteret Kvarnbacken i Västerås, färdigställt 2025.',
          ),
        },
      ],
    }),
    contentPage(site, {
      template: 'corporate-contact',
      path: p('kontakt'),
      title: 'Kontakt',
      description:
        'Kontakta Hemvist: växel, huvudkontor, press, investerare och kundservice. Här hittar du rätt person för din fråga.',
      parents: [aboutCrumb],
      heading: 'Kontakta oss',
      preamble: 'Vårt huvudkontor ligger i Västerås. Har du frågor om en bostad når du snabbast kundservice.',
      blocks: [
        {
          type: 'contacts',
          heading: 'Kontaktpersoner',
          items: [
            { name: 'Växel', role: 'Huvudkontoret, Stora Gatan 1, Västerås', phone: '021-10 20 30' },
            { name: 'Karin Ek', role: 'Presschef', phone: '070-111 22 33', email: 'press@hemvist.se' },
            { name: 'Johan Berg', role: 'Investerarkontakt', email: 'ir@hemvist.se' },
          ],
        },
        {
          type: 'links',
          heading: 'Andra vägar in',
          items: [
            routeLink(site, 'faultReport'),
            link('Kundservice', '/kundservice/'),
            link('Kontakta en säljare', '/kontakta-oss/'),
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'corporate-news',
      path: p('nyheter'),
      title: 'Nyheter',
      description:
        'Nyheter från Hemvist-koncernen: projektstarter, förvärv, utmärkelser och det senaste från våra byggarbetsplatser.',
      parents: [aboutCrumb],
      heading: 'Nyheter från koncernen',
      preamble: 'Det senaste om våra projekt, vår verksamhet och vårt hållbarhetsarbete.',
      blocks: [
        {
          type: 'teasers',
          items: [
            {
              kicker: '2026-10-28',
              heading: 'Rekordmånga Svanenmärkta bostäder',
              text: 'Under 2026 blir över 600 av våra nya bostäder Svanenmärkta.',
              link: link('Läs pressmeddelandet', release),
            },
            {
              kicker: '2026-10-02',
              heading: 'Säljstart i Kvarnbacken etapp 2',
              text: '48 nya bostadsrätter i Västerås släpps till försäljning.',
              link: link('Läs nyheten', '/nyheter/saljstart-kvarnbacken/'),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'investor-start',
      path: p('investerare'),
      title: 'Investerare',
      description:
        'Information för investerare i Hemvist: finansiella rapporter, nyckeltal, bolagsstyrning, finansiell kalender och kontakt.',
      parents: [aboutCrumb],
      heading: 'Investerare',
      preamble:
        'Hemvist har en stabil finansiell ställning och en tydlig strategi: lönsam tillväxt genom hållbara bostäder.',
      blocks: [
        {
          type: 'facts',
          heading: 'Nyckeltal 2025',
          items: [
            { value: '6,1 mdkr', label: 'nettoomsättning' },
            { value: '9,8 %', label: 'rörelsemarginal' },
            { value: '41 %', label: 'soliditet' },
          ],
        },
        // The group's share: filled in where the site flag stock is on (sites.ts).
        { type: 'share' },
        {
          type: 'links',
          heading: 'Finansiell information',
          items: [
            link('Rapporter och presentationer', p('investerare/rapporter')),
            link('Pressrum', p('press')),
          ],
        },
        {
          type: 'richText',
          heading: 'Finansiell kalender',
          paragraphs: [
            'Bokslutskommuniké 2026 publiceras den 12 februari 2027. Årsstämman hålls den 22 april 2027 i Västerås.',
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'report-list',
      path: p('investerare/rapporter'),
      title: 'Rapporter',
      description:
        'Hemvists årsredovisningar, delårsrapporter och hållbarhetsredovisningar att läsa och ladda ned som PDF.',
      parents: [aboutCrumb, investorsCrumb],
      heading: 'Rapporter och presentationer',
      preamble: 'Här hittar du våra finansiella rapporter från de senaste åren.',
      blocks: [
        {
          type: 'documents',
          heading: '2026',
          items: [
            {
              title: 'Delårsrapport januari–september 2026',
              url: '/om-oss/investerare/rapporter/#q3-2026',
              fileType: 'PDF',
              publishedDate: '2026-10-23',
              size: '1,2 MB',
            },
            {
              title: 'Delårsrapport januari–juni 2026',
              url: '/om-oss/investerare/rapporter/#q2-2026',
              fileType: 'PDF',
              publishedDate: '2026-07-16',
              size: '1,1 MB',
            },
          ],
        },
        {
          type: 'documents',
          heading: '2025',
          items: [
            {
              title: 'Års- och hållbarhetsredovisning 2025',
              url: '/om-oss/investerare/rapporter/#ar-2025',
              fileType: 'PDF',
              publishedDate: '2026-03-27',
              size: '6,4 MB',
            },
            {
              title: 'Bokslutskommuniké 2025',
              url: '/om-oss/investerare/rapporter/#q4-2025',
              fileType: 'PDF',
              publishedDate: '2026-02-12',
              size: '0,9 MB',
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'news-room',
      path: p('press'),
      title: 'Press',
      description:
        'Hemvists pressrum: pressmeddelanden, pressbilder och kontaktuppgifter till vår presstjänst. Välkommen att höra av dig.',
      parents: [aboutCrumb],
      heading: 'Pressrum',
      preamble: 'Här publicerar vi pressmeddelanden och bilder som media fritt får använda.',
      blocks: [
        {
          type: 'teasers',
          heading: 'Pressmeddelanden',
          items: [
            {
              kicker: '2026-10-28',
              heading: 'Rekordmånga Svanenmärkta bostäder',
              text: 'Över 600 nya bostäder Svanenmärks under 2026.',
              link: link('Läs pressmeddelandet', release),
            },
          ],
        },
        {
          type: 'documents',
          heading: 'Pressbilder',
          items: [{ title: 'Kvarnbacken, fasad', url: '/bildbank/kvarnbacken-fasad/', fileType: 'Bild' }],
        },
        {
          type: 'contacts',
          heading: 'Presskontakt',
          items: [{ name: 'Karin Ek', role: 'Presschef', phone: '070-111 22 33', email: 'press@hemvist.se' }],
        },
      ],
    }),
    contentPage(site, {
      template: 'press-release',
      path: release,
      title: 'Rekordmånga Svanenmärkta bostäder',
      description:
        'Under 2026 Svanenmärks över 600 av Hemvists nya bostäder – fler än någonsin. Läs pressmeddelandet om vårt hållbarhetsarbete.',
      parents: [aboutCrumb, pressCrumb],
      heading: 'Rekordmånga Svanenmärkta bostäder hos Hemvist',
      preamble:
        'Under 2026 Svanenmärks över 600 av Hemvists nya bostäder, en ökning med 40 procent jämfört med året innan.',
      publishedDate: '2026-10-28',
      blocks: [
        {
          type: 'richText',
          paragraphs: [
            'Ökningen beror på att alla nya flerbostadshus i Mälardalen och Västsverige nu projekteras för Svanen från start. Samtidigt har andelen klimatförbättrad betong ökat till 70 procent.',
          ],
        },
        {
          type: 'quote',
          text: 'Det här visar att hållbart byggande går att göra i stor skala – utan att bostäderna blir dyrare för köparna.',
          by: 'Erik Sandberg',
          role: 'hållbarhetschef',
        },
        {
          type: 'contacts',
          heading: 'För mer information',
          items: [{ name: 'Karin Ek', role: 'Presschef', phone: '070-111 22 33', email: 'press@hemvist.se' }],
        },
      ],
    }),
    contentPage(site, {
      template: 'sustainability',
      path: p('hallbarhet'),
      title: 'Hållbarhetsredovisning',
      description:
        'Hemvists hållbarhetsarbete i siffror: klimatutsläpp, energi, certifieringar, arbetsmiljö och mål till 2030.',
      parents: [aboutCrumb],
      heading: 'Hållbarhet i siffror',
      preamble: 'Vi ska halvera klimatavtrycket per byggd kvadratmeter till 2030 jämfört med 2020.',
      blocks: [
        {
          type: 'facts',
          heading: 'Resultat 2025',
          items: [
            { value: '−31 %', label: 'klimatavtryck per m² sedan 2020' },
            { value: '92 %', label: 'sorterat byggavfall' },
            { value: '0', label: 'allvarliga olyckor' },
          ],
        },
        {
          type: 'richText',
          heading: 'Våra mål',
          paragraphs: ['Målen följs upp varje kvartal och redovisas i års- och hållbarhetsredovisningen.'],
          list: [
            'Halverat klimatavtryck till 2030',
            'Alla nya hus miljöcertifierade',
            'Fossilfria byggarbetsplatser 2027',
          ],
        },
        {
          type: 'video',
          videoUrl: 'https://www.youtube.com/watch?v=hemvist-klimat',
          title: 'Så bygger vi med klimatförbättrad betong',
          image: illustration('crane', 'Tecknad byggarbetsplats med lyftkran'),
          description: 'Platschefen Ahmed Karimi visar hur stommen gjuts i Kvarnbacken.',
          scriptText: 'Vi står på bygget i Kvarnbacken där stommen gjuts med klimatförbättrad betong.',
          renderOnPage: true,
          hideDescriptionOnPage: false,
        },
        {
          type: 'documents',
          items: [
            {
              title: 'Års- och hållbarhetsredovisning 2025',
              url: '/om-oss/investerare/rapporter/#ar-2025',
              fileType: 'PDF',
              size: '6,4 MB',
            },
          ],
        },
      ],
    }),
  ];
}

function englishCorporate(): FeatureSeedPage[] {
  const site: SiteKey = 'en';
  const about = requireRoute(site, 'aboutUs');
  const aboutCrumb = routeLink(site, 'aboutUs');
  const p = (slug: string) => `${about}${slug}/`;
  const release = p('press/record-number-of-swan-labelled-homes');
  return [
    contentPage(site, {
      template: 'corporate-start',
      path: p('group'),
      title: 'The group',
      description:
        'The Hemvist group develops, builds and manages homes in Sweden, Norway and Finland. Facts, news, reports and contacts for the group.',
      parents: [aboutCrumb],
      heading: 'The Hemvist group',
      preamble:
        'We develop sustainable residential neighbourhoods in three countries and stay responsible for them long after move-in.',
      blocks: [
        {
          type: 'hero',
          hero: {
            heading: 'A Nordic home developer since 1978',
            text: 'Some 900 employees, four brands and one goal: homes that last for generations.',
            cta: link('Investor relations', p('investors')),
            illustration: 'crane',
          },
        },
        {
          type: 'facts',
          heading: 'The group in figures',
          items: [
            { value: 'SEK 6.1bn', label: 'net sales 2025' },
            { value: '2,140', label: 'homes sold in 2025' },
            { value: '3', label: 'countries' },
          ],
        },
        {
          type: 'teasers',
          items: [
            {
              kicker: 'Press',
              heading: 'News and press releases',
              text: 'The latest from Hemvist, images and media contacts.',
              link: link('Go to the newsroom', p('press')),
            },
            {
              kicker: 'Investors',
              heading: 'Reports and financial calendar',
              text: 'Interim reports, annual reports and governance.',
              link: link('Go to reports', p('investors/reports')),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'corporate-about',
      path: p('organisation'),
      title: 'Organisation and management',
      description:
        'How Hemvist is organised: group management, business areas in Sweden, Norway and Finland, and our four brands.',
      parents: [aboutCrumb],
      heading: 'Organisation and management',
      preamble:
        'Hemvist consists of three country organisations and shared group functions for purchasing, sustainability and digital development.',
      blocks: [
        {
          type: 'richText',
          heading: 'Business areas',
          paragraphs: [
            'Each country has its own organisation for land acquisition, development, production and sales.',
          ],
          list: ['Hemvist Sweden', 'Hemvist Norway', 'Hemvist Finland', 'Hemvist Contracting'],
        },
        {
          type: 'contacts',
          heading: 'Group management',
          items: [
            { name: 'Maria Lindqvist', role: 'President and CEO' },
            { name: 'Johan Berg', role: 'Chief Financial Officer' },
            { name: 'Erik Sandberg', role: 'Head of Sustainability' },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'corporate-contact',
      path: p('contact'),
      title: 'Contact',
      description:
        'Contact Hemvist: switchboard, head office, press, investor relations and customer service. Find the right person for your question.',
      parents: [aboutCrumb],
      heading: 'Contact us',
      preamble: 'Our head office is in Västerås, Sweden.',
      blocks: [
        {
          type: 'contacts',
          heading: 'Contacts',
          items: [
            { name: 'Switchboard', role: 'Head office, Stora Gatan 1, Västerås', phone: '+46 21 10 20 30' },
            { name: 'Karin Ek', role: 'Head of Press', phone: '+46 70 111 22 33', email: 'press@hemvist.se' },
            { name: 'Johan Berg', role: 'Investor relations', email: 'ir@hemvist.se' },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'corporate-news',
      path: p('news'),
      title: 'News',
      description:
        'News from the Hemvist group: project starts, acquisitions, awards and the latest from our construction sites in three countries.',
      parents: [aboutCrumb],
      heading: 'Group news',
      preamble: 'The latest about our projects, our business and our sustainability work.',
      blocks: [
        {
          type: 'teasers',
          items: [
            {
              kicker: '2026-10-28',
              heading: 'Record number of Swan-labelled homes',
              text: 'More than 600 new homes are Swan-labelled in 2026.',
              link: link('Read the press release', release),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'investor-start',
      path: p('investors'),
      title: 'Investors',
      description:
        'Information for Hemvist investors: financial reports, key figures, corporate governance, the financial calendar and contacts.',
      parents: [aboutCrumb],
      heading: 'Investors',
      preamble:
        'Hemvist has a stable financial position and a clear strategy: profitable growth through sustainable homes.',
      blocks: [
        {
          type: 'facts',
          heading: 'Key figures 2025',
          items: [
            { value: 'SEK 6.1bn', label: 'net sales' },
            { value: '9.8%', label: 'operating margin' },
            { value: '41%', label: 'equity ratio' },
          ],
        },
        { type: 'share' },
        {
          type: 'links',
          heading: 'Financial information',
          items: [link('Reports and presentations', p('investors/reports')), link('Newsroom', p('press'))],
        },
      ],
    }),
    contentPage(site, {
      template: 'report-list',
      path: p('investors/reports'),
      title: 'Reports',
      description:
        'Hemvist annual reports, interim reports and sustainability reports to read and download as PDF files.',
      parents: [aboutCrumb, link('Investors', p('investors'))],
      heading: 'Reports and presentations',
      preamble: 'Our financial reports from recent years.',
      blocks: [
        {
          type: 'documents',
          heading: '2026',
          items: [
            {
              title: 'Interim report January–September 2026',
              url: `${p('investors/reports')}#q3-2026`,
              fileType: 'PDF',
              publishedDate: '2026-10-23',
              size: '1.2 MB',
            },
            {
              title: 'Annual and sustainability report 2025',
              url: `${p('investors/reports')}#ar-2025`,
              fileType: 'PDF',
              publishedDate: '2026-03-27',
              size: '6.4 MB',
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'news-room',
      path: p('press'),
      title: 'Press',
      description:
        'The Hemvist newsroom: press releases, press images and contact details for our press office. You are welcome to get in touch.',
      parents: [aboutCrumb],
      heading: 'Newsroom',
      preamble: 'Press releases and images that media may use freely.',
      blocks: [
        {
          type: 'teasers',
          heading: 'Press releases',
          items: [
            {
              kicker: '2026-10-28',
              heading: 'Record number of Swan-labelled homes',
              text: 'More than 600 new homes are Swan-labelled in 2026.',
              link: link('Read the press release', release),
            },
          ],
        },
        {
          type: 'contacts',
          heading: 'Press contact',
          items: [
            { name: 'Karin Ek', role: 'Head of Press', phone: '+46 70 111 22 33', email: 'press@hemvist.se' },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'press-release',
      path: release,
      title: 'Record number of Swan-labelled homes',
      description:
        'In 2026 more than 600 of Hemvist’s new homes receive the Nordic Swan Ecolabel – more than ever before. Read the press release.',
      parents: [aboutCrumb, link('Press', p('press'))],
      heading: 'Record number of Swan-labelled homes at Hemvist',
      preamble:
        'In 2026 more than 600 new Hemvist homes receive the Nordic Swan Ecolabel, up 40 per cent on the year before.',
      publishedDate: '2026-10-28',
      blocks: [
        {
          type: 'richText',
          paragraphs: [
            'Every new apartment building in the Mälardalen and West Sweden regions is now designed for the Swan label from the start.',
          ],
        },
        {
          type: 'quote',
          text: 'Sustainable construction works at scale – without making homes more expensive for buyers.',
          by: 'Erik Sandberg',
          role: 'Head of Sustainability',
        },
      ],
    }),
    contentPage(site, {
      template: 'sustainability',
      path: p('sustainability'),
      title: 'Sustainability report',
      description:
        'Hemvist’s sustainability work in figures: climate emissions, energy, certifications, health and safety, and our targets for 2030.',
      parents: [aboutCrumb],
      heading: 'Sustainability in figures',
      preamble: 'We will halve the climate footprint per built square metre by 2030 compared with 2020.',
      blocks: [
        {
          type: 'facts',
          heading: 'Results 2025',
          items: [
            { value: '−31%', label: 'climate footprint per m² since 2020' },
            { value: '92%', label: 'construction waste sorted' },
          ],
        },
        {
          type: 'richText',
          heading: 'Our targets',
          paragraphs: ['Targets are followed up every quarter.'],
          list: [
            'Half the climate footprint by 2030',
            'All new buildings certified',
            'Fossil-free sites by 2027',
          ],
        },
      ],
    }),
  ];
}

function nordicCorporate(site: 'no' | 'fi'): FeatureSeedPage[] {
  const about = requireRoute(site, 'aboutUs');
  const aboutCrumb = routeLink(site, 'aboutUs');
  if (site === 'no') {
    return [
      contentPage(site, {
        template: 'corporate-contact',
        path: `${about}kontakt/`,
        title: 'Kontakt',
        description:
          'Kontakt Hemvist Norge: sentralbord, hovedkontor i Oslo, presse og kundeservice. Her finner du riktig person for spørsmålet ditt.',
        parents: [aboutCrumb],
        heading: 'Kontakt oss',
        preamble: 'Hovedkontoret vårt i Norge ligger i Oslo.',
        blocks: [
          {
            type: 'contacts',
            heading: 'Kontaktpersoner',
            items: [
              { name: 'Sentralbord', role: 'Hovedkontor, Karl Johans gate 10, Oslo', phone: '22 10 20 30' },
              { name: 'Ingrid Solberg', role: 'Kommunikasjonssjef', email: 'presse@hemvist.no' },
            ],
          },
          // Norway shows the group's share; Finland's contact page holds the same block, but
          // Finland has the stock flag off, so it is not served there (sites.ts).
          { type: 'share' },
        ],
      }),
      contentPage(site, {
        template: 'corporate-news',
        path: `${about}nyheter/`,
        title: 'Nyheter',
        description:
          'Nyheter fra Hemvist Norge: prosjektstarter, salgsstarter, priser og det siste fra byggeplassene våre i hele landet.',
        parents: [aboutCrumb],
        heading: 'Nyheter',
        preamble: 'Det siste om prosjektene og virksomheten vår i Norge.',
        blocks: [
          {
            type: 'teasers',
            items: [
              {
                kicker: '2026-10-20',
                heading: 'Byggestart på Fornebu',
                text: '120 nye leiligheter med Svanemerket.',
                link: link('Se boligene', requireRoute(site, 'searchHomes')),
              },
            ],
          },
        ],
      }),
    ];
  }
  return [
    contentPage(site, {
      template: 'corporate-contact',
      path: `${about}yhteystiedot/`,
      title: 'Yhteystiedot',
      description:
        'Ota yhteyttä Hemvist Suomeen: vaihde, pääkonttori Helsingissä, media ja asiakaspalvelu. Löydä oikea henkilö kysymyksellesi.',
      parents: [aboutCrumb],
      heading: 'Ota yhteyttä',
      preamble: 'Suomen pääkonttorimme sijaitsee Helsingissä.',
      blocks: [
        {
          type: 'contacts',
          heading: 'Yhteyshenkilöt',
          items: [
            { name: 'Vaihde', role: 'Pääkonttori, Mannerheimintie 10, Helsinki', phone: '09 1020 30' },
            { name: 'Aino Virtanen', role: 'Viestintäpäällikkö', email: 'media@hemvist.fi' },
          ],
        },
        { type: 'share' },
      ],
    }),
    contentPage(site, {
      template: 'corporate-news',
      path: `${about}uutiset/`,
      title: 'Uutiset',
      description:
        'Hemvist Suomen uutiset: rakennusaloitukset, myynnin aloitukset, palkinnot ja viimeisimmät kuulumiset työmailtamme eri puolilta Suomea.',
      parents: [aboutCrumb],
      heading: 'Uutiset',
      preamble: 'Viimeisimmät uutiset kohteistamme ja toiminnastamme Suomessa.',
      blocks: [
        {
          type: 'teasers',
          items: [
            {
              kicker: '2026-10-15',
              heading: 'Rakentaminen alkoi Tampereella',
              text: '86 uutta Joutsenmerkittyä kotia Hervantaan.',
              link: link('Katso asunnot', requireRoute(site, 'searchHomes')),
            },
          ],
        },
      ],
    }),
  ];
}

export function corporatePages(site: SiteKey): FeatureSeedPage[] {
  if (site === 'se') return swedishCorporate();
  if (site === 'en') return englishCorporate();
  if (site === 'no' || site === 'fi') return nordicCorporate(site);
  return [];
}
