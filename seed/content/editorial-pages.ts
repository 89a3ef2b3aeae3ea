import { requireRoute, withQuery } from '../../src/shared/sites/routes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { type ContentBlockInput, contentPage, illustration } from './content-builders';
import { link, routeLink } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// Editorial and form pages of the Swedish sites: blog, news, FAQ, inspiration, campaign,
// customer service, SEO landing pages, sold-out and showing pages, the three forms and the
// sandbox on the main site; standard, FAQ, inspiration, campaign and customer service on
// the senior and housing-association brands.

const FAQ_BUYING: ContentBlockInput = {
  type: 'faq',
  heading: 'Att köpa nyproduktion',
  items: [
    {
      question: 'Hur mycket behöver jag betala i förskott?',
      answer:
        'Vid förhandsavtalet betalar du ett förskott, oftast 50 000 kronor. Det räknas av från insatsen på tillträdesdagen.',
    },
    {
      question: 'Kan jag göra tillval i min bostad?',
      answer:
        'Ja. Ungefär ett år före inflyttning öppnar tillvalsperioden på Mina sidor, där du väljer golv, kakel, vitvaror och luckor.',
      youtubeLink: 'https://www.youtube.com/watch?v=hemvist-tillval',
      youtubeImage: illustration('villa', 'Tecknat kök i en ny bostad'),
    },
    {
      question: 'Vad händer om jag inte hinner sälja min nuvarande bostad?',
      answer:
        'Prata med din bank i god tid. Många banker erbjuder överbryggningslån, och vi berättar tidigt när tillträdet beräknas ske.',
      files: [
        {
          title: 'Checklista inför tillträdet',
          url: '/vanliga-fragor/#checklista',
          fileType: 'PDF',
          size: '220 kB',
        },
      ],
    },
  ],
};

function mainSitePages(): FeatureSeedPage[] {
  const site: SiteKey = 'se';
  const blog = '/blogg/';
  const searchHomes = requireRoute(site, 'searchHomes');
  const showingForm = '/visning/anmalan/';
  return [
    contentPage(site, {
      template: 'blog-list',
      path: blog,
      title: 'Bloggen',
      description:
        'Hemvists blogg om att bo och bygga nytt: planlösningar, inredning, ekonomi och livet i nya bostadsområden.',
      heading: 'Bloggen',
      preamble: 'Tips och tankar om att köpa, inreda och bo i en nybyggd bostad.',
      blocks: [
        {
          type: 'teasers',
          items: [
            {
              kicker: '2026-11-03',
              heading: 'Så väljer du rätt planlösning',
              text: 'Öppen planlösning eller separat kök? Fem frågor att ställa innan du bestämmer dig.',
              link: link('Läs inlägget', `${blog}sa-valjer-du-planlosning/`),
            },
            {
              kicker: 'Inspiration',
              heading: 'Ljusa hem för mörka månader',
              text: 'Så får du ut det mesta av dagsljuset i din nya bostad.',
              link: link('Till inspirationen', '/inspiration/'),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'blog-item',
      path: `${blog}sa-valjer-du-planlosning/`,
      title: 'Så väljer du rätt planlösning',
      description:
        'Öppen planlösning eller separat kök, ett extra sovrum eller en större balkong? Fem frågor att ställa innan du väljer bostad.',
      parents: [link('Bloggen', blog)],
      heading: 'Så väljer du rätt planlösning',
      preamble:
        'Planlösningen avgör hur du lever i din bostad. Här är fem frågor att ställa innan du bestämmer dig.',
      publishedDate: '2026-11-03',
      blocks: [
        {
          type: 'richText',
          heading: 'Hur ser din vardag ut?',
          paragraphs: [
            'Jobbar du hemma behöver du kanske ett extra rum med dörr. Lagar ni mat tillsammans är ett öppet kök med plats för flera en fördel.',
          ],
        },
        {
          type: 'image',
          image: illustration(
            'villa',
            'Tecknad planritning av en lägenhet på tre rum och kök',
            'Tre rum och kök med genomgående vardagsrum.',
          ),
        },
        {
          type: 'richText',
          heading: 'Tänk på förvaringen',
          paragraphs: [
            'Garderober, klädkammare och förråd glöms lätt bort när man tittar på ritningar. Räkna med minst två meter garderob per person.',
          ],
          list: ['Finns det förråd i källaren?', 'Var ställer du barnvagnen?', 'Räcker köksskåpen?'],
        },
        {
          type: 'quote',
          text: 'Vi valde den mindre balkongen för att få ett extra sovrum – det har vi aldrig ångrat.',
          by: 'Lina och Omar',
          role: 'boende i Kvarnbacken',
        },
      ],
    }),
    contentPage(site, {
      template: 'residence-news',
      path: '/nyheter/saljstart-kvarnbacken/',
      title: 'Säljstart i Kvarnbacken etapp 2',
      description:
        'Nu släpps 48 nya bostadsrätter i Kvarnbacken etapp 2 i Västerås. Läs om bostäderna, säljstarten och hur du anmäler intresse.',
      heading: 'Säljstart i Kvarnbacken etapp 2',
      preamble: 'Lördag 5 december släpps 48 bostadsrätter på två till fem rum i Kvarnbacken etapp 2.',
      publishedDate: '2026-10-02',
      blocks: [
        {
          type: 'richText',
          paragraphs: [
            'Bostäderna har stora balkonger mot söder, och i gården finns odlingslotter och lekplats. Inflyttning planeras till våren 2028.',
          ],
        },
        { type: 'action', link: link('Anmäl dig till visning', showingForm) },
        {
          type: 'facts',
          items: [
            { value: '48', label: 'bostadsrätter' },
            { value: '2–5', label: 'rum och kök' },
            { value: '2028', label: 'beräknad inflyttning' },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'faq',
      path: '/vanliga-fragor/',
      title: 'Vanliga frågor',
      description:
        'Svar på vanliga frågor om att köpa nyproduktion hos Hemvist: förskott, tillval, tillträde, garantier och felanmälan.',
      heading: 'Vanliga frågor',
      preamble:
        'Här har vi samlat svaren på de frågor vi får oftast. Hittar du inte svaret är du välkommen att kontakta kundservice.',
      blocks: [
        FAQ_BUYING,
        {
          type: 'faq',
          heading: 'När du har flyttat in',
          items: [
            {
              question: 'Hur gör jag en felanmälan?',
              answer:
                'Felanmälan gör du på webbplatsen dygnet runt. Akuta fel som vattenläckor anmäler du på telefon.',
            },
            {
              question: 'Hur länge gäller garantin?',
              answer: 'Garantitiden är fem år från tillträdet. Efter två år görs en garantibesiktning.',
            },
          ],
        },
        {
          type: 'links',
          heading: 'Behöver du mer hjälp?',
          items: [routeLink(site, 'faultReport'), link('Kundservice', '/kundservice/')],
        },
      ],
    }),
    contentPage(site, {
      template: 'inspiration',
      path: '/inspiration/',
      title: 'Inspiration',
      description:
        'Inspiration för ditt nya hem: inredning, ljus, förvaring och gröna gårdar. Idéer från våra inredare och boende.',
      heading: 'Inspiration för ditt nya hem',
      preamble: 'Idéer från våra inredare och från dem som redan har flyttat in.',
      blocks: [
        {
          type: 'hero',
          hero: {
            heading: 'Ljusa hem för mörka månader',
            text: 'Så får du ut det mesta av dagsljuset – och väljer belysning som gör vintern lättare.',
            cta: link('Se lediga bostäder', searchHomes),
            illustration: 'coast',
          },
        },
        {
          type: 'image',
          image: illustration(
            'coast',
            'Tecknat vardagsrum med stora fönster mot havet',
            'Stora fönsterpartier ger ljus långt in i rummet.',
          ),
        },
        {
          type: 'teasers',
          items: [
            {
              kicker: 'Blogg',
              heading: 'Så väljer du rätt planlösning',
              text: 'Fem frågor att ställa innan du väljer bostad.',
              link: link('Läs inlägget', `${blog}sa-valjer-du-planlosning/`),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'campaign',
      path: '/kampanj/flyttstad-pa-kopet/',
      title: 'Flyttstäd på köpet',
      description:
        'Köp en bostad hos Hemvist före årsskiftet så bjuder vi på flyttstädningen av din gamla bostad. Se vilka projekt som ingår.',
      heading: 'Flyttstäd på köpet',
      preamble: 'Tecknar du avtal före 31 december bjuder vi på flyttstädningen av din nuvarande bostad.',
      blocks: [
        {
          type: 'hero',
          hero: {
            heading: 'Vi städar – du flyttar',
            text: 'Gäller vid köp av en bostad i ett av våra pågående projekt.',
            cta: link('Se bostäder till salu', searchHomes),
            illustration: 'villa',
          },
        },
        {
          type: 'richText',
          heading: 'Så fungerar det',
          paragraphs: [
            'Erbjudandet gäller bostadsrätter och radhus som bokas och avtalas mellan 1 november och 31 december 2026.',
          ],
          list: [
            'Gäller en bostad per köp',
            'Värde upp till 8 000 kronor',
            'Kan inte kombineras med andra erbjudanden',
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'customer-service',
      path: '/kundservice/',
      title: 'Kundservice',
      description:
        'Kontakta Hemvists kundservice om din bostad, ditt köp, tillval, garantier och felanmälan. Öppettider, telefon och e-post.',
      heading: 'Kundservice',
      preamble: 'Vi hjälper dig med frågor om ditt köp, dina tillval och din bostad efter inflyttningen.',
      blocks: [
        {
          type: 'contacts',
          heading: 'Så når du oss',
          items: [
            {
              name: 'Kundservice',
              role: 'Vardagar 08.00–16.00',
              phone: '021-10 20 40',
              email: 'kundservice@hemvist.se',
            },
          ],
        },
        FAQ_BUYING,
        {
          type: 'links',
          heading: 'Genvägar',
          items: [
            routeLink(site, 'faultReport'),
            link('Vanliga frågor', '/vanliga-fragor/'),
            routeLink(site, 'myPages'),
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'image-file',
      path: '/bildbank/kvarnbacken-fasad/',
      title: 'Kvarnbacken, fasad',
      description:
        'Pressbild: fasaden mot gården i Kvarnbacken i Västerås. Fri att använda i redaktionella sammanhang med angiven fotograf.',
      heading: 'Kvarnbacken, fasad',
      preamble: 'Fri att använda i redaktionella sammanhang. Ange ”Bild: Hemvist”.',
      image: illustration(
        'city',
        'Tecknad fasad av ett flerbostadshus i fyra våningar',
        'Kvarnbacken etapp 1, gårdssidan.',
      ),
      download: {
        title: 'Ladda ned i hög upplösning',
        url: '/bildbank/kvarnbacken-fasad/#original',
        fileType: 'JPG',
        size: '4,8 MB',
      },
      blocks: [],
    }),
    contentPage(site, {
      template: 'seo-county',
      path: '/nyproduktion/stockholms-lan/',
      title: 'Nyproduktion i Stockholms län',
      description:
        'Nyproducerade bostäder i Stockholms län: bostadsrätter, radhus och villor från Hemvist i Stockholm, Solna, Täby och Södertälje.',
      heading: 'Nyproduktion i Stockholms län',
      preamble: 'Vi bygger i flera kommuner runt Stockholm – nära pendeltåg, natur och skolor.',
      placeName: 'Stockholms län',
      searchLink: link('Se alla bostäder i Stockholms län', withQuery(searchHomes, { q: 'stockholm' })),
      blocks: [
        {
          type: 'richText',
          paragraphs: [
            'Stockholms län växer med över 30 000 invånare om året. Vi bygger bostäder för alla skeden i livet – från första lägenheten till radhuset med trädgård.',
          ],
        },
        {
          type: 'teasers',
          items: [
            {
              heading: 'Nyproduktion i Uppsala',
              text: 'Bara 40 minuter från Stockholm med tåg.',
              link: link('Till Uppsala', '/nyproduktion/uppsala/'),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'seo-municipality',
      path: '/nyproduktion/uppsala/',
      title: 'Nyproduktion i Uppsala',
      description:
        'Nyproducerade bostäder i Uppsala kommun från Hemvist: bostadsrätter och radhus i Rosendal, Ulleråker och Gunsta.',
      parents: [link('Nyproduktion i Stockholms län', '/nyproduktion/stockholms-lan/')],
      heading: 'Nyproduktion i Uppsala',
      preamble: 'Studentstad, kulturstad och en av Sveriges snabbast växande kommuner.',
      placeName: 'Uppsala',
      searchLink: link('Se alla bostäder i Uppsala', withQuery(searchHomes, { q: 'uppsala' })),
      blocks: [
        {
          type: 'richText',
          paragraphs: [
            'I Uppsala bygger vi i Rosendal, Ulleråker och Gunsta – områden med närhet till både stadskärnan och naturen.',
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'sold-out',
      path: '/slutsalt/brf-kvarnbacken/',
      title: 'Brf Kvarnbacken är slutsåld',
      description:
        'Alla bostäder i Brf Kvarnbacken i Västerås är sålda. Se andra nyproducerade bostäder från Hemvist i närheten.',
      heading: 'Brf Kvarnbacken är slutsåld',
      preamble: 'Tack för ditt intresse! Alla 64 bostäder i etapp 1 är sålda.',
      stageName: 'Brf Kvarnbacken',
      searchLink: link('Se bostäder till salu i Västerås', withQuery(searchHomes, { q: 'västerås' })),
      blocks: [
        {
          type: 'richText',
          paragraphs: ['Etapp 2 släpps i december. Anmäl dig till visningen för att få information först.'],
        },
        { type: 'action', link: link('Anmäl dig till visning', showingForm) },
      ],
    }),
    contentPage(site, {
      template: 'showing-qr',
      path: '/visning/qr/',
      title: 'Välkommen på visning',
      description:
        'Du har skannat QR-koden på visningen av Kvarnbacken etapp 2. Registrera dig här så skickar vi planritningar och prislista.',
      noIndex: true,
      heading: 'Välkommen på visning!',
      preamble: 'Registrera dig så skickar vi planritningar och prislista till din e-post.',
      stageName: 'Kvarnbacken etapp 2',
      showingDate: '2026-12-05',
      showingTime: '11:00–14:00',
      address: 'Kvarngatan 4, Västerås',
      signUp: link('Registrera dig', showingForm),
      blocks: [],
    }),
    contentPage(site, {
      template: 'showing-form',
      path: showingForm,
      title: 'Anmälan till visning',
      description:
        'Anmäl dig till visning av Kvarnbacken etapp 2 i Västerås. Välj en tid som passar dig så bekräftar vi din plats via e-post.',
      heading: 'Anmäl dig till visning',
      preamble: 'Välj en visningstid som passar dig. Vi bekräftar din plats via e-post.',
      stageName: 'Kvarnbacken etapp 2',
      showings: [
        { value: '2026-12-05T11:00', label: 'Lördag 5 december kl. 11.00–14.00' },
        { value: '2026-12-06T12:00', label: 'Söndag 6 december kl. 12.00–14.00' },
        { value: '2026-12-09T17:00', label: 'Onsdag 9 december kl. 17.00–19.00' },
      ],
      blocks: [
        {
          type: 'richText',
          paragraphs: ['Visningen sker i vår visningslägenhet på Kvarngatan 4. Parkering finns på gatan.'],
        },
      ],
    }),
    contentPage(site, {
      template: 'order-form',
      path: '/bestall-broschyr/',
      title: 'Beställ broschyr',
      description:
        'Beställ broschyr, prislista och planritningar för Kvarnbacken etapp 2 hem till dig. Det är kostnadsfritt och helt utan förpliktelser.',
      heading: 'Beställ broschyr',
      preamble: 'Vi skickar materialet med post inom en vecka.',
      orderables: [
        { value: 'brochure', label: 'Broschyr' },
        { value: 'price-list', label: 'Prislista' },
        { value: 'floor-plans', label: 'Planritningar' },
      ],
      blocks: [],
    }),
    contentPage(site, {
      template: 'modal-contact',
      path: '/kontakta-oss/',
      title: 'Kontakta en säljare',
      description:
        'Har du frågor om en bostad eller ett projekt? Skicka ett meddelande till våra säljare så hör vi av oss inom två arbetsdagar.',
      heading: 'Kontakta en säljare',
      preamble:
        'Har du frågor om en bostad, ett område eller hur köpet går till? Skicka ett meddelande så hör vi av oss inom två arbetsdagar.',
      openLabel: 'Skriv till oss',
      blocks: [
        {
          type: 'contacts',
          heading: 'Våra säljare',
          items: [
            {
              name: 'Sofia Nyberg',
              role: 'Säljare',
              area: 'Västerås och Uppsala',
              phone: '070-222 33 44',
              email: 'sofia.nyberg@hemvist.se',
            },
            {
              name: 'David Holm',
              role: 'Säljare',
              area: 'Stockholm',
              phone: '070-333 44 55',
              email: 'david.holm@hemvist.se',
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'sandbox',
      path: '/sandlada/',
      title: 'Sandlåda',
      description:
        'Testsida för redaktörer där alla innehållsblock visas tillsammans. Sidan är inte avsedd för besökare och indexeras inte.',
      noIndex: true,
      heading: 'Sandlåda',
      preamble: 'Alla block på en sida, för att se hur de ser ut tillsammans.',
      blocks: [
        {
          type: 'richText',
          heading: 'Rubrik och text',
          paragraphs: ['Ett stycke brödtext.'],
          list: ['En punkt', 'En till'],
        },
        { type: 'quote', text: 'Ett citat.', by: 'Någon' },
        { type: 'facts', items: [{ value: '42', label: 'ett faktum' }] },
        {
          type: 'video',
          videoUrl: 'https://www.youtube.com/watch?v=hemvist-sandlada',
          title: 'En film',
          image: illustration('forest', 'Tecknade hus i skogen'),
          description: 'En beskrivning som visas under filmen.',
          renderOnPage: true,
          hideDescriptionOnPage: false,
        },
      ],
    }),
  ];
}

/** The senior and housing-association brands: standard, FAQ, inspiration, campaign, customer service. */
function brandPages(site: 'senior' | 'brf'): FeatureSeedPage[] {
  const brand = SITES[site].brand.name;
  const senior = site === 'senior';
  const searchHomes = requireRoute(site, 'searchHomes');
  return [
    contentPage(site, {
      template: 'standard',
      path: senior ? '/att-bo-hos-oss/' : '/om-bostadsratt/',
      title: senior ? 'Att bo hos oss' : 'Om bostadsrätt',
      description: senior
        ? `Så är det att bo i ett seniorboende från ${brand}: trygghet, gemenskap och bekvämlighet för dig som fyllt 55 år.`
        : `Så fungerar det att äga en bostadsrätt från ${brand}: föreningen, avgiften, insatsen och ditt ansvar som medlem.`,
      heading: senior ? 'Ett bekvämt liv bland grannar' : 'Så fungerar en bostadsrätt',
      preamble: senior
        ? 'Våra seniorbostäder är byggda för dig som fyllt 55 och vill bo bekvämt, tryggt och nära andra.'
        : 'När du köper en bostadsrätt blir du medlem i en bostadsrättsförening som äger huset tillsammans.',
      blocks: senior
        ? [
            {
              type: 'richText',
              heading: 'Gemenskap',
              paragraphs: [
                'I varje hus finns en gemensam lokal med kök och plats för fest, och en värd som hjälper till med det praktiska.',
              ],
              list: ['Tillgänglighetsanpassat', 'Hiss till varje våning', 'Gästlägenhet'],
            },
            { type: 'image', image: illustration('forest', 'Tecknat seniorboende vid skogskanten') },
          ]
        : [
            {
              type: 'richText',
              heading: 'Insats och avgift',
              paragraphs: [
                'Du betalar en insats när du köper och sedan en månadsavgift till föreningen, som täcker lån, drift och underhåll.',
              ],
            },
            {
              type: 'facts',
              items: [
                { value: '15 %', label: 'lägsta kontantinsats' },
                { value: '5 år', label: 'garantitid' },
              ],
            },
          ],
    }),
    contentPage(site, {
      template: 'faq',
      path: '/vanliga-fragor/',
      title: 'Vanliga frågor',
      description: `Svar på vanliga frågor om att köpa och bo i en ny bostad från ${brand}: förskott, tillval, avgift och garantier.`,
      heading: 'Vanliga frågor',
      preamble: 'De frågor vi får oftast – och svaren.',
      blocks: [
        FAQ_BUYING,
        senior
          ? {
              type: 'faq',
              heading: 'Seniorboende',
              items: [
                { question: 'Finns det en åldersgräns?', answer: 'Minst en i hushållet ska ha fyllt 55 år.' },
                { question: 'Får jag ha husdjur?', answer: 'Ja, husdjur är välkomna.' },
              ],
            }
          : {
              type: 'faq',
              heading: 'Föreningen',
              items: [
                {
                  question: 'Vem sitter i styrelsen?',
                  answer:
                    'Till en början en byggherrestyrelse. Efter inflyttning väljer medlemmarna en egen styrelse.',
                },
              ],
            },
      ],
    }),
    contentPage(site, {
      template: 'inspiration',
      path: '/inspiration/',
      title: 'Inspiration',
      description: `Inspiration från ${brand}: inredning, gemensamma ytor, odling och livet i våra bostadsområden, med idéer från dem som bor här.`,
      heading: 'Inspiration',
      preamble: 'Idéer och berättelser från våra områden.',
      blocks: [
        {
          type: 'hero',
          hero: {
            heading: senior ? 'Odla på gården' : 'Föreningen som gjorde gården grön',
            text: 'Gemensamma odlingslotter ger både grönsaker och nya vänner.',
            cta: link('Se lediga bostäder', searchHomes),
            illustration: 'forest',
          },
        },
        {
          type: 'quote',
          text: 'Vi träffas vid odlingslådorna varje kväll på sommaren.',
          by: senior ? 'Birgitta, 72' : 'Jonas, styrelseordförande',
        },
      ],
    }),
    contentPage(site, {
      template: 'campaign',
      path: '/kampanj/visningshelg/',
      title: 'Visningshelg',
      description: `Välkommen på visningshelg hos ${brand} 5–6 december: se färdiga bostäder, träffa säljarna och få ett erbjudande vid köp.`,
      heading: 'Visningshelg 5–6 december',
      preamble: 'Kom och se färdiga bostäder och träffa våra säljare.',
      blocks: [
        {
          type: 'hero',
          hero: {
            heading: 'Öppet hus i alla projekt',
            text: 'Lördag och söndag kl. 11–15.',
            cta: link('Se bostäderna', searchHomes),
            illustration: 'city',
          },
        },
        { type: 'richText', paragraphs: ['Vid köp under helgen bjuder vi på tillval för 20 000 kronor.'] },
      ],
    }),
    contentPage(site, {
      template: 'customer-service',
      path: '/kundservice/',
      title: 'Kundservice',
      description: `Kontakta ${brand} kundservice om ditt köp, tillval, garantier och felanmälan. Här hittar du öppettider, telefon och e-post.`,
      heading: 'Kundservice',
      preamble: 'Vi hjälper dig före, under och efter inflyttningen.',
      blocks: [
        {
          type: 'contacts',
          heading: 'Så når du oss',
          items: [
            {
              name: 'Kundservice',
              role: 'Vardagar 08.00–16.00',
              phone: '021-10 20 40',
              email: senior ? 'kundservice@hemvistsenior.se' : 'kundservice@hemvistbrf.se',
            },
          ],
        },
        {
          type: 'links',
          heading: 'Genvägar',
          items: [routeLink(site, 'faultReport'), link('Vanliga frågor', '/vanliga-fragor/')],
        },
      ],
    }),
  ];
}

export function editorialPages(site: SiteKey): FeatureSeedPage[] {
  if (site === 'se') return mainSitePages();
  if (site === 'senior' || site === 'brf') return brandPages(site);
  return [];
}
