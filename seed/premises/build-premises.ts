import type { premises, successionObjects } from '../../src/server/db/schema';
import {
  PREMISES_TYPES,
  type PremisesStatus,
  type PremisesType,
} from '../../src/shared/premises/premises-constants';
import { STAGE_STATUS } from '../../src/shared/residence/residence-enums';
import { slugify } from '../../src/shared/residence/residence-paths';
import { requireRoute } from '../../src/shared/sites/routes';
import type { Country } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import type { CatalogueRows } from '../catalogue/catalogue-types';
import { addDays, addMonths, catalogueReferenceDate } from '../catalogue/dates';
import { GEOGRAPHY, type MunicipalityData } from '../catalogue/geography';
import type { CatalogueLanguage } from '../catalogue/names';
import { createRandom, type Random } from '../catalogue/random';
import { deterministicUuid } from '../content/seed-types';
import {
  BROKERS,
  FEATURE_TAGS,
  PREMISES_CONTACTS,
  premisesDescription,
  STREETS,
  TYPE_WORDS,
} from './premises-words';

// Commercial premises and broker listings of the demo world (issue 16 items 1 and 2), built
// without a database: the same catalogue always gives the same rows. Premises sit in the real
// municipalities of the catalogue (seed/catalogue/geography.ts), in the streets of a town
// centre or one of its districts; broker listings likewise, some in our own finished stages
// (the succession stages of the catalogue).

export type PremisesRow = typeof premises.$inferInsert;
export type SuccessionRow = typeof successionObjects.$inferInsert;

/** The sites that have premises and broker listings, with how many of each. */
export const PREMISES_SITES = [
  { key: 'se', language: 'sv', premises: 48, succession: 40 },
  { key: 'no', language: 'no', premises: 28, succession: 24 },
  { key: 'fi', language: 'fi', premises: 28, succession: 24 },
] as const satisfies readonly {
  key: 'se' | 'no' | 'fi';
  language: CatalogueLanguage;
  premises: number;
  succession: number;
}[];

interface Place {
  municipality: MunicipalityData;
  municipalityId: string;
  /** Where in the town: its centre or a district. */
  lat: number;
  lng: number;
  district: string | null;
}

function placesOf(country: Country): { municipality: MunicipalityData; municipalityId: string }[] {
  return GEOGRAPHY[country].flatMap((county) =>
    county.municipalities.map((municipality) => ({
      municipality,
      municipalityId: deterministicUuid(`catalogue:municipality:${country}:${slugify(municipality.name)}`),
    })),
  );
}

function pickPlace(random: Random, country: Country): Place {
  const { municipality, municipalityId } = random.weighted(
    placesOf(country).map((place) => [place, place.municipality.weight] as const),
  );
  const district =
    municipality.areas.length > 0 && random.chance(0.6) ? random.pick(municipality.areas) : null;
  const centre = district ?? municipality;
  // Within a few hundred metres of the centre of the town or district.
  return {
    municipality,
    municipalityId,
    district: district?.name ?? null,
    lat: Number((centre.lat + random.between(-0.004, 0.004)).toFixed(6)),
    lng: Number((centre.lng + random.between(-0.007, 0.007)).toFixed(6)),
  };
}

const AREA_RANGE: Readonly<Record<PremisesType, [number, number]>> = {
  office: [35, 620],
  retail: [30, 420],
  storage: [60, 1_200],
  restaurant: [55, 360],
};

/** Price per m² of a sale, and yearly rent per m², by country (kr, kr, €). */
const PRICE_PER_M2: Readonly<Record<Country, { sale: [number, number]; rent: [number, number] }>> = {
  SE: { sale: [22_000, 48_000], rent: [1_400, 3_800] },
  NO: { sale: [28_000, 60_000], rent: [1_800, 4_200] },
  FI: { sale: [2_200, 5_200], rent: [150, 390] },
};

function premisesStatus(random: Random, offer: 'sale' | 'rent'): PremisesStatus {
  return offer === 'sale'
    ? random.weighted<PremisesStatus>([
        ['forSale', 6],
        ['booked', 2],
        ['sold', 2],
      ])
    : random.weighted<PremisesStatus>([
        ['forSale', 6],
        ['booked', 1],
        ['rented', 3],
      ]);
}

function buildSitePremises(plan: (typeof PREMISES_SITES)[number], reference: Date): PremisesRow[] {
  const site = SITES[plan.key];
  const random = createRandom(`premises:${plan.key}`);
  // Its own sequence, so the premises drawn before contacts were added stay as they were.
  const contactRandom = createRandom(`premises-contact:${plan.key}`);
  const base = requireRoute(plan.key, 'premises');
  const used = new Set<string>();
  const rows: PremisesRow[] = [];
  for (let index = 0; index < plan.premises; index += 1) {
    // Every type on every site, then by chance.
    const type =
      index < PREMISES_TYPES.length ? (PREMISES_TYPES[index] as PremisesType) : random.pick(PREMISES_TYPES);
    const place = pickPlace(random, site.country);
    const offer = random.chance(0.35) ? 'sale' : 'rent';
    const [minArea, maxArea] = AREA_RANGE[type];
    // Mostly small and mid-sized, a few large.
    const area = Math.round(minArea + (maxArea - minArea) * random.next() ** 2);
    const perM2 = PRICE_PER_M2[site.country][offer];
    const price = random.chance(0.1)
      ? null
      : Math.round((area * random.between(perM2[0], perM2[1])) / 1_000) * 1_000;
    const street = `${random.pick(STREETS[plan.language])} ${random.int(1, 64)}`;
    const typeWord = TYPE_WORDS[plan.language][type];
    let slug = slugify(`${typeWord} ${street} ${place.municipality.name}`);
    while (used.has(slug)) slug = `${slug}-${used.size}`;
    used.add(slug);
    const tags = new Set<string>([place.municipality.name]);
    if (place.district) tags.add(place.district);
    for (const feature of FEATURE_TAGS[plan.language]) if (random.chance(0.3)) tags.add(feature);
    rows.push({
      id: deterministicUuid(`premises:${plan.key}:${index}`),
      siteId: site.siteId,
      municipalityId: place.municipalityId,
      name: `${typeWord}, ${street}`,
      path: `${base}${slug}/`,
      premisesType: type,
      offer,
      status: premisesStatus(random, offer),
      area,
      price,
      address: `${street}, ${place.municipality.name}`,
      description: premisesDescription(plan.language, type, place.district ?? place.municipality.name, area),
      tags: [...tags],
      availableFrom: random.chance(0.5)
        ? addMonths(reference, random.int(1, 12)).toISOString().slice(0, 10)
        : null,
      lat: place.lat,
      lng: place.lng,
      contact: contactRandom.chance(0.8) ? contactRandom.pick(PREMISES_CONTACTS[plan.language]) : null,
    });
  }
  return rows;
}

function brokerUrl(broker: string, id: string): string {
  return `https://www.${slugify(broker)}.example/objekt/${id.slice(0, 8)}/`;
}

function buildSiteSuccession(
  plan: (typeof PREMISES_SITES)[number],
  catalogue: Pick<CatalogueRows, 'stages'>,
  reference: Date,
): SuccessionRow[] {
  const site = SITES[plan.key];
  const random = createRandom(`succession:${plan.key}`);
  const places = placesOf(site.country);
  const ownStages = catalogue.stages.filter(
    (stage) => stage.siteId === site.siteId && stage.stageStatus === STAGE_STATUS.succession,
  );
  const rows: SuccessionRow[] = [];
  for (let index = 0; index < plan.succession; index += 1) {
    // Two listings in each of our succession stages first, then listings anywhere.
    const stage = index < ownStages.length * 2 ? ownStages[Math.floor(index / 2)] : undefined;
    const place = stage
      ? (places.find((candidate) => candidate.municipalityId === stage.municipalityId) ?? places[0])
      : pickPlace(random, site.country);
    if (!place) continue;
    const rooms = random.int(1, 5);
    const livingArea = Math.round(rooms * random.between(22, 32) + 12);
    const priceLevel = place.municipality.priceLevel * random.between(0.75, 0.95);
    const price = Math.round((livingArea * priceLevel) / 5_000) * 5_000;
    const id = deterministicUuid(`succession:${plan.key}:${index}`);
    const broker = random.pick(BROKERS[plan.language]);
    rows.push({
      id,
      siteId: site.siteId,
      municipalityId: place.municipalityId,
      stageId: stage?.id ?? null,
      address: `${random.pick(STREETS[plan.language])} ${random.int(1, 90)}`,
      rooms,
      livingArea,
      price,
      monthlyFee: site.country === 'NO' ? null : Math.round((livingArea * random.between(45, 75)) / 10) * 10,
      brokerName: broker,
      externalUrl: brokerUrl(broker, id),
      publishedAt: addDays(reference, -random.int(1, 40)),
      lat: stage ? stage.lat : Number((place.municipality.lat + random.between(-0.01, 0.01)).toFixed(6)),
      lng: stage ? stage.lng : Number((place.municipality.lng + random.between(-0.015, 0.015)).toFixed(6)),
    });
  }
  return rows;
}

export interface PremisesWorld {
  premises: PremisesRow[];
  succession: SuccessionRow[];
}

export function buildPremisesWorld(
  catalogue: Pick<CatalogueRows, 'stages'>,
  reference: Date = catalogueReferenceDate(),
): PremisesWorld {
  return {
    premises: PREMISES_SITES.flatMap((plan) => buildSitePremises(plan, reference)),
    succession: PREMISES_SITES.flatMap((plan) => buildSiteSuccession(plan, catalogue, reference)),
  };
}
