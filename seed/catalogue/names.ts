import {
  HOME_TYPE,
  type HomeType,
  STAGE_STATUS,
  type StageStatus,
} from '../../src/shared/residence/residence-enums';
import type { Random } from './random';

// Project names, descriptions, labels, keywords and staff in Swedish, Norwegian and
// Finnish. Texts are composed from parts so that two projects rarely read the same.

export type CatalogueLanguage = 'sv' | 'no' | 'fi';

const NAME_PARTS: Record<
  CatalogueLanguage,
  { prefixes: string[]; suffixes: string[]; standalone: string[] }
> = {
  sv: {
    prefixes: [
      'Sol',
      'Sjö',
      'Ek',
      'Björk',
      'Lind',
      'Hav',
      'Strand',
      'Berg',
      'Äng',
      'Gran',
      'Brygghus',
      'Skogs',
      'Vind',
      'Ljung',
      'Lärk',
      'Kvarn',
      'Tall',
      'Klöver',
      'Hamn',
      'Fyr',
      'Lönn',
      'Alm',
      'Rönn',
      'Mälar',
    ],
    suffixes: [
      'höjden',
      'parken',
      'terrassen',
      'gården',
      'backen',
      'udden',
      'ängen',
      'bryggan',
      'brinken',
      'kullen',
      'lunden',
      'hagen',
      'viken',
      'strand',
      'torget',
      'porten',
    ],
    standalone: [
      'Kvarteret Kajen',
      'Kvarteret Lärkan',
      'Kvarteret Humlan',
      'Kvarteret Smedjan',
      'Kvarteret Garveriet',
      'Kvarteret Mältaren',
      'Kvarteret Fyren',
      'Kvarteret Ankaret',
      'Kvarteret Vävaren',
      'Kvarteret Lotsen',
      'Kvarteret Porslinet',
      'Kvarteret Kronan',
      'Kvarteret Hjorten',
      'Kvarteret Gjuteriet',
      'Tegelbruket',
      'Mjölnaren',
      'Båtsmannen',
      'Stadsträdgården',
      'Glasbruket',
      'Kopparslagaren',
    ],
  },
  no: {
    prefixes: [
      'Fjord',
      'Sol',
      'Sjø',
      'Brygge',
      'Bjørke',
      'Eike',
      'Furu',
      'Linde',
      'Havne',
      'Elve',
      'Kløver',
      'Lyng',
      'Stein',
      'Skog',
      'Tårn',
      'Kvern',
      'Mølle',
      'Bakke',
      'Rogn',
      'Lønne',
    ],
    suffixes: [
      'byen',
      'parken',
      'tunet',
      'hagen',
      'lia',
      'kvartalet',
      'bryggen',
      'høyden',
      'åsen',
      'terrassen',
      'lunden',
      'kaia',
      'torget',
    ],
    standalone: [
      'Fjordbyen',
      'Teglverket',
      'Papirfabrikken',
      'Bryggerikvartalet',
      'Tollboden',
      'Sagbruket',
      'Verkstedhallen',
      'Kullagret',
      'Smieparken',
      'Reperbanen',
    ],
  },
  fi: {
    prefixes: [
      'Aurinko',
      'Meri',
      'Koivu',
      'Kuusi',
      'Kallio',
      'Ranta',
      'Satama',
      'Järvi',
      'Tuuli',
      'Kanerva',
      'Kielo',
      'Pihlaja',
      'Lehmus',
      'Vaahtera',
      'Kivi',
      'Saari',
      'Niitty',
      'Tähti',
      'Kaisla',
      'Mänty',
    ],
    suffixes: [
      'rinne',
      'ranta',
      'kulma',
      'puisto',
      'piha',
      'helmi',
      'kallio',
      'kaari',
      'torni',
      'lehto',
      'niemi',
      'mäki',
      'linna',
      'tie',
    ],
    standalone: [
      'Meritähti',
      'Kotiranta',
      'Satamanhelmi',
      'Valimo',
      'Tiilitehdas',
      'Puuvillatehdas',
      'Makasiini',
      'Majakka',
      'Laivaranta',
      'Telakka',
    ],
  },
};

const AREA_PATTERNS: Record<CatalogueLanguage, ((area: string) => string)[]> = {
  sv: [
    (a) => `${a} Strand`,
    (a) => `Nya ${a}`,
    (a) => `${a} Park`,
    (a) => `${a} Trädgårdar`,
    (a) => `${a} Torg`,
  ],
  no: [(a) => `${a} Hage`, (a) => `Nye ${a}`, (a) => `${a} Torg`, (a) => `${a} Park`, (a) => `${a} Brygge`],
  // Finnish place names inflect irregularly (Jätkäsaari → Jätkäsaaren): no area patterns.
  fi: [],
};

/** A project name, sometimes built on the area's name ("Nya Sickla", "Løren Hage"). */
export function projectName(random: Random, language: CatalogueLanguage, areaName: string | null): string {
  const parts = NAME_PARTS[language];
  const roll = random.next();
  const patterns = AREA_PATTERNS[language];
  if (areaName && roll < 0.22 && patterns.length > 0 && !areaName.includes(' '))
    return random.pick(patterns)(areaName);
  if (roll < 0.45) return random.pick(parts.standalone);
  return `${random.pick(parts.prefixes)}${random.pick(parts.suffixes)}`;
}

/** The next stage of a project whose name is already used: "Solhöjden etapp 2". */
export function nextStageName(language: CatalogueLanguage, name: string, stageNumber: number): string {
  if (language === 'sv') return `${name} etapp ${stageNumber}`;
  if (language === 'no') return `${name} trinn ${stageNumber}`;
  return `${name} ${stageNumber}`;
}

type HomeWords = Record<CatalogueLanguage, Partial<Record<HomeType, string>>>;

const HOME_WORDS: HomeWords = {
  sv: {
    [HOME_TYPE.apartment]: 'lägenheter',
    [HOME_TYPE.townHouse]: 'radhus',
    [HOME_TYPE.semiDetachedHouse]: 'parhus',
    [HOME_TYPE.detachedHouse]: 'villor',
    [HOME_TYPE.house]: 'hus',
    [HOME_TYPE.plot]: 'tomter',
  },
  no: {
    [HOME_TYPE.apartment]: 'leiligheter',
    [HOME_TYPE.townHouse]: 'rekkehus',
    [HOME_TYPE.semiDetachedHouse]: 'tomannsboliger',
    [HOME_TYPE.detachedHouse]: 'eneboliger',
    [HOME_TYPE.house]: 'småhus',
    [HOME_TYPE.plot]: 'tomter',
  },
  fi: {
    [HOME_TYPE.apartment]: 'kerrostaloasuntoja',
    [HOME_TYPE.townHouse]: 'rivitaloasuntoja',
    [HOME_TYPE.semiDetachedHouse]: 'paritaloasuntoja',
    [HOME_TYPE.detachedHouse]: 'omakotitaloja',
    [HOME_TYPE.house]: 'erillistaloja',
    [HOME_TYPE.plot]: 'tontteja',
  },
};

export function homeWord(language: CatalogueLanguage, homeType: HomeType): string {
  return HOME_WORDS[language][homeType] ?? '';
}

interface DescriptionInput {
  name: string;
  municipality: string;
  area: string | null;
  homeTypes: HomeType[];
  senior: boolean;
}

/** "området Kvarnholmen i Nacka" or "Nacka": districts take varying prepositions, this form never does. */
const place = (i: DescriptionInput): string =>
  i.area ? `området ${i.area} i ${i.municipality}` : i.municipality;

const OPENINGS: Record<CatalogueLanguage, ((input: DescriptionInput) => string)[]> = {
  sv: [
    (i) => `${i.name} ligger i ${place(i)}, med promenadavstånd till både natur och service.`,
    (i) => `I ${place(i)} växer ${i.name} fram, ett nytt kvarter med grönska mellan husen.`,
    (i) =>
      `${i.name} tar vara på läget i ${i.municipality}: ljusa hem, nära till kollektivtrafik och vardagens service.`,
    (i) => `I ${place(i)} bygger vi ${i.name}, med gårdar där grannarna möts.`,
  ],
  no: [
    (i) => `${i.name} ligger i ${place(i)}, med gangavstand til både marka og butikker.`,
    (i) => `I ${place(i)} reiser ${i.name} seg, et nytt nabolag med grønne uterom.`,
    (i) =>
      `${i.name} gir deg det beste av ${i.municipality}: lyse boliger, kort vei til kollektivtrafikk og service.`,
    (i) => `I ${place(i)} bygger vi ${i.name}, med felles tun der naboene møtes.`,
  ],
  fi: [
    // No inflected place names: Finnish locative and genitive forms are irregular.
    (i) => `${i.name}, ${i.area ?? i.municipality}: kodit kävelymatkan päässä luonnosta ja palveluista.`,
    (i) => `${i.name} (${i.area ?? i.municipality}) on vehreä uusi kortteli pihoineen.`,
    (i) => `${i.name} tarjoaa valoisia koteja hyvien kulkuyhteyksien varrella.`,
    (i) => `${i.name} rakentuu rauhalliselle paikalle, josta on lyhyt matka keskustaan.`,
  ],
};

const MIDDLES: Record<CatalogueLanguage, ((words: string) => string)[]> = {
  sv: [
    (w) => `Här finns ${w} med genomtänkta planlösningar och stora fönster.`,
    (w) => `Projektet rymmer ${w} i flera storlekar, alla med egen uteplats eller balkong.`,
    (w) => `Välj bland ${w} med öppna sällskapsytor och plats för både arbete och vila.`,
  ],
  no: [
    (w) => `Her finner du ${w} med gjennomtenkte planløsninger og store vindusflater.`,
    (w) => `Prosjektet består av ${w} i flere størrelser, alle med egen balkong eller terrasse.`,
    (w) => `Velg mellom ${w} med åpne stuer og plass til både arbeid og hvile.`,
  ],
  fi: [
    (w) => `Tarjolla on ${w}, joissa on toimivat pohjaratkaisut ja suuret ikkunat.`,
    (w) => `Kohteessa on ${w} eri kokoisille talouksille, ja jokaisessa on oma parveke tai piha.`,
    (w) => `Valittavana on ${w}, joissa on avarat oleskelutilat ja tilaa myös etätyölle.`,
  ],
};

const CLOSINGS: Record<CatalogueLanguage, string[]> = {
  sv: [
    'Husen är miljöcertifierade och energisnåla.',
    'Förskola och skola finns i närheten.',
    'Det tar bara några minuter till pendeltåg eller buss.',
    'Gemensam takterrass och cykelverkstad ingår.',
  ],
  no: [
    'Byggene er miljøsertifiserte og energieffektive.',
    'Barnehage og skole ligger i nærheten.',
    'Det er bare noen minutter til tog eller buss.',
    'Felles takterrasse og sykkelverksted er inkludert.',
  ],
  fi: [
    'Talot rakennetaan energiatehokkaiksi.',
    'Päiväkoti ja koulu ovat lähellä.',
    'Bussi- ja junayhteydet ovat muutaman minuutin päässä.',
    'Taloyhtiössä on yhteinen kattoterassi ja saunaosasto.',
  ],
};

const SENIOR_LINES: Record<CatalogueLanguage, string> = {
  sv: 'Bostäderna är till för dig som fyllt 55 och vill ha gemenskap, trygghet och hiss till varje våning.',
  no: 'Boligene er for deg over 55 som ønsker fellesskap, trygghet og heis til alle etasjer.',
  fi: 'Asunnot on suunniteltu yli 55-vuotiaille, jotka arvostavat yhteisöllisyyttä ja esteettömyyttä.',
};

function joinWords(language: CatalogueLanguage, words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  const and = language === 'sv' ? 'och' : language === 'no' ? 'og' : 'ja';
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`;
}

export function stageDescriptions(
  random: Random,
  language: CatalogueLanguage,
  input: DescriptionInput,
): { shortDescription: string; description: string } {
  const words = joinWords(
    language,
    input.homeTypes.map((type) => homeWord(language, type)),
  );
  const opening = random.pick(OPENINGS[language])(input);
  const middle = random.pick(MIDDLES[language])(words);
  const closing = random.pick(CLOSINGS[language]);
  const lines = [opening, middle, ...(input.senior ? [SENIOR_LINES[language]] : []), closing];
  return { shortDescription: opening, description: lines.join(' ') };
}

const AREA_LINES: Record<CatalogueLanguage, ((area: string, municipality: string) => string)[]> = {
  sv: [
    (a, m) => `${a} är en av de stadsdelar i ${m} som växer mest just nu.`,
    (a, m) => `${a} i ${m} blandar bostäder, handel och parker.`,
  ],
  no: [
    (a, m) => `${a} er et av områdene i ${m} som vokser mest akkurat nå.`,
    (a, m) => `${a} i ${m} blander boliger, handel og parker.`,
  ],
  fi: [
    (a) => `${a} on yksi kaupungin nopeimmin kasvavista alueista.`,
    (a) => `${a} yhdistää kodit, kaupat ja puistot.`,
  ],
};

const AREA_CLOSINGS: Record<CatalogueLanguage, string[]> = {
  sv: [
    'Här bygger vi flera etapper under de kommande åren.',
    'Nära till vatten, grönområden och kommunikationer.',
  ],
  no: [
    'Her bygger vi flere byggetrinn de kommende årene.',
    'Kort vei til vann, grøntområder og kollektivtrafikk.',
  ],
  fi: [
    'Alueelle rakennetaan useita vaiheita tulevina vuosina.',
    'Lähellä on vettä, viheralueita ja hyvät yhteydet.',
  ],
};

export function areaDescriptions(
  random: Random,
  language: CatalogueLanguage,
  areaName: string,
  municipality: string,
): { shortDescription: string; description: string } {
  const opening = random.pick(AREA_LINES[language])(areaName, municipality);
  return { shortDescription: opening, description: `${opening} ${random.pick(AREA_CLOSINGS[language])}` };
}

const LABELS: Record<CatalogueLanguage, Partial<Record<StageStatus, string[]>>> = {
  sv: {
    [STAGE_STATUS.forSale]: ['Få bostäder kvar', 'Sista bostaden', 'Ny etapp'],
    [STAGE_STATUS.preSelling]: ['Säljstart snart', 'Ny etapp'],
    [STAGE_STATUS.planned]: ['Kommande projekt'],
    [STAGE_STATUS.vip]: ['VIP-försäljning'],
    [STAGE_STATUS.moveInReady]: ['Klart för inflyttning', 'Sista bostaden'],
  },
  no: {
    [STAGE_STATUS.forSale]: ['Få boliger igjen', 'Siste bolig', 'Nytt byggetrinn'],
    [STAGE_STATUS.preSelling]: ['Salgsstart snart', 'Nytt byggetrinn'],
    [STAGE_STATUS.planned]: ['Kommende prosjekt'],
    [STAGE_STATUS.vip]: ['VIP-salg'],
    [STAGE_STATUS.moveInReady]: ['Innflytningsklar', 'Siste bolig'],
  },
  fi: {
    [STAGE_STATUS.forSale]: ['Vain muutama jäljellä', 'Viimeinen asunto', 'Uusi vaihe'],
    [STAGE_STATUS.preSelling]: ['Myynti alkaa pian', 'Uusi vaihe'],
    [STAGE_STATUS.planned]: ['Tulossa'],
    [STAGE_STATUS.moveInReady]: ['Muuttovalmis', 'Viimeinen asunto'],
  },
};

export function stageLabel(random: Random, language: CatalogueLanguage, status: StageStatus): string | null {
  const choices = LABELS[language][status];
  return choices && random.chance(0.3) ? random.pick(choices) : null;
}

/** Keyword tags per language: what buyers search besides places. */
export const KEYWORDS: Record<CatalogueLanguage, string[]> = {
  sv: [
    'Nära vatten',
    'Nära city',
    'Sjöutsikt',
    'Havsutsikt',
    'Nära naturen',
    'Barnvänligt',
    'Nära pendeltåg',
    'Egen trädgård',
  ],
  no: [
    'Nær sjøen',
    'Sentrumsnært',
    'Sjøutsikt',
    'Fjordutsikt',
    'Nær marka',
    'Barnevennlig',
    'Nær T-bane',
    'Egen hage',
  ],
  fi: [
    'Lähellä merta',
    'Keskustan tuntumassa',
    'Järvinäköala',
    'Merinäköala',
    'Luonnon läheisyydessä',
    'Lapsiperheille',
    'Raideyhteyden varrella',
    'Oma piha',
  ],
};

/** Staff roles of a project (platform §3 "Staff roles"); the second of a kind has suffix 2. */
export const STAFF_ROLES = [
  'realEstateAgent',
  'assistant',
  'salesManager',
  'salesManager2',
  'interiorResponsible',
  'interiorResponsible2',
  'externalAgent',
  'externalAgent2',
  'settlementBroker',
  'settlementBroker2',
  'customerSupport',
  'customerService',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const PEOPLE: Record<CatalogueLanguage, { first: string[]; last: string[] }> = {
  sv: {
    first: [
      'Anna',
      'Erik',
      'Maria',
      'Johan',
      'Karin',
      'Lars',
      'Sara',
      'Anders',
      'Emma',
      'Peter',
      'Linnea',
      'Oskar',
      'Elin',
      'Mikael',
    ],
    last: [
      'Andersson',
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Olsson',
      'Persson',
      'Svensson',
      'Lindqvist',
      'Berg',
      'Holm',
    ],
  },
  no: {
    first: [
      'Ingrid',
      'Ole',
      'Kari',
      'Lars',
      'Nora',
      'Henrik',
      'Sofie',
      'Magnus',
      'Ida',
      'Jon',
      'Marte',
      'Sindre',
    ],
    last: [
      'Hansen',
      'Johansen',
      'Olsen',
      'Larsen',
      'Andersen',
      'Pedersen',
      'Nilsen',
      'Kristiansen',
      'Haugen',
      'Berg',
      'Dahl',
      'Lunde',
    ],
  },
  fi: {
    first: [
      'Aino',
      'Mikko',
      'Liisa',
      'Juha',
      'Emilia',
      'Timo',
      'Sanna',
      'Jukka',
      'Laura',
      'Antti',
      'Kaisa',
      'Ville',
    ],
    last: [
      'Korhonen',
      'Virtanen',
      'Mäkinen',
      'Nieminen',
      'Mäkelä',
      'Hämäläinen',
      'Laine',
      'Heikkinen',
      'Koskinen',
      'Järvinen',
      'Lehtonen',
      'Saarinen',
    ],
  },
};

const MAIL_DOMAIN: Record<CatalogueLanguage, string> = {
  sv: 'hemvist.se',
  no: 'hemvist.no',
  fi: 'hemvist.fi',
};

function digits(random: Random, count: number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += String(random.int(0, 9));
  return text;
}

function phoneNumber(random: Random, language: CatalogueLanguage): string {
  if (language === 'sv') return `+46 8 ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`;
  if (language === 'no')
    return `+47 ${random.int(21, 99)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
  return `+358 40 ${digits(random, 3)} ${digits(random, 4)}`;
}

function mailPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export interface StaffMember {
  role: string;
  name: string;
  phone: string;
  email: string;
}

export function staffMember(random: Random, language: CatalogueLanguage, role: StaffRole): StaffMember {
  const people = PEOPLE[language];
  const first = random.pick(people.first);
  const last = random.pick(people.last);
  return {
    role,
    name: `${first} ${last}`,
    phone: phoneNumber(random, language),
    email: `${mailPart(first)}.${mailPart(last)}@${MAIL_DOMAIN[language]}`,
  };
}
