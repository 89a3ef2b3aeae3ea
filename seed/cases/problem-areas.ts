import { ROOM_TYPES, type RoomTypeKey } from '../../src/shared/cases/case-constants';

// The problem areas of flows §3.5 with sub-items of our own (the spec shows none), in the
// four languages. Codes: public areas 1010–1130, apartment rooms 2010–2090; a sub-item is its
// area's code plus 1–9.

type Names = [sv: string, no: string, fi: string, en: string];

export interface SeedProblemArea {
  code: number;
  scope: 'public' | 'apartment';
  names: Names;
  room: RoomTypeKey;
  showsContact?: boolean;
  details: { names: Names; showsContact?: boolean; appliance?: boolean }[];
}

const detail = (names: Names, flags: { showsContact?: boolean; appliance?: boolean } = {}) => ({
  names,
  ...flags,
});

const PUBLIC: Omit<SeedProblemArea, 'code' | 'scope'>[] = [
  {
    names: ['Hiss', 'Heis', 'Hissi', 'Elevator'],
    room: 'stairs',
    showsContact: true,
    details: [
      detail(
        ['Hissen har stannat', 'Heisen har stoppet', 'Hissi on pysähtynyt', 'The elevator has stopped'],
        { showsContact: true },
      ),
      detail(['Dörren stänger inte', 'Døren lukker seg ikke', 'Ovi ei sulkeudu', 'The door does not close'], {
        showsContact: true,
      }),
      detail(['Missljud', 'Unormal lyd', 'Outo ääni', 'Strange noise'], { showsContact: true }),
    ],
  },
  {
    names: ['Belysning', 'Belysning', 'Valaistus', 'Lights'],
    room: 'stairs',
    details: [
      detail([
        'Trappbelysning ur funktion',
        'Trappelys virker ikke',
        'Porrasvalo ei toimi',
        'Stairwell lights out',
      ]),
      detail(['Utebelysning ur funktion', 'Utelys virker ikke', 'Ulkovalo ei toimi', 'Outdoor lights out']),
    ],
  },
  {
    names: ['Gräsmatta', 'Plen', 'Nurmikko', 'Grass'],
    room: 'outdoorSpace',
    details: [
      detail([
        'Gräset behöver klippas',
        'Plenen må klippes',
        'Nurmikko pitää leikata',
        'The grass needs cutting',
      ]),
      detail(['Skadad gräsyta', 'Skadet plen', 'Vaurioitunut nurmikko', 'Damaged lawn']),
    ],
  },
  {
    names: ['Gård', 'Gårdsplass', 'Piha', 'Yard'],
    room: 'outdoorSpace',
    details: [
      detail(['Lekplats', 'Lekeplass', 'Leikkipaikka', 'Playground']),
      detail(['Snö och halka', 'Snø og is', 'Lumi ja liukkaus', 'Snow and ice']),
      detail(['Utemöbler', 'Utemøbler', 'Ulkokalusteet', 'Outdoor furniture']),
    ],
  },
  {
    names: ['Fasad', 'Fasade', 'Julkisivu', 'Facade'],
    room: 'outdoorSpace',
    details: [
      detail(['Klotter', 'Tagging', 'Töhryt', 'Graffiti']),
      detail([
        'Sprickor eller lös puts',
        'Sprekker eller løs puss',
        'Halkeamia tai irtorappausta',
        'Cracks or loose render',
      ]),
    ],
  },
  {
    names: ['Dörrar', 'Dører', 'Ovet', 'Doors'],
    room: 'stairs',
    details: [
      detail([
        'Porten går inte att låsa',
        'Inngangsdøren kan ikke låses',
        'Ulko-ovi ei lukitu',
        'The front door will not lock',
      ]),
      detail(['Porttelefon', 'Porttelefon', 'Ovipuhelin', 'Door phone']),
      detail(['Dörrstängare', 'Dørlukker', 'Ovensulkija', 'Door closer']),
    ],
  },
  {
    names: ['Ventilation', 'Ventilasjon', 'Ilmanvaihto', 'Ventilation'],
    room: 'technicalRoom',
    details: [
      detail([
        'Drag eller dålig luft',
        'Trekk eller dårlig luft',
        'Veto tai huono ilma',
        'Draught or stale air',
      ]),
      detail(['Missljud från fläkt', 'Støy fra vifte', 'Puhaltimen ääni', 'Fan noise']),
    ],
  },
  {
    names: ['Undercentral', 'Undersentral', 'Alakeskus', 'Sub-central'],
    room: 'technicalRoom',
    details: [
      detail(['Inget varmvatten', 'Ikke varmtvann', 'Ei lämmintä vettä', 'No hot water']),
      detail([
        'Kalla element i hela huset',
        'Kalde ovner i hele huset',
        'Kylmät patterit koko talossa',
        'Cold radiators in the whole building',
      ]),
    ],
  },
  {
    names: ['Sopor', 'Avfall', 'Jätteet', 'Trash'],
    room: 'waste',
    details: [
      detail([
        'Soprummet är fullt',
        'Avfallsrommet er fullt',
        'Jätehuone on täynnä',
        'The waste room is full',
      ]),
      detail(['Grovsopor', 'Grovavfall', 'Suurjäte', 'Bulky waste']),
    ],
  },
  {
    names: ['Garage', 'Garasje', 'Autotalli', 'Garage'],
    room: 'garage',
    details: [
      detail(['Garageporten', 'Garasjeporten', 'Autotallin ovi', 'The garage door']),
      detail(['Laddstolpe', 'Ladestasjon', 'Latauspiste', 'Charging point']),
    ],
  },
  {
    names: ['Brand', 'Brann', 'Palo', 'Fire'],
    room: 'stairs',
    details: [
      detail([
        'Brandvarnare i trapphus',
        'Røykvarsler i trapperom',
        'Porraskäytävän palovaroitin',
        'Stairwell smoke alarm',
      ]),
      detail(['Brandsläckare', 'Brannslukker', 'Sammutin', 'Fire extinguisher']),
    ],
  },
  {
    names: ['Post', 'Post', 'Posti', 'Post'],
    room: 'stairs',
    details: [
      detail([
        'Postbox går inte att öppna',
        'Postkassen kan ikke åpnes',
        'Postilaatikko ei aukea',
        'The mailbox will not open',
      ]),
      detail(['Namnskylt', 'Navneskilt', 'Nimikyltti', 'Name plate']),
    ],
  },
  {
    names: ['Övrigt', 'Annet', 'Muu', 'Other'],
    room: 'general',
    details: [
      detail([
        'Annat fel i allmänna utrymmen',
        'Annen feil i fellesarealer',
        'Muu vika yhteisissä tiloissa',
        'Other fault in shared areas',
      ]),
    ],
  },
];

const APARTMENT: Omit<SeedProblemArea, 'code' | 'scope'>[] = [
  {
    names: ['Badrum', 'Bad', 'Kylpyhuone', 'Bathroom'],
    room: 'wetRoom',
    details: [
      detail(['Läckage', 'Lekkasje', 'Vuoto', 'Leak']),
      detail(['Stopp i avlopp', 'Tett avløp', 'Viemäri tukossa', 'Blocked drain']),
      detail(['Toalett', 'Toalett', 'WC-istuin', 'Toilet']),
      detail(
        [
          'Tvättmaskin eller torktumlare',
          'Vaskemaskin eller tørketrommel',
          'Pesukone tai kuivausrumpu',
          'Washing machine or dryer',
        ],
        { appliance: true, showsContact: true },
      ),
    ],
  },
  {
    names: ['Vardagsrum', 'Stue', 'Olohuone', 'Living room'],
    room: 'general',
    details: [
      detail(['Fönster', 'Vindu', 'Ikkuna', 'Window']),
      detail(['Element', 'Ovn', 'Patteri', 'Radiator']),
      detail(['Golv', 'Gulv', 'Lattia', 'Floor']),
    ],
  },
  {
    names: ['Kök', 'Kjøkken', 'Keittiö', 'Kitchen'],
    room: 'kitchen',
    details: [
      detail(['Vitvara', 'Hvitevare', 'Kodinkone', 'Appliance'], { appliance: true, showsContact: true }),
      detail(['Kran eller diskho', 'Kran eller oppvaskkum', 'Hana tai tiskiallas', 'Tap or sink']),
      detail(['Skåp och luckor', 'Skap og fronter', 'Kaapit ja ovet', 'Cupboards and doors']),
    ],
  },
  {
    names: ['Sovrum', 'Soverom', 'Makuuhuone', 'Bedroom'],
    room: 'general',
    details: [
      detail(['Fönster', 'Vindu', 'Ikkuna', 'Window']),
      detail(['Garderob', 'Garderobe', 'Vaatekaappi', 'Wardrobe']),
    ],
  },
  {
    names: ['Hall', 'Gang', 'Eteinen', 'Hallway'],
    room: 'general',
    details: [
      detail(['Ytterdörr eller lås', 'Inngangsdør eller lås', 'Ulko-ovi tai lukko', 'Front door or lock']),
      detail(['Elcentral', 'Sikringsskap', 'Sähkökeskus', 'Fuse box']),
    ],
  },
  {
    names: ['Balkong', 'Balkong', 'Parveke', 'Balcony'],
    room: 'balcony',
    details: [
      detail(['Räcke', 'Rekkverk', 'Kaide', 'Railing']),
      detail(['Inglasning', 'Innglassing', 'Lasitus', 'Glazing']),
    ],
  },
  {
    names: ['Förråd', 'Bod', 'Varasto', 'Storage'],
    room: 'storage',
    details: [detail(['Lås', 'Lås', 'Lukko', 'Lock']), detail(['Fukt', 'Fukt', 'Kosteus', 'Damp'])],
  },
  {
    names: ['Hela lägenheten', 'Hele leiligheten', 'Koko asunto', 'The whole apartment'],
    room: 'general',
    details: [
      detail(['Ingen värme', 'Ingen varme', 'Ei lämpöä', 'No heating']),
      detail(['Ingen el', 'Ingen strøm', 'Ei sähköä', 'No electricity']),
      detail(['Skadedjur', 'Skadedyr', 'Tuholaiset', 'Pests']),
    ],
  },
  {
    names: ['Övrigt', 'Annet', 'Muu', 'Other'],
    room: 'other',
    details: [
      detail([
        'Annat fel i lägenheten',
        'Annen feil i leiligheten',
        'Muu vika asunnossa',
        'Other fault in the apartment',
      ]),
    ],
  },
];

export const SEED_PROBLEM_AREAS: readonly SeedProblemArea[] = [
  ...PUBLIC.map((area, index) => ({ ...area, code: 1010 + index * 10, scope: 'public' as const })),
  ...APARTMENT.map((area, index) => ({ ...area, code: 2010 + index * 10, scope: 'apartment' as const })),
];

/** A sub-item's code by its area's English name and its position (1-based). */
export function detailCode(areaEnglishName: string, position: number, scope: 'public' | 'apartment'): number {
  const area = SEED_PROBLEM_AREAS.find(
    (candidate) => candidate.scope === scope && candidate.names[3] === areaEnglishName,
  );
  if (!area || position < 1 || position > area.details.length)
    throw new Error(`no detail ${areaEnglishName} ${position}`);
  return area.code + position;
}

export function problemAreaRows() {
  const named = (names: Names) => ({ sv: names[0], no: names[1], fi: names[2], en: names[3] });
  return SEED_PROBLEM_AREAS.flatMap((area) => [
    {
      code: area.code,
      scope: area.scope,
      parentCode: null,
      names: named(area.names),
      roomType: ROOM_TYPES[area.room],
      showsContact: area.showsContact ?? false,
      appliance: false,
      sortOrder: area.code,
    },
    ...area.details.map((item, index) => ({
      code: area.code + index + 1,
      scope: area.scope,
      parentCode: area.code,
      names: named(item.names),
      roomType: ROOM_TYPES[area.room],
      showsContact: item.showsContact ?? false,
      appliance: item.appliance ?? false,
      sortOrder: area.code + index + 1,
    })),
  ]);
}
