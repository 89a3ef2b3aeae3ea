import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../sites/site-types';
import {
  HOME_TYPE,
  HOME_TYPES,
  INHABIT_DATE,
  type InhabitDateFilter,
  OUTDOOR_SPACES,
  STAGE_STATUSES,
  VIEWING_FILTERS,
} from './residence-enums';
import { SLIDER_BOUNDS } from './search-constants';
import { SORT_KEYS } from './search-schemas';
import {
  buildSearchUrl,
  clearFilters,
  DISPLAY_MODES,
  defaultSearchState,
  FILTER_CONCEPTS,
  FILTER_TENURES,
  hasActiveFilters,
  normalizeRange,
  parseSearchHash,
  parseSearchUrl,
  type SearchUrlState,
  toSearchFilter,
} from './search-url';

const SE = { basePath: '/sok-bostad/', country: 'SE' as Country };
const FI = { basePath: '/myytavat-asunnot/', country: 'FI' as Country };

function parse(url: string, options = SE): SearchUrlState | null {
  const parsed = new URL(url, 'https://www.hemvist.se');
  return parseSearchUrl({ pathname: parsed.pathname, search: parsed.search }, options);
}

const sortedUnique = <T extends number | string>(values: T[]) =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

// Tag urls are slugs: lower case words joined by single hyphens.
const tagUrl = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);

function rangeArbitrary(bounds: { min: number; max: number }) {
  return fc
    .tuple(fc.integer({ min: bounds.min, max: bounds.max }), fc.option(fc.integer(bounds), { nil: null }))
    .map(([min, max]) => normalizeRange(min, max, { ...bounds, step: 1 }));
}

function stateArbitrary(country: Country): fc.Arbitrary<SearchUrlState> {
  const bounds = SLIDER_BOUNDS[country];
  return fc
    .record({
      pathTag: fc.option(tagUrl, { nil: null }),
      tags: fc.uniqueArray(tagUrl, { maxLength: 5 }),
      price: rangeArbitrary(bounds.price),
      rooms: rangeArbitrary(bounds.rooms),
      area: rangeArbitrary(bounds.area),
      concepts: fc.subarray([...FILTER_CONCEPTS]),
      projectStatus: fc.subarray([...STAGE_STATUSES]),
      disposalForm: fc.subarray([...FILTER_TENURES]),
      outdoorArea: fc.subarray([...OUTDOOR_SPACES]),
      residenceType: fc.subarray([...HOME_TYPES]),
      stageIds: fc.uniqueArray(fc.uuid(), { maxLength: 3 }),
      viewing: fc.constantFrom(...VIEWING_FILTERS),
      inhabitDate: fc.constantFrom(...(Object.values(INHABIT_DATE) as InhabitDateFilter[])),
      sort: fc.constantFrom(...SORT_KEYS),
      display: fc.constantFrom(...DISPLAY_MODES),
    })
    .map((state) => ({
      ...state,
      tags: state.tags.filter((tag) => tag !== state.pathTag),
      concepts: sortedUnique(state.concepts),
      projectStatus: sortedUnique(state.projectStatus),
      disposalForm: sortedUnique(state.disposalForm),
      outdoorArea: sortedUnique(state.outdoorArea),
      residenceType: sortedUnique(state.residenceType),
      stageIds: sortedUnique(state.stageIds.map((id) => id.toLowerCase())),
    }));
}

describe('residence search URL (platform §2)', () => {
  it('round-trips every state: parse(build(state)) equals state', () => {
    for (const options of [SE, FI]) {
      fc.assert(
        fc.property(stateArbitrary(options.country), (state) => {
          expect(parse(buildSearchUrl(state, options), options)).toEqual(state);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('leaves defaults out: the default search is the bare base path', () => {
    expect(buildSearchUrl(defaultSearchState('SE'), SE)).toBe('/sok-bostad/');
    expect(parse('/sok-bostad/')).toEqual(defaultSearchState('SE'));
  });

  it('reads the tag path, q with semicolons and lists with commas', () => {
    const state = parse('/sok-bostad/nacka/?q=lidingo;Täby;nacka&residenceType=5,3&minRooms=2');
    expect(state?.pathTag).toBe('nacka');
    // Typed names become tag urls; the path tag is not repeated in q.
    expect(state?.tags).toEqual(['lidingo', 'taby']);
    expect(state?.residenceType).toEqual([HOME_TYPE.apartment, HOME_TYPE.townHouse]);
    expect(state?.rooms).toEqual({ min: 2, max: null });
    expect(buildSearchUrl(state as SearchUrlState, SE)).toBe(
      '/sok-bostad/nacka/?q=lidingo;taby&minRooms=2&residenceType=3,5',
    );
  });

  it('is not the search page outside the base path or two levels below it', () => {
    expect(parse('/om-oss/')).toBeNull();
    expect(parse('/sok-bostad/a/b/')).toBeNull();
    expect(parse('/sok-bostad')).toEqual(defaultSearchState('SE'));
  });

  it('ignores junk and clamps numbers to the country bounds', () => {
    const state = parse(
      '/sok-bostad/?minPrice=abc&maxPrice=99999999&minRooms=-3&maxArea=40&minArea=90&concepts=1,2,99,x&viewing=Sometimes&inhabitDate=7&sort=cheap&stageIds=nope&display=grid',
    );
    expect(state).toEqual({
      ...defaultSearchState('SE'),
      // 99 999 999 is above the top: no limit. 90–40 was reversed.
      area: { min: 40, max: 90 },
      // The seniors' concept (1) is not a filter choice (platform §9).
      concepts: [2],
    });
  });

  it('uses the Finnish bounds on the Finnish site: a max at 1 000 000 € is the open top', () => {
    expect(parse('/myytavat-asunnot/?maxPrice=1000000&maxRooms=4&minRooms=9', FI)).toEqual({
      ...defaultSearchState('FI'),
      rooms: { min: 4, max: null },
    });
    expect(parse('/myytavat-asunnot/?maxPrice=400000', FI)?.price).toEqual({ min: 0, max: 400_000 });
  });

  it('reads #object, #stage, #area and #map', () => {
    expect(parseSearchHash('#object')).toEqual({ resultType: 'object', mapView: false });
    expect(parseSearchHash('#area')).toEqual({ resultType: 'area', mapView: false });
    expect(parseSearchHash('#map')).toEqual({ resultType: null, mapView: true });
    expect(parseSearchHash('')).toEqual({ resultType: null, mapView: false });
  });

  it('knows when filters are active and clears them, keeping sort and display', () => {
    const state = parse('/sok-bostad/nacka/?minRooms=2&sort=price:asc&display=slider') as SearchUrlState;
    expect(hasActiveFilters(state, 'SE')).toBe(true);
    const cleared = clearFilters(state, 'SE');
    expect(hasActiveFilters(cleared, 'SE')).toBe(false);
    expect(buildSearchUrl(cleared, SE)).toBe('/sok-bostad/?sort=price:asc&display=slider');
  });

  it('turns a state into the API filter, with open limits as null', () => {
    const state = parse('/sok-bostad/?minPrice=2000000&maxRooms=3&viewing=HasAny') as SearchUrlState;
    const tag = { id: '00000000-0000-4000-8000-000000000001', name: 'Nacka', url: 'nacka', hasRental: false };
    expect(toSearchFilter(state, [tag], 'SE')).toMatchObject({
      tags: [tag],
      minPrice: 2_000_000,
      maxPrice: null,
      minRooms: null,
      maxRooms: 3,
      minArea: null,
      viewing: 'HasAny',
      inhabitDate: INHABIT_DATE.InMoreThenOneYear,
    });
  });
});
