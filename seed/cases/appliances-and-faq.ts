import { deterministicUuid } from '../content/seed-types';
import { detailCode } from './problem-areas';

// Appliances per problem area with their products and suppliers (the supplier-contact guidance
// of flows §2.6), and FAQ entries on some sub-items (flows §3.9 "FAQ item").

type Names = { sv: string; no: string; fi: string; en: string };
const names = (sv: string, no: string, fi: string, en: string): Names => ({ sv, no, fi, en });

const KITCHEN = 2030;
const BATHROOM = 2010;

const ASSETS: {
  key: string;
  area: number;
  assetTypeId: number;
  names: Names;
  articles: [string, string, string, string][];
}[] = [
  {
    key: 'fridge',
    area: KITCHEN,
    assetTypeId: 101,
    names: names('Kylskåp', 'Kjøleskap', 'Jääkaappi', 'Fridge'),
    articles: [['Nordkyl KS 3600', 'Nordkyl Service', '010-100 20 30', 'https://service.nordkyl.example']],
  },
  {
    key: 'freezer',
    area: KITCHEN,
    assetTypeId: 102,
    names: names('Frys', 'Fryser', 'Pakastin', 'Freezer'),
    articles: [['Nordkyl FS 2400', 'Nordkyl Service', '010-100 20 30', 'https://service.nordkyl.example']],
  },
  {
    key: 'stove',
    area: KITCHEN,
    assetTypeId: 103,
    names: names('Spis och ugn', 'Komfyr og stekeovn', 'Liesi ja uuni', 'Stove and oven'),
    articles: [
      ['Hemspis IH 60', 'Vitvaruservice Norden', '0771-40 50 60', 'https://vitvaruservice.example'],
      ['Hemspis Ugn 600', 'Vitvaruservice Norden', '0771-40 50 60', 'https://vitvaruservice.example'],
    ],
  },
  {
    key: 'dishwasher',
    area: KITCHEN,
    assetTypeId: 104,
    names: names('Diskmaskin', 'Oppvaskmaskin', 'Astianpesukone', 'Dishwasher'),
    articles: [['Rendisk DM 45', 'Vitvaruservice Norden', '0771-40 50 60', 'https://vitvaruservice.example']],
  },
  {
    key: 'hood',
    area: KITCHEN,
    assetTypeId: 105,
    names: names('Köksfläkt', 'Kjøkkenvifte', 'Liesituuletin', 'Cooker hood'),
    articles: [['Luftia KF 60', 'Luftia Kundtjänst', '08-123 45 00', 'https://luftia.example']],
  },
  {
    key: 'washer',
    area: BATHROOM,
    assetTypeId: 201,
    names: names('Tvättmaskin', 'Vaskemaskin', 'Pesukone', 'Washing machine'),
    articles: [['Tvättia TM 7', 'Tvättia Service', '020-55 66 77', 'https://tvattia.example']],
  },
  {
    key: 'dryer',
    area: BATHROOM,
    assetTypeId: 202,
    names: names('Torktumlare', 'Tørketrommel', 'Kuivausrumpu', 'Tumble dryer'),
    articles: [['Tvättia TT 8', 'Tvättia Service', '020-55 66 77', 'https://tvattia.example']],
  },
];

export const assetId = (key: string) => deterministicUuid(`cases:asset:${key}`);

export function applianceRows() {
  return {
    assets: ASSETS.map((asset) => ({
      id: assetId(asset.key),
      problemAreaCode: asset.area,
      assetTypeId: asset.assetTypeId,
      names: asset.names,
    })),
    articles: ASSETS.flatMap((asset) =>
      asset.articles.map(([name, supplierName, supplierPhone, supplierUrl]) => ({
        id: deterministicUuid(`cases:article:${asset.key}:${name}`),
        assetId: assetId(asset.key),
        name,
        supplierName,
        supplierPhone,
        supplierUrl,
      })),
    ),
  };
}

type Language = 'sv' | 'no' | 'fi' | 'en';
interface SeedFaq {
  key: string;
  code: number;
  language: Language;
  question: string;
  answer: string;
  youtube?: boolean;
  file?: string;
}

const drain = detailCode('Bathroom', 2, 'apartment');
const stairLights = detailCode('Lights', 1, 'public');
const draught = detailCode('Ventilation', 1, 'public');
const fuses = detailCode('Hallway', 2, 'apartment');

const FAQ: SeedFaq[] = [
  {
    key: 'drain-1',
    code: drain,
    language: 'sv',
    question: 'Hur rensar jag en golvbrunn?',
    answer:
      'Lyft av gallret, ta bort hår och smuts ur vattenlåset och spola med varmt vatten. Hjälper inte det kan du göra en felanmälan.',
    youtube: true,
  },
  {
    key: 'drain-2',
    code: drain,
    language: 'sv',
    question: 'Vad får inte spolas ner i toaletten?',
    answer: 'Bara toalettpapper. Våtservetter, bomull och fett sätter igen avloppet.',
    file: 'skotselrad-avlopp.pdf',
  },
  {
    key: 'drain-no',
    code: drain,
    language: 'no',
    question: 'Hvordan renser jeg et sluk?',
    answer:
      'Løft av risten, fjern hår og smuss fra vannlåsen og skyll med varmt vann. Hjelper ikke det, kan du melde feil.',
    youtube: true,
  },
  {
    key: 'drain-en',
    code: drain,
    language: 'en',
    question: 'How do I clear a floor drain?',
    answer:
      'Lift the grate, remove hair and dirt from the trap and rinse with hot water. If that does not help, report a fault.',
    youtube: true,
  },
  {
    key: 'drain-fi',
    code: drain,
    language: 'fi',
    question: 'Miten puhdistan lattiakaivon?',
    answer:
      'Nosta ritilä, poista hiukset ja lika vesilukosta ja huuhtele kuumalla vedellä. Jos se ei auta, tee vikailmoitus.',
  },
  {
    key: 'lights-sv',
    code: stairLights,
    language: 'sv',
    question: 'Trappbelysningen tänds inte',
    answer: 'Belysningen styrs av rörelsevakter. Vänta en minut och prova igen innan du gör en felanmälan.',
  },
  {
    key: 'lights-no',
    code: stairLights,
    language: 'no',
    question: 'Trappelyset tennes ikke',
    answer: 'Lyset styres av bevegelsessensorer. Vent et minutt og prøv igjen før du melder feil.',
  },
  {
    key: 'draught-sv',
    code: draught,
    language: 'sv',
    question: 'Det drar från ventilen',
    answer:
      'Tilluftsventilen ska vara öppen för ett bra inomhusklimat. Du kan vrida den till ett mindre läge.',
    file: 'ventilation.pdf',
  },
  {
    key: 'fuses-sv',
    code: fuses,
    language: 'sv',
    question: 'Strömmen har gått i en del av lägenheten',
    answer:
      'Kontrollera jordfelsbrytaren och säkringarna i elcentralen i hallen. Återställ den som har löst ut.',
    youtube: true,
  },
  {
    key: 'fuses-en',
    code: fuses,
    language: 'en',
    question: 'The power is out in part of the apartment',
    answer:
      'Check the residual-current device and the fuses in the hallway fuse box, and reset the one that tripped.',
  },
];

export const faqId = (key: string) => deterministicUuid(`cases:faq:${key}`);

export function faqRows() {
  return FAQ.map((entry, index) => ({
    id: faqId(entry.key),
    problemAreaCode: entry.code,
    language: entry.language,
    question: entry.question,
    answer: entry.answer,
    youtubeLink: entry.youtube ? 'https://www.youtube.com/watch?v=hemvist-demo' : null,
    youtubeImage: null,
    files: entry.file ? [{ name: entry.file, url: `/dokument/${entry.file}` }] : [],
    sortOrder: index,
  }));
}
