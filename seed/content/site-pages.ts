import { requireRoute } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { type ContentBlockInput, contentPage } from './content-builders';
import { link, routeLink } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// Pages the navigation and footer of every site link to (career, open jobs, cookies, personal
// data, eco label, about VIP), in the site's language with the site's brand name.

interface Job {
  title: string;
  location: string;
  department: string;
  lastApplicationDate: string;
  slug: string;
}

interface SiteCopy {
  career: {
    title: string;
    description: string;
    heading: string;
    preamble: string;
    blocks: ContentBlockInput[];
  };
  jobs: {
    title: string;
    description: string;
    heading: string;
    preamble: string;
    listHeading: string;
    items: Job[];
  };
  cookies: {
    title: string;
    description: string;
    heading: string;
    preamble: string;
    blocks: ContentBlockInput[];
    settings: string;
  };
  personalData: {
    title: string;
    description: string;
    heading: string;
    preamble: string;
    blocks: ContentBlockInput[];
  };
  ecoLabel: {
    title: string;
    description: string;
    heading: string;
    preamble: string;
    blocks: ContentBlockInput[];
  };
  vip: { title: string; description: string; heading: string; preamble: string; blocks: ContentBlockInput[] };
}

function copyFor(locale: Locale, brand: string): SiteCopy {
  switch (locale) {
    case 'sv':
      return {
        career: {
          title: 'Karriär',
          description: `Jobba på ${brand}: vi söker projektledare, platschefer, ingenjörer och hantverkare som vill bygga framtidens bostäder.`,
          heading: `Bygg din karriär hos ${brand}`,
          preamble:
            'Vi är omkring 900 kollegor i Sverige, Norge och Finland som planerar, bygger och förvaltar hem där människor trivs.',
          blocks: [
            {
              type: 'richText',
              heading: 'Därför trivs man hos oss',
              paragraphs: [
                'Hos oss får du ta ansvar tidigt. Våra projekt är lagom stora för att du ska se helheten, och vi satsar på att utveckla ledare inifrån.',
              ],
              list: [
                'Kollektivavtal och tjänstepension',
                'Friskvårdsbidrag på 5 000 kronor',
                'Ledarprogram för nya chefer',
              ],
            },
            {
              type: 'quote',
              text: 'Jag började som snickare och leder i dag ett projekt med 140 bostäder. Här finns utrymme att växa.',
              by: 'Ahmed Karimi',
              role: 'platschef i Uppsala',
            },
            {
              type: 'facts',
              items: [
                { value: '900', label: 'medarbetare' },
                { value: '4,4 av 5', label: 'i medarbetarundersökningen' },
                { value: '31 %', label: 'kvinnor bland tjänstemän' },
              ],
            },
          ],
        },
        jobs: {
          title: 'Lediga jobb',
          description: `Lediga tjänster hos ${brand}: se vilka roller vi söker just nu och ansök direkt på webben.`,
          heading: 'Lediga jobb',
          preamble:
            'Här är tjänsterna vi söker just nu. Hittar du inget som passar? Skicka gärna en spontanansökan.',
          listHeading: 'Aktuella tjänster',
          items: [
            {
              title: 'Projektledare bostadsproduktion',
              location: 'Stockholm',
              department: 'Produktion',
              lastApplicationDate: '2026-12-15',
              slug: 'projektledare-stockholm',
            },
            {
              title: 'Platschef',
              location: 'Göteborg',
              department: 'Produktion',
              lastApplicationDate: '2026-12-20',
              slug: 'platschef-goteborg',
            },
            {
              title: 'Kundansvarig',
              location: 'Västerås',
              department: 'Försäljning',
              lastApplicationDate: '2027-01-10',
              slug: 'kundansvarig-vasteras',
            },
          ],
        },
        cookies: {
          title: 'Cookies',
          description: `Så använder ${brand} cookies: vilka som är nödvändiga, vilka du kan välja bort och hur du ändrar ditt val.`,
          heading: 'Cookies på webbplatsen',
          preamble:
            'En cookie är en liten textfil som sparas i din webbläsare. Vissa behövs för att webbplatsen ska fungera, andra använder vi bara om du säger ja.',
          settings: 'Ändra cookieinställningar',
          blocks: [
            {
              type: 'richText',
              heading: 'Cookies vi använder',
              paragraphs: [
                'Nödvändiga cookies sätts alltid. Statistik, marknadsföring och innehåll från tredje part (till exempel videor) kräver ditt samtycke.',
              ],
            },
            { type: 'cookieTable', heading: 'Alla cookies' },
            {
              type: 'richText',
              heading: 'Så länge sparas de',
              paragraphs: [
                'Ditt cookieval och ditt besökar-id sparas i sex månader. Cookierna skickas bara över krypterad anslutning och används inte av andra webbplatser.',
              ],
            },
          ],
        },
        personalData: {
          title: 'Personuppgifter',
          description: `Så behandlar ${brand} dina personuppgifter när du söker bostad, anmäler intresse, köper en bostad eller kontaktar oss.`,
          heading: 'Så behandlar vi dina personuppgifter',
          preamble:
            'Vi behandlar bara de uppgifter vi behöver för att kunna hjälpa dig, och vi sparar dem inte längre än nödvändigt.',
          blocks: [
            {
              type: 'richText',
              heading: 'Vilka uppgifter vi sparar',
              paragraphs: [
                'När du anmäler intresse, bokar visning eller köper en bostad sparar vi namn, kontaktuppgifter och det du berättar för oss. Uppgifterna används för att hantera ditt ärende och för att hålla dig informerad om bostaden.',
              ],
            },
            {
              type: 'richText',
              heading: 'Dina rättigheter',
              paragraphs: [
                'Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade och att få dem raderade. Kontakta vårt dataskyddsombud på dataskydd@hemvist.se.',
              ],
            },
          ],
        },
        ecoLabel: {
          title: 'Miljömärkning',
          description: `${brand} miljöcertifierar alla nya flerbostadshus enligt Svanen eller Miljöbyggnad. Läs vad märkningen betyder för dig.`,
          heading: 'Miljömärkta hem',
          preamble:
            'En miljömärkt bostad är byggd med krav på energi, material och inomhusmiljö – och kontrollerad av någon annan än oss.',
          blocks: [
            {
              type: 'richText',
              heading: 'Svanen och Miljöbyggnad',
              paragraphs: [
                'Svanenmärkta hus har låg energianvändning och byggs av granskade material. Miljöbyggnad Silver ställer krav på energi, inomhusmiljö och material, och verifieras två år efter inflyttning.',
              ],
            },
            {
              type: 'facts',
              items: [
                { value: '100 %', label: 'av nya flerbostadshus certifieras' },
                { value: '25 %', label: 'lägre energibehov än BBR-kravet' },
              ],
            },
          ],
        },
        vip: {
          title: 'Om VIP',
          description: `Som VIP-medlem hos ${brand} får du information om nya projekt före alla andra och förtur till visningar och säljstarter.`,
          heading: 'Bli VIP-medlem – först till nya bostäder',
          preamble:
            'VIP-medlemmar får veta om nya projekt före alla andra och bjuds in till förhandsvisningar.',
          blocks: [
            {
              type: 'richText',
              heading: 'Det här ingår',
              paragraphs: ['Medlemskapet är gratis. Du väljer själv vilka orter du vill bevaka.'],
              list: [
                'Information om nya projekt före säljstart',
                'Förtur till visningar',
                'Inbjudningar till VIP-kvällar',
              ],
            },
          ],
        },
      };
    case 'no':
      return {
        career: {
          title: 'Karriere',
          description: `Jobb i ${brand}: vi søker prosjektledere, anleggsledere, ingeniører og håndverkere som vil bygge fremtidens boliger.`,
          heading: `Bygg karrieren din i ${brand}`,
          preamble:
            'Vi er rundt 900 kolleger i Sverige, Norge og Finland som planlegger, bygger og forvalter hjem der folk trives.',
          blocks: [
            {
              type: 'richText',
              heading: 'Derfor trives folk hos oss',
              paragraphs: [
                'Hos oss får du ansvar tidlig. Prosjektene er store nok til å være spennende og små nok til at du ser helheten.',
              ],
              list: ['Tariffavtale og tjenestepensjon', 'Treningstilskudd', 'Lederprogram for nye ledere'],
            },
            {
              type: 'quote',
              text: 'Jeg startet som tømrer og leder nå et prosjekt med 90 boliger.',
              by: 'Lars Haugen',
              role: 'anleggsleder i Bergen',
            },
          ],
        },
        jobs: {
          title: 'Ledige stillinger',
          description: `Ledige stillinger i ${brand}: se hvilke roller vi søker etter nå og søk direkte på nettet.`,
          heading: 'Ledige stillinger',
          preamble: 'Her er stillingene vi søker etter akkurat nå.',
          listHeading: 'Aktuelle stillinger',
          items: [
            {
              title: 'Prosjektleder boligbygging',
              location: 'Oslo',
              department: 'Produksjon',
              lastApplicationDate: '2026-12-18',
              slug: 'prosjektleder-oslo',
            },
            {
              title: 'Salgskonsulent',
              location: 'Bergen',
              department: 'Salg',
              lastApplicationDate: '2027-01-08',
              slug: 'salgskonsulent-bergen',
            },
          ],
        },
        cookies: {
          title: 'Informasjonskapsler',
          description: `Slik bruker ${brand} informasjonskapsler: hvilke som er nødvendige, hvilke du kan velge bort og hvordan du endrer valget.`,
          heading: 'Informasjonskapsler på nettstedet',
          preamble:
            'En informasjonskapsel er en liten tekstfil som lagres i nettleseren. Noen trengs for at nettstedet skal virke, andre bruker vi bare hvis du sier ja.',
          settings: 'Endre innstillinger for informasjonskapsler',
          blocks: [
            {
              type: 'richText',
              heading: 'Informasjonskapsler vi bruker',
              paragraphs: [
                'Nødvendige informasjonskapsler settes alltid. Statistikk, markedsføring og innhold fra tredjeparter (for eksempel videoer) krever samtykke.',
              ],
            },
            { type: 'cookieTable', heading: 'Alle informasjonskapsler' },
          ],
        },
        personalData: {
          title: 'Personvern',
          description: `Slik behandler ${brand} personopplysningene dine når du søker bolig, melder interesse, kjøper bolig eller kontakter oss.`,
          heading: 'Slik behandler vi personopplysningene dine',
          preamble:
            'Vi behandler bare opplysningene vi trenger for å hjelpe deg, og lagrer dem ikke lenger enn nødvendig.',
          blocks: [
            {
              type: 'richText',
              heading: 'Dine rettigheter',
              paragraphs: [
                'Du har rett til innsyn, retting og sletting. Kontakt personvernombudet vårt på personvern@hemvist.no.',
              ],
            },
          ],
        },
        ecoLabel: {
          title: 'Miljømerking',
          description: `${brand} miljøsertifiserer nye boligbygg etter Svanemerket eller BREEAM-NOR. Les hva merkingen betyr for deg.`,
          heading: 'Miljømerkede boliger',
          preamble:
            'En miljømerket bolig er bygget med krav til energi, materialer og inneklima – kontrollert av en uavhengig part.',
          blocks: [
            {
              type: 'richText',
              heading: 'Svanemerket',
              paragraphs: [
                'Svanemerkede bygg har lavt energibehov og er bygget av kontrollerte materialer med lite miljøgifter.',
              ],
            },
          ],
        },
        vip: {
          title: 'Om VIP',
          description: `Som VIP-medlem i ${brand} får du vite om nye prosjekter før alle andre og får fortrinn til visninger og salgsstart.`,
          heading: 'Bli VIP-medlem – først til nye boliger',
          preamble:
            'VIP-medlemmer får vite om nye prosjekter før alle andre og inviteres til forhåndsvisninger.',
          blocks: [
            {
              type: 'richText',
              heading: 'Dette får du',
              paragraphs: ['Medlemskapet er gratis.'],
              list: ['Informasjon før salgsstart', 'Fortrinn til visninger', 'Invitasjoner til VIP-kvelder'],
            },
          ],
        },
      };
    case 'fi':
      return {
        career: {
          title: 'Ura',
          description: `Töihin ${brand}-yhtiöön: etsimme projektipäälliköitä, vastaavia työnjohtajia, insinöörejä ja ammattilaisia rakentamaan tulevaisuuden koteja.`,
          heading: 'Rakenna urasi kanssamme',
          preamble:
            'Meitä on noin 900 kollegaa Ruotsissa, Norjassa ja Suomessa suunnittelemassa, rakentamassa ja ylläpitämässä koteja.',
          blocks: [
            {
              type: 'richText',
              heading: 'Miksi meillä viihdytään',
              paragraphs: [
                'Meillä pääset kantamaan vastuuta jo varhain, ja kehitämme esihenkilöitä omasta joukostamme.',
              ],
              list: ['Työehtosopimus ja lisäeläke', 'Liikuntaetu', 'Valmennusohjelma uusille esihenkilöille'],
            },
            {
              type: 'quote',
              text: 'Aloitin kirvesmiehenä, ja nyt johdan 120 asunnon työmaata.',
              by: 'Mikko Laine',
              role: 'vastaava työnjohtaja Espoossa',
            },
          ],
        },
        jobs: {
          title: 'Avoimet työpaikat',
          description: `Avoimet työpaikat ${brand}-yhtiössä: katso, keitä etsimme juuri nyt, ja hae suoraan verkossa.`,
          heading: 'Avoimet työpaikat',
          preamble: 'Tässä ovat juuri nyt haussa olevat tehtävät.',
          listHeading: 'Haussa olevat tehtävät',
          items: [
            {
              title: 'Projektipäällikkö, asuntotuotanto',
              location: 'Helsinki',
              department: 'Tuotanto',
              lastApplicationDate: '2026-12-14',
              slug: 'projektipaallikko-helsinki',
            },
            {
              title: 'Myyntineuvottelija',
              location: 'Tampere',
              department: 'Myynti',
              lastApplicationDate: '2027-01-12',
              slug: 'myyntineuvottelija-tampere',
            },
          ],
        },
        cookies: {
          title: 'Evästeet',
          description: `Näin ${brand} käyttää evästeitä: mitkä ovat välttämättömiä, mistä voit kieltäytyä ja miten muutat valintaasi.`,
          heading: 'Evästeet sivustollamme',
          preamble:
            'Eväste on pieni tekstitiedosto, joka tallentuu selaimeesi. Osa tarvitaan sivuston toimintaan, muita käytämme vain suostumuksellasi.',
          settings: 'Muuta evästeasetuksia',
          blocks: [
            {
              type: 'richText',
              heading: 'Käyttämämme evästeet',
              paragraphs: [
                'Välttämättömät evästeet asetetaan aina. Tilastointi, markkinointi ja kolmansien osapuolten sisältö (esimerkiksi videot) vaativat suostumuksesi.',
              ],
            },
            { type: 'cookieTable', heading: 'Kaikki evästeet' },
          ],
        },
        personalData: {
          title: 'Tietosuoja',
          description: `Näin ${brand} käsittelee henkilötietojasi, kun haet asuntoa, ilmoitat kiinnostuksesi, ostat asunnon tai otat meihin yhteyttä.`,
          heading: 'Näin käsittelemme henkilötietojasi',
          preamble:
            'Käsittelemme vain niitä tietoja, joita tarvitsemme palvellaksemme sinua, emmekä säilytä niitä tarpeettoman pitkään.',
          blocks: [
            {
              type: 'richText',
              heading: 'Oikeutesi',
              paragraphs: [
                'Sinulla on oikeus tarkastaa, oikaista ja poistaa tietosi. Ota yhteyttä tietosuojavastaavaamme: tietosuoja@hemvist.fi.',
              ],
            },
          ],
        },
        ecoLabel: {
          title: 'Ympäristömerkki',
          description: `${brand} sertifioi uudet kerrostalonsa Joutsenmerkin mukaisesti. Lue, mitä merkki tarkoittaa sinulle asukkaana.`,
          heading: 'Ympäristömerkityt kodit',
          preamble:
            'Ympäristömerkitty koti on rakennettu energiaa, materiaaleja ja sisäilmaa koskevin vaatimuksin ja ulkopuolisen tahon tarkastamana.',
          blocks: [
            {
              type: 'richText',
              heading: 'Joutsenmerkki',
              paragraphs: [
                'Joutsenmerkityt talot kuluttavat vähän energiaa, ja niiden materiaalit on tarkastettu haitallisten aineiden varalta.',
              ],
            },
          ],
        },
        vip: {
          title: 'VIP',
          description: `VIP-jäsenenä kuulet ${brand}-yhtiön uusista kohteista ensimmäisten joukossa ja pääset etuajassa esittelyihin.`,
          heading: 'VIP-jäsenenä ensimmäisten joukossa',
          preamble: 'VIP-jäsenet kuulevat uusista kohteista ennen muita.',
          blocks: [{ type: 'richText', paragraphs: ['Jäsenyys on maksuton.'] }],
        },
      };
    case 'en':
      return {
        career: {
          title: 'Careers',
          description: `Work at ${brand}: we are looking for project managers, site managers, engineers and craftspeople to build the homes of tomorrow.`,
          heading: `Build your career at ${brand}`,
          preamble:
            'We are some 900 colleagues in Sweden, Norway and Finland who plan, build and look after homes where people thrive.',
          blocks: [
            {
              type: 'richText',
              heading: 'Why people stay with us',
              paragraphs: [
                'You take on responsibility early. Our projects are large enough to be exciting and small enough for you to see the whole picture.',
              ],
              list: [
                'Collective agreement and occupational pension',
                'Wellness allowance',
                'Leadership programme for new managers',
              ],
            },
            {
              type: 'quote',
              text: 'I started as a carpenter and now lead a project of 140 homes.',
              by: 'Ahmed Karimi',
              role: 'site manager in Uppsala',
            },
          ],
        },
        jobs: {
          title: 'Open positions',
          description: `Open positions at ${brand}: see which roles we are recruiting for right now and apply online.`,
          heading: 'Open positions',
          preamble:
            'These are the roles we are recruiting for right now. Most positions require Swedish, Norwegian or Finnish.',
          listHeading: 'Current openings',
          items: [
            {
              title: 'Project manager, residential construction',
              location: 'Stockholm',
              department: 'Production',
              lastApplicationDate: '2026-12-15',
              slug: 'project-manager-stockholm',
            },
            {
              title: 'Sustainability analyst',
              location: 'Stockholm',
              department: 'Group functions',
              lastApplicationDate: '2027-01-15',
              slug: 'sustainability-analyst',
            },
          ],
        },
        cookies: {
          title: 'Cookies',
          description: `How ${brand} uses cookies: which are necessary, which you can decline and how to change your choice at any time.`,
          heading: 'Cookies on this site',
          preamble:
            'A cookie is a small text file stored in your browser. Some are needed for the site to work; others we only use if you say yes.',
          settings: 'Change cookie settings',
          blocks: [
            {
              type: 'richText',
              heading: 'The cookies we use',
              paragraphs: [
                'Necessary cookies are always set. Statistics, marketing and third-party content (such as videos) need your consent.',
              ],
            },
            { type: 'cookieTable', heading: 'All cookies' },
          ],
        },
        personalData: {
          title: 'Personal data',
          description: `How ${brand} processes your personal data when you look for a home, register interest, buy a home or contact us.`,
          heading: 'How we process your personal data',
          preamble: 'We only process the data we need to help you, and we keep it no longer than necessary.',
          blocks: [
            {
              type: 'richText',
              heading: 'Your rights',
              paragraphs: [
                'You have the right to access, correct and erase your data. Contact our data protection officer at privacy@hemvist.se.',
              ],
            },
          ],
        },
        ecoLabel: {
          title: 'Eco-labelling',
          description: `${brand} certifies every new apartment building under the Nordic Swan Ecolabel or Miljöbyggnad. Read what the labels mean for you.`,
          heading: 'Eco-labelled homes',
          preamble:
            'An eco-labelled home is built to requirements on energy, materials and indoor climate – and checked by someone other than us.',
          blocks: [
            {
              type: 'richText',
              heading: 'Nordic Swan and Miljöbyggnad',
              paragraphs: [
                'Swan-labelled buildings use little energy and are built from vetted materials. Miljöbyggnad Silver is verified two years after move-in.',
              ],
            },
          ],
        },
        vip: {
          title: 'About VIP',
          description: `As a VIP member of ${brand} you hear about new projects before anyone else and get priority at viewings and sales starts.`,
          heading: 'Become a VIP member',
          preamble: 'VIP members hear about new projects before anyone else.',
          blocks: [{ type: 'richText', paragraphs: ['Membership is free.'] }],
        },
      };
  }
}

/** Career, open jobs, cookies, personal data, eco label and (with VIP) about-VIP pages of a site. */
export function sitePages(site: SiteKey): FeatureSeedPage[] {
  const { locale, brand, flags } = SITES[site];
  const copy = copyFor(locale, brand.name);
  const career = requireRoute(site, 'career');
  const careerCrumb = routeLink(site, 'career', copy.career.title);
  const pages: FeatureSeedPage[] = [
    contentPage(site, {
      template: 'standard-career',
      path: career,
      title: copy.career.title,
      description: copy.career.description,
      heading: copy.career.heading,
      preamble: copy.career.preamble,
      blocks: [
        ...copy.career.blocks,
        { type: 'links', heading: copy.jobs.title, items: [routeLink(site, 'openJobs', copy.jobs.title)] },
      ],
    }),
    contentPage(site, {
      template: 'available-jobs',
      path: requireRoute(site, 'openJobs'),
      title: copy.jobs.title,
      description: copy.jobs.description,
      parents: [careerCrumb],
      heading: copy.jobs.heading,
      preamble: copy.jobs.preamble,
      blocks: [
        {
          type: 'jobs',
          heading: copy.jobs.listHeading,
          items: copy.jobs.items.map(({ slug, ...job }) => ({
            ...job,
            url: `${requireRoute(site, 'openJobs')}#${slug}`,
          })),
        },
      ],
    }),
    contentPage(site, {
      template: 'standard',
      path: requireRoute(site, 'cookies'),
      title: copy.cookies.title,
      description: copy.cookies.description,
      heading: copy.cookies.heading,
      preamble: copy.cookies.preamble,
      blocks: [
        ...copy.cookies.blocks,
        {
          type: 'action',
          action: 'cookieSettings',
          link: link(copy.cookies.settings, `${requireRoute(site, 'cookies')}#cookie-settings`),
        },
      ],
    }),
    contentPage(site, {
      template: 'standard',
      path: requireRoute(site, 'personalData'),
      title: copy.personalData.title,
      description: copy.personalData.description,
      heading: copy.personalData.heading,
      preamble: copy.personalData.preamble,
      blocks: [
        ...copy.personalData.blocks,
        {
          type: 'links',
          heading: copy.cookies.title,
          items: [routeLink(site, 'cookies', copy.cookies.title)],
        },
      ],
    }),
    contentPage(site, {
      template: 'standard',
      path: requireRoute(site, 'ecoLabel'),
      title: copy.ecoLabel.title,
      description: copy.ecoLabel.description,
      heading: copy.ecoLabel.heading,
      preamble: copy.ecoLabel.preamble,
      blocks: copy.ecoLabel.blocks,
    }),
  ];
  if (flags.vip) {
    pages.push(
      contentPage(site, {
        template: 'standard',
        path: requireRoute(site, 'aboutVip'),
        title: copy.vip.title,
        description: copy.vip.description,
        heading: copy.vip.heading,
        preamble: copy.vip.preamble,
        blocks: copy.vip.blocks,
      }),
    );
  }
  return pages;
}
