import { foldForSearch } from '../../src/shared/residence/fold-text';
import { slugify } from '../../src/shared/residence/residence-paths';
import type { Country } from '../../src/shared/sites/site-types';
import { deterministicUuid } from '../content/seed-types';
import type { Place, StagePlacement, StageRow, StageTagRow, TagRow } from './catalogue-types';
import { type CatalogueLanguage, KEYWORDS } from './names';
import type { Random } from './random';

// Search tags of one country: a tag per county, municipality, area and stage, and keyword
// tags. A stage carries its county, municipality, area, own tag and up to two keywords.
// Urls are unique per country; a clash gets a qualifier (Oslo the county becomes
// oslo-fylke), then a number.

type TagKind = TagRow['kind'];

/** Weight among equal matches: places before projects before keywords. */
export const TAG_RANK: Record<TagKind, number> = {
  county: 4,
  municipality: 3,
  area: 2,
  stage: 1,
  keyword: 0,
};

const COUNTY_WORD: Record<Country, string> = { SE: 'lan', NO: 'fylke', FI: 'maakunta' };

const COUNTRY_LANGUAGE: Record<Country, CatalogueLanguage> = { SE: 'sv', NO: 'no', FI: 'fi' };

export interface CountryTags {
  tags: TagRow[];
  stageTags: StageTagRow[];
}

export function buildCountryTags(
  random: Random,
  country: Country,
  places: readonly Place[],
  placements: readonly StagePlacement[],
  stagesById: ReadonlyMap<string, StageRow>,
): CountryTags {
  const tags: TagRow[] = [];
  const usedUrls = new Set<string>();
  const idsByKey = new Map<string, string>();

  const addTag = (kind: TagKind, key: string, name: string, qualifier: string): string => {
    const existing = idsByKey.get(`${kind}:${key}`);
    if (existing) return existing;
    const base = slugify(name);
    let url = usedUrls.has(base) ? `${base}-${qualifier}` : base;
    for (let number = 2; usedUrls.has(url); number += 1) url = `${base}-${qualifier}-${number}`;
    usedUrls.add(url);
    const id = deterministicUuid(`catalogue:tag:${country}:${kind}:${key}`);
    idsByKey.set(`${kind}:${key}`, id);
    tags.push({ id, country, kind, name, searchName: foldForSearch(name), url, rank: TAG_RANK[kind] });
    return id;
  };

  // Municipalities claim their plain urls first: people search towns more than counties.
  for (const place of places)
    addTag('municipality', place.municipalitySlug, place.municipality.name, 'kommun');
  const countyKey = (place: Place) => slugify(place.county.name);
  for (const place of places) addTag('county', countyKey(place), place.county.name, COUNTY_WORD[country]);
  for (const { place, area } of placements) {
    if (area)
      addTag('area', `${place.municipalitySlug}/${slugify(area.name)}`, area.name, place.municipalitySlug);
  }
  for (const placement of placements) {
    const stage = stagesById.get(placement.stageId);
    if (stage) addTag('stage', placement.stageId, stage.name, placement.place.municipalitySlug);
  }
  const keywordIds = KEYWORDS[COUNTRY_LANGUAGE[country]].map((keyword) =>
    addTag('keyword', slugify(keyword), keyword, 'tema'),
  );

  const stageTags: StageTagRow[] = [];
  for (const { stageId, place, area } of placements) {
    const tagIds = [
      idsByKey.get(`county:${countyKey(place)}`),
      idsByKey.get(`municipality:${place.municipalitySlug}`),
      area ? idsByKey.get(`area:${place.municipalitySlug}/${slugify(area.name)}`) : undefined,
      idsByKey.get(`stage:${stageId}`),
      ...random.shuffle(keywordIds).slice(0, random.int(0, 2)),
    ];
    for (const tagId of new Set(tagIds)) if (tagId) stageTags.push({ stageId, tagId });
  }
  return { tags, stageTags };
}
