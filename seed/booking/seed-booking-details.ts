// What the booking projects carry besides flow and fee (issue 14 items 1 and 4, issue 15 item 9):
// the documents flow B's buyers read (rendered as PDFs by kind on request), the interior options
// of flow C's choices step (one per group, the default at no extra cost; prices in minor units),
// and the timeline's dates. Deterministic: dates are fixed, ids derive from names.

import { addDays, isoDay } from '../catalogue/dates';

type BookingSite = 'se' | 'no' | 'fi';

export const PROJECT_DOCUMENTS: Readonly<Record<BookingSite, { id: string; kind: string; title: string }[]>> =
  {
    se: [
      { id: 'projektbeskrivning', kind: 'project-description', title: 'Projektbeskrivning' },
      { id: 'prislista', kind: 'price-list', title: 'Prislista' },
      { id: 'ekonomisk-plan', kind: 'economic-plan', title: 'Ekonomisk plan' },
    ],
    no: [
      { id: 'prosjektbeskrivelse', kind: 'project-description', title: 'Prosjektbeskrivelse' },
      { id: 'prisliste', kind: 'price-list', title: 'Prisliste' },
      { id: 'budsjett', kind: 'economic-plan', title: 'Budsjett for borettslaget' },
    ],
    fi: [
      { id: 'kohde-esite', kind: 'project-description', title: 'Kohde-esite' },
      { id: 'hinnasto', kind: 'price-list', title: 'Hinnasto' },
      { id: 'talousarvio', kind: 'economic-plan', title: 'Taloyhtiön talousarvio' },
    ],
  };

/**
 * The project's dates (issue 33 item 5), the source of every booked home's milestones
 * (shared/booking/project-milestones.ts): the interior deadline some six weeks after the
 * reference day (open the whole month), the inspection a month and the final payment ten days
 * before the first of the project's homes moves in, so inspection < final payment < access holds
 * for every home of the project. A deadline that would fall after the inspection moves before it.
 */
export function timelineDates(reference: Date, firstMoveIn: string | null) {
  const moveIn = firstMoveIn ? new Date(`${firstMoveIn}T00:00:00Z`) : addDays(reference, 365);
  const inspection = addDays(moveIn, -30);
  const interior = new Date(Math.min(addDays(reference, 45).getTime(), addDays(inspection, -14).getTime()));
  return {
    interiorDeadline: isoDay(interior),
    inspectionDate: isoDay(inspection),
    finalPaymentDate: isoDay(addDays(moveIn, -10)),
  };
}

interface OptionPlan {
  name: string;
  description: string;
  /** Whole currency units; stored ×100. */
  price: number;
}

interface GroupPlan {
  groupKey: string;
  groupName: string;
  options: OptionPlan[];
}

const SV_GROUPS: GroupPlan[] = [
  {
    groupKey: 'kitchen',
    groupName: 'Kök',
    options: [
      { name: 'Vita luckor', description: 'Släta vita luckor, laminatbänk', price: 0 },
      { name: 'Ek och sten', description: 'Ekfanér, bänkskiva i komposit', price: 45_000 },
    ],
  },
  {
    groupKey: 'floor',
    groupName: 'Golv',
    options: [
      { name: 'Ekparkett, ljus', description: 'Trestavs ekparkett', price: 0 },
      { name: 'Ekplank, rökt', description: 'Enstavs ekplank, rökt', price: 28_000 },
    ],
  },
  {
    groupKey: 'bathroom',
    groupName: 'Badrum',
    options: [
      { name: 'Vitt kakel', description: 'Blankt vitt kakel, grå klinker', price: 0 },
      { name: 'Helkaklat i sten', description: 'Storformat i kalksten', price: 32_000 },
    ],
  },
];

const NO_GROUPS: GroupPlan[] = [
  {
    groupKey: 'kitchen',
    groupName: 'Kjøkken',
    options: [
      { name: 'Hvite fronter', description: 'Glatte hvite fronter, laminat benk', price: 0 },
      { name: 'Eik og stein', description: 'Eikefiner, benkeplate i kompositt', price: 48_000 },
    ],
  },
  {
    groupKey: 'floor',
    groupName: 'Gulv',
    options: [
      { name: 'Eikeparkett, lys', description: 'Treskutt eikeparkett', price: 0 },
      { name: 'Eikeplank, røkt', description: 'Ettstavs eikeplank', price: 30_000 },
    ],
  },
];

const FI_GROUPS: GroupPlan[] = [
  {
    groupKey: 'kitchen',
    groupName: 'Keittiö',
    options: [
      { name: 'Valkoiset ovet', description: 'Sileät valkoiset ovet, laminaattitaso', price: 0 },
      { name: 'Tammi ja kivi', description: 'Tammiviilu, komposiittitaso', price: 4_200 },
    ],
  },
  {
    groupKey: 'floor',
    groupName: 'Lattia',
    options: [
      { name: 'Vaalea tammiparketti', description: 'Kolmisauvainen tammiparketti', price: 0 },
      { name: 'Savustettu tammilankku', description: 'Yksisauvainen lankku', price: 2_600 },
    ],
  },
  {
    groupKey: 'sauna',
    groupName: 'Sauna',
    options: [
      { name: 'Haapapaneeli', description: 'Vaalea haapa', price: 0 },
      { name: 'Lämpökäsitelty leppä', description: 'Tumma leppäpaneeli', price: 1_900 },
    ],
  },
];

const GROUPS: Readonly<Record<BookingSite, GroupPlan[]>> = { se: SV_GROUPS, no: NO_GROUPS, fi: FI_GROUPS };

export function interiorOptionRows(site: BookingSite, stageId: string, idOf: (name: string) => string) {
  return GROUPS[site].flatMap((group) =>
    group.options.map((option, sort) => ({
      id: idOf(`booking-interior ${stageId} ${group.groupKey} ${sort}`),
      stageId,
      groupKey: group.groupKey,
      groupName: group.groupName,
      name: option.name,
      description: option.description,
      price: option.price * 100,
      isDefault: sort === 0,
      sort,
    })),
  );
}
