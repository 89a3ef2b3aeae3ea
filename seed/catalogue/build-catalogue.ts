import { slugify } from '../../src/shared/residence/residence-paths';
import type { Country } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { deterministicUuid } from '../content/seed-types';
import type { CatalogueRows, Place, StagePlacement, StageRow } from './catalogue-types';
import { catalogueReferenceDate } from './dates';
import { GEOGRAPHY } from './geography';
import { createRandom } from './random';
import { buildSite, type SitePlan } from './site-builder';
import { buildCountryTags } from './tags';

// The demo catalogue as plain rows, built without a database: the same options always give
// the same rows. seedCatalogue inserts them; tests inspect them directly.

/** Homes in the default demo world. */
export const DEFAULT_CATALOGUE_OBJECTS = 3_200;

/** The sites that sell homes, their language and share of all homes. */
export const CATALOGUE_SITES: readonly SitePlan[] = [
  { key: 'se', brand: 'main', language: 'sv', share: 0.45 },
  { key: 'senior', brand: 'senior', language: 'sv', share: 0.08 },
  { key: 'brf', brand: 'brf', language: 'sv', share: 0.07 },
  { key: 'no', brand: 'main', language: 'no', share: 0.2 },
  { key: 'fi', brand: 'main', language: 'fi', share: 0.2 },
];

const COUNTRIES: readonly Country[] = ['SE', 'NO', 'FI'];

export interface BuildCatalogueOptions {
  /** Number of homes; the default is DEFAULT_CATALOGUE_OBJECTS. */
  objects?: number;
  /** Day the dates are relative to; defaults to the first day of the current month (see dates.ts). */
  referenceDate?: Date;
}

function placesOf(country: Country): {
  rows: Pick<CatalogueRows, 'counties' | 'municipalities'>;
  places: Place[];
} {
  const rows: Pick<CatalogueRows, 'counties' | 'municipalities'> = { counties: [], municipalities: [] };
  const places: Place[] = [];
  for (const county of GEOGRAPHY[country]) {
    const countySlug = slugify(county.name);
    const countyId = deterministicUuid(`catalogue:county:${country}:${countySlug}`);
    rows.counties.push({
      id: countyId,
      country,
      name: county.name,
      slug: countySlug,
      lat: county.lat,
      lng: county.lng,
    });
    for (const municipality of county.municipalities) {
      const municipalitySlug = slugify(municipality.name);
      const municipalityId = deterministicUuid(`catalogue:municipality:${country}:${municipalitySlug}`);
      rows.municipalities.push({
        id: municipalityId,
        countyId,
        country,
        name: municipality.name,
        slug: municipalitySlug,
        lat: municipality.lat,
        lng: municipality.lng,
      });
      places.push({ county, countyId, municipality, municipalityId, municipalitySlug });
    }
  }
  return { rows, places };
}

/** Homes per site: the shares of the total, the rounding remainder on the Swedish main site. */
function objectTargets(total: number): Map<string, number> {
  const targets = new Map(CATALOGUE_SITES.map((site) => [site.key, Math.floor(total * site.share)] as const));
  const assigned = [...targets.values()].reduce((sum, value) => sum + value, 0);
  targets.set('se', (targets.get('se') ?? 0) + total - assigned);
  return targets;
}

export function buildCatalogue(options: BuildCatalogueOptions = {}): CatalogueRows {
  const total = Math.max(0, Math.floor(options.objects ?? DEFAULT_CATALOGUE_OBJECTS));
  const reference = options.referenceDate ?? catalogueReferenceDate();
  const targets = objectTargets(total);
  const rows: CatalogueRows = {
    counties: [],
    municipalities: [],
    areas: [],
    stages: [],
    objects: [],
    showings: [],
    tags: [],
    stageTags: [],
  };
  for (const country of COUNTRIES) {
    const { rows: geography, places } = placesOf(country);
    rows.counties.push(...geography.counties);
    rows.municipalities.push(...geography.municipalities);
    const placements: StagePlacement[] = [];
    const stagesById = new Map<string, StageRow>();
    for (const site of CATALOGUE_SITES.filter((plan) => SITES[plan.key].country === country)) {
      // One generator per site and size, so one site's choices never shift another's.
      const random = createRandom(`catalogue:${site.key}:${total}`);
      const world = buildSite(random, site, places, targets.get(site.key) ?? 0, reference);
      rows.areas.push(...world.areas);
      rows.stages.push(...world.stages);
      rows.objects.push(...world.objects);
      rows.showings.push(...world.showings);
      placements.push(...world.placements);
      for (const stage of world.stages) stagesById.set(stage.id, stage);
    }
    const tags = buildCountryTags(
      createRandom(`catalogue:tags:${country}:${total}`),
      country,
      places,
      placements,
      stagesById,
    );
    rows.tags.push(...tags.tags);
    rows.stageTags.push(...tags.stageTags);
  }
  return rows;
}
