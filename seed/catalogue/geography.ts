import type { Country } from '../../src/shared/sites/site-types';

// Real counties (län, fylker, maakunnat) and municipalities of the demo catalogue, with the
// WGS84 position of each town centre (a county sits at its administrative centre or main
// town). Areas are real districts where new homes are built; their positions are rounded.
// `priceLevel` is the new-build price per m² of a typical apartment (kr in Sweden and Norway,
// € debt-free in Finland); `weight` is how many projects a municipality tends to get.

export interface AreaData {
  name: string;
  lat: number;
  lng: number;
}

export interface MunicipalityData {
  name: string;
  lat: number;
  lng: number;
  priceLevel: number;
  weight: number;
  areas: AreaData[];
  /** Finnish genitive (Helsingin, Espoon): housing companies are named after the town. */
  genitive?: string;
}

export interface CountyData {
  name: string;
  lat: number;
  lng: number;
  municipalities: MunicipalityData[];
}

const area = (name: string, lat: number, lng: number): AreaData => ({ name, lat, lng });

const SWEDEN: CountyData[] = [
  {
    name: 'Stockholms län',
    lat: 59.3293,
    lng: 18.0686,
    municipalities: [
      {
        name: 'Stockholm',
        lat: 59.3293,
        lng: 18.0686,
        priceLevel: 76_000,
        weight: 6,
        areas: [
          area('Hammarby sjöstad', 59.304, 18.099),
          area('Liljeholmen', 59.3105, 18.023),
          area('Norra Djurgårdsstaden', 59.353, 18.1),
          area('Årsta', 59.299, 18.047),
          area('Ulvsunda', 59.338, 17.94),
          area('Hagastaden', 59.348, 18.033),
        ],
      },
      {
        name: 'Nacka',
        lat: 59.3105,
        lng: 18.1637,
        priceLevel: 64_000,
        weight: 4,
        areas: [
          area('Sickla', 59.306, 18.122),
          area('Kvarnholmen', 59.317, 18.143),
          area('Nacka strand', 59.318, 18.162),
          area('Orminge', 59.33, 18.26),
        ],
      },
      {
        name: 'Solna',
        lat: 59.36,
        lng: 18.0009,
        priceLevel: 68_000,
        weight: 3,
        areas: [
          area('Arenastaden', 59.371, 18.001),
          area('Järvastaden', 59.38, 17.995),
          area('Hagalund', 59.359, 18.012),
        ],
      },
      {
        name: 'Sundbyberg',
        lat: 59.3612,
        lng: 17.972,
        priceLevel: 60_000,
        weight: 3,
        areas: [area('Ursvik', 59.377, 17.947), area('Rissne', 59.376, 17.94)],
      },
      {
        name: 'Täby',
        lat: 59.4439,
        lng: 18.0687,
        priceLevel: 56_000,
        weight: 3,
        areas: [area('Roslags Näsby', 59.434, 18.052), area('Arninge', 59.459, 18.12)],
      },
      {
        name: 'Järfälla',
        lat: 59.4233,
        lng: 17.835,
        priceLevel: 46_000,
        weight: 3,
        areas: [area('Barkarbystaden', 59.415, 17.865), area('Jakobsberg', 59.423, 17.835)],
      },
      {
        name: 'Huddinge',
        lat: 59.2371,
        lng: 17.9815,
        priceLevel: 45_000,
        weight: 3,
        areas: [area('Flemingsberg', 59.22, 17.948), area('Skogås', 59.218, 18.154)],
      },
      { name: 'Sollentuna', lat: 59.4281, lng: 17.9507, priceLevel: 54_000, weight: 2, areas: [] },
      { name: 'Lidingö', lat: 59.3667, lng: 18.1333, priceLevel: 62_000, weight: 1, areas: [] },
      { name: 'Haninge', lat: 59.1687, lng: 18.1374, priceLevel: 40_000, weight: 2, areas: [] },
      { name: 'Södertälje', lat: 59.1955, lng: 17.6253, priceLevel: 36_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Uppsala län',
    lat: 59.8586,
    lng: 17.6389,
    municipalities: [
      {
        name: 'Uppsala',
        lat: 59.8586,
        lng: 17.6389,
        priceLevel: 48_000,
        weight: 4,
        areas: [
          area('Rosendal', 59.845, 17.612),
          area('Östra Sala backe', 59.86, 17.68),
          area('Ulleråker', 59.842, 17.625),
        ],
      },
      { name: 'Enköping', lat: 59.6356, lng: 17.0764, priceLevel: 32_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Västra Götalands län',
    lat: 57.7089,
    lng: 11.9746,
    municipalities: [
      {
        name: 'Göteborg',
        lat: 57.7089,
        lng: 11.9746,
        priceLevel: 56_000,
        weight: 5,
        areas: [
          area('Lindholmen', 57.707, 11.938),
          area('Kvillebäcken', 57.724, 11.965),
          area('Eriksberg', 57.701, 11.911),
          area('Gamlestaden', 57.729, 12.007),
        ],
      },
      {
        name: 'Mölndal',
        lat: 57.6554,
        lng: 12.0138,
        priceLevel: 46_000,
        weight: 3,
        areas: [area('Mölndals innerstad', 57.656, 12.013), area('Kållered', 57.61, 12.05)],
      },
      { name: 'Kungälv', lat: 57.8708, lng: 11.9805, priceLevel: 38_000, weight: 1, areas: [] },
      { name: 'Partille', lat: 57.7395, lng: 12.1064, priceLevel: 42_000, weight: 1, areas: [] },
      { name: 'Borås', lat: 57.721, lng: 12.9401, priceLevel: 33_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Hallands län',
    lat: 56.6745,
    lng: 12.8578,
    municipalities: [
      {
        name: 'Kungsbacka',
        lat: 57.4872,
        lng: 12.0761,
        priceLevel: 40_000,
        weight: 2,
        areas: [area('Kolla parkstad', 57.495, 12.06)],
      },
      { name: 'Halmstad', lat: 56.6745, lng: 12.8578, priceLevel: 34_000, weight: 1, areas: [] },
      { name: 'Varberg', lat: 57.1057, lng: 12.2502, priceLevel: 36_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Skåne län',
    lat: 55.605,
    lng: 13.0038,
    municipalities: [
      {
        name: 'Malmö',
        lat: 55.605,
        lng: 13.0038,
        priceLevel: 43_000,
        weight: 4,
        areas: [
          area('Västra hamnen', 55.614, 12.98),
          area('Hyllie', 55.563, 12.975),
          area('Limhamn', 55.58, 12.928),
          area('Nyhamnen', 55.615, 13.0),
        ],
      },
      {
        name: 'Lund',
        lat: 55.7047,
        lng: 13.191,
        priceLevel: 48_000,
        weight: 3,
        areas: [area('Brunnshög', 55.721, 13.23), area('Klostergården', 55.688, 13.176)],
      },
      {
        name: 'Helsingborg',
        lat: 56.0465,
        lng: 12.6945,
        priceLevel: 38_000,
        weight: 2,
        areas: [area('Oceanhamnen', 56.04, 12.69), area('Drottninghög', 56.055, 12.732)],
      },
      { name: 'Vellinge', lat: 55.4717, lng: 13.0197, priceLevel: 40_000, weight: 1, areas: [] },
      { name: 'Lomma', lat: 55.6725, lng: 13.0703, priceLevel: 44_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Östergötlands län',
    lat: 58.4108,
    lng: 15.6214,
    municipalities: [
      {
        name: 'Linköping',
        lat: 58.4108,
        lng: 15.6214,
        priceLevel: 38_000,
        weight: 2,
        areas: [area('Vallastaden', 58.395, 15.568), area('Ebbepark', 58.399, 15.599)],
      },
      {
        name: 'Norrköping',
        lat: 58.5877,
        lng: 16.1924,
        priceLevel: 31_000,
        weight: 2,
        areas: [area('Inre hamnen', 58.601, 16.19)],
      },
    ],
  },
  {
    name: 'Västmanlands län',
    lat: 59.6099,
    lng: 16.5448,
    municipalities: [
      {
        name: 'Västerås',
        lat: 59.6099,
        lng: 16.5448,
        priceLevel: 35_000,
        weight: 2,
        areas: [area('Öster Mälarstrand', 59.603, 16.56), area('Kopparlunden', 59.615, 16.535)],
      },
    ],
  },
  {
    name: 'Örebro län',
    lat: 59.2741,
    lng: 15.2066,
    municipalities: [
      {
        name: 'Örebro',
        lat: 59.2741,
        lng: 15.2066,
        priceLevel: 34_000,
        weight: 2,
        areas: [area('Södra Ladugårdsängen', 59.258, 15.242)],
      },
    ],
  },
  {
    name: 'Södermanlands län',
    lat: 58.753,
    lng: 17.0079,
    municipalities: [
      { name: 'Eskilstuna', lat: 59.3712, lng: 16.5098, priceLevel: 30_000, weight: 1, areas: [] },
      { name: 'Strängnäs', lat: 59.3774, lng: 17.0312, priceLevel: 32_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Jönköpings län',
    lat: 57.7826,
    lng: 14.1618,
    municipalities: [
      { name: 'Jönköping', lat: 57.7826, lng: 14.1618, priceLevel: 35_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Västerbottens län',
    lat: 63.8258,
    lng: 20.263,
    municipalities: [{ name: 'Umeå', lat: 63.8258, lng: 20.263, priceLevel: 38_000, weight: 1, areas: [] }],
  },
];

const NORWAY: CountyData[] = [
  {
    name: 'Oslo',
    lat: 59.9139,
    lng: 10.7522,
    municipalities: [
      {
        name: 'Oslo',
        lat: 59.9139,
        lng: 10.7522,
        priceLevel: 98_000,
        weight: 6,
        areas: [
          area('Bjørvika', 59.907, 10.757),
          area('Løren', 59.929, 10.795),
          area('Ensjø', 59.914, 10.787),
          area('Hovinbyen', 59.924, 10.8),
          area('Ulven', 59.924, 10.815),
        ],
      },
    ],
  },
  {
    name: 'Akershus',
    lat: 59.956,
    lng: 11.0504,
    municipalities: [
      {
        name: 'Bærum',
        lat: 59.8896,
        lng: 10.5236,
        priceLevel: 90_000,
        weight: 4,
        areas: [
          area('Fornebu', 59.896, 10.624),
          area('Sandvika', 59.889, 10.524),
          area('Bekkestua', 59.917, 10.588),
        ],
      },
      {
        name: 'Asker',
        lat: 59.8331,
        lng: 10.4392,
        priceLevel: 80_000,
        weight: 3,
        areas: [area('Asker sentrum', 59.833, 10.438), area('Slemmestad', 59.781, 10.495)],
      },
      {
        name: 'Lillestrøm',
        lat: 59.956,
        lng: 11.0504,
        priceLevel: 62_000,
        weight: 3,
        areas: [area('Lillestrøm sentrum', 59.955, 11.049), area('Kjeller', 59.972, 11.039)],
      },
      { name: 'Lørenskog', lat: 59.9276, lng: 10.9593, priceLevel: 64_000, weight: 2, areas: [] },
      { name: 'Nordre Follo', lat: 59.7195, lng: 10.8357, priceLevel: 60_000, weight: 2, areas: [] },
      { name: 'Ullensaker', lat: 60.1413, lng: 11.175, priceLevel: 52_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Vestland',
    lat: 60.3913,
    lng: 5.3221,
    municipalities: [
      {
        name: 'Bergen',
        lat: 60.3913,
        lng: 5.3221,
        priceLevel: 64_000,
        weight: 4,
        areas: [
          area('Solheimsviken', 60.379, 5.335),
          area('Fyllingsdalen', 60.35, 5.29),
          area('Paradis', 60.332, 5.348),
        ],
      },
    ],
  },
  {
    name: 'Trøndelag',
    lat: 64.0149,
    lng: 11.4954,
    municipalities: [
      {
        name: 'Trondheim',
        lat: 63.4305,
        lng: 10.3951,
        priceLevel: 62_000,
        weight: 3,
        areas: [
          area('Nyhavna', 63.439, 10.417),
          area('Lade', 63.445, 10.442),
          area('Brøset', 63.416, 10.449),
        ],
      },
      { name: 'Stjørdal', lat: 63.4707, lng: 10.9257, priceLevel: 45_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Rogaland',
    lat: 58.97,
    lng: 5.7331,
    municipalities: [
      {
        name: 'Stavanger',
        lat: 58.97,
        lng: 5.7331,
        priceLevel: 58_000,
        weight: 3,
        areas: [area('Jåttåvågen', 58.918, 5.733), area('Urban Sjøfront', 58.968, 5.749)],
      },
      { name: 'Sandnes', lat: 58.8524, lng: 5.7352, priceLevel: 48_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Buskerud',
    lat: 59.7439,
    lng: 10.2045,
    municipalities: [
      {
        name: 'Drammen',
        lat: 59.7439,
        lng: 10.2045,
        priceLevel: 52_000,
        weight: 2,
        areas: [area('Brakerøya', 59.737, 10.24), area('Strømsø', 59.74, 10.21)],
      },
      { name: 'Lier', lat: 59.7849, lng: 10.243, priceLevel: 50_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Vestfold',
    lat: 59.2675,
    lng: 10.4076,
    municipalities: [
      { name: 'Tønsberg', lat: 59.2675, lng: 10.4076, priceLevel: 46_000, weight: 1, areas: [] },
      { name: 'Sandefjord', lat: 59.1312, lng: 10.2166, priceLevel: 44_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Østfold',
    lat: 59.284,
    lng: 11.1096,
    municipalities: [
      { name: 'Fredrikstad', lat: 59.2181, lng: 10.9298, priceLevel: 42_000, weight: 1, areas: [] },
    ],
  },
  {
    name: 'Agder',
    lat: 58.4615,
    lng: 8.7725,
    municipalities: [
      { name: 'Kristiansand', lat: 58.1467, lng: 7.9956, priceLevel: 46_000, weight: 1, areas: [] },
    ],
  },
];

const FINLAND: CountyData[] = [
  {
    name: 'Uusimaa',
    lat: 60.1699,
    lng: 24.9384,
    municipalities: [
      {
        name: 'Helsinki',
        genitive: 'Helsingin',
        lat: 60.1699,
        lng: 24.9384,
        priceLevel: 7_400,
        weight: 6,
        areas: [
          area('Kalasatama', 60.187, 24.978),
          area('Jätkäsaari', 60.159, 24.918),
          area('Kruunuvuorenranta', 60.164, 25.026),
          area('Pasila', 60.199, 24.934),
        ],
      },
      {
        name: 'Espoo',
        genitive: 'Espoon',
        lat: 60.2055,
        lng: 24.6559,
        priceLevel: 6_300,
        weight: 4,
        areas: [
          area('Keilaniemi', 60.176, 24.827),
          area('Tapiola', 60.176, 24.805),
          area('Espoonlahti', 60.148, 24.663),
        ],
      },
      {
        name: 'Vantaa',
        genitive: 'Vantaan',
        lat: 60.2934,
        lng: 25.0378,
        priceLevel: 5_100,
        weight: 3,
        areas: [
          area('Kivistö', 60.315, 24.846),
          area('Tikkurila', 60.292, 25.044),
          area('Aviapolis', 60.305, 24.96),
        ],
      },
      {
        name: 'Kerava',
        genitive: 'Keravan',
        lat: 60.4034,
        lng: 25.105,
        priceLevel: 4_300,
        weight: 1,
        areas: [],
      },
      {
        name: 'Järvenpää',
        genitive: 'Järvenpään',
        lat: 60.4737,
        lng: 25.0899,
        priceLevel: 4_300,
        weight: 1,
        areas: [],
      },
      {
        name: 'Porvoo',
        genitive: 'Porvoon',
        lat: 60.3932,
        lng: 25.665,
        priceLevel: 4_100,
        weight: 1,
        areas: [],
      },
    ],
  },
  {
    name: 'Pirkanmaa',
    lat: 61.4978,
    lng: 23.761,
    municipalities: [
      {
        name: 'Tampere',
        genitive: 'Tampereen',
        lat: 61.4978,
        lng: 23.761,
        priceLevel: 4_900,
        weight: 4,
        areas: [
          area('Ranta-Tampella', 61.505, 23.778),
          area('Hiedanranta', 61.511, 23.706),
          area('Vuores', 61.43, 23.8),
        ],
      },
      {
        name: 'Kangasala',
        genitive: 'Kangasalan',
        lat: 61.4633,
        lng: 24.065,
        priceLevel: 3_900,
        weight: 1,
        areas: [],
      },
    ],
  },
  {
    name: 'Varsinais-Suomi',
    lat: 60.4518,
    lng: 22.2666,
    municipalities: [
      {
        name: 'Turku',
        genitive: 'Turun',
        lat: 60.4518,
        lng: 22.2666,
        priceLevel: 4_600,
        weight: 3,
        areas: [area('Linnakaupunki', 60.437, 22.235), area('Skanssi', 60.432, 22.31)],
      },
      {
        name: 'Kaarina',
        genitive: 'Kaarinan',
        lat: 60.4072,
        lng: 22.3697,
        priceLevel: 3_900,
        weight: 1,
        areas: [],
      },
    ],
  },
  {
    name: 'Pohjois-Pohjanmaa',
    lat: 65.0121,
    lng: 25.4651,
    municipalities: [
      {
        name: 'Oulu',
        genitive: 'Oulun',
        lat: 65.0121,
        lng: 25.4651,
        priceLevel: 4_100,
        weight: 2,
        areas: [area('Toppila', 65.037, 25.444), area('Hartaanselänranta', 65.022, 25.505)],
      },
    ],
  },
  {
    name: 'Keski-Suomi',
    lat: 62.2426,
    lng: 25.7473,
    municipalities: [
      {
        name: 'Jyväskylä',
        genitive: 'Jyväskylän',
        lat: 62.2426,
        lng: 25.7473,
        priceLevel: 4_200,
        weight: 2,
        areas: [],
      },
    ],
  },
  {
    name: 'Pohjois-Savo',
    lat: 62.8924,
    lng: 27.677,
    municipalities: [
      {
        name: 'Kuopio',
        genitive: 'Kuopion',
        lat: 62.8924,
        lng: 27.677,
        priceLevel: 4_100,
        weight: 1,
        areas: [],
      },
    ],
  },
  {
    name: 'Päijät-Häme',
    lat: 60.9827,
    lng: 25.6612,
    municipalities: [
      {
        name: 'Lahti',
        genitive: 'Lahden',
        lat: 60.9827,
        lng: 25.6612,
        priceLevel: 3_800,
        weight: 1,
        areas: [],
      },
    ],
  },
  {
    name: 'Kanta-Häme',
    lat: 60.9959,
    lng: 24.4643,
    municipalities: [
      {
        name: 'Hämeenlinna',
        genitive: 'Hämeenlinnan',
        lat: 60.9959,
        lng: 24.4643,
        priceLevel: 3_700,
        weight: 1,
        areas: [],
      },
    ],
  },
];

export const GEOGRAPHY: Readonly<Record<Country, readonly CountyData[]>> = {
  SE: SWEDEN,
  NO: NORWAY,
  FI: FINLAND,
};

/** Rough bounding boxes of the three countries: every seeded position lies inside its own. */
export const COUNTRY_BOUNDS: Readonly<
  Record<Country, { south: number; north: number; west: number; east: number }>
> = {
  SE: { south: 55.3, north: 69.1, west: 10.9, east: 24.2 },
  NO: { south: 57.9, north: 71.2, west: 4.5, east: 31.2 },
  FI: { south: 59.7, north: 70.1, west: 20.5, east: 31.6 },
};
