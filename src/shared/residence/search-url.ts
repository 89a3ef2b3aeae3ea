import type { Country } from '../sites/site-types';
import {
  CONCEPT,
  CONCEPTS,
  type Concept,
  HOME_TYPES,
  type HomeType,
  INHABIT_DATE,
  type InhabitDateFilter,
  OUTDOOR_SPACES,
  type OutdoorSpace,
  RESULT_TYPES,
  type ResultType,
  STAGE_STATUSES,
  type StageStatus,
  TENURES,
  type Tenure,
  VIEWING_FILTERS,
  type ViewingFilter,
} from './residence-enums';
import { slugify } from './residence-paths';
import type { PackedSearchResponse } from './search-card-hit';
import {
  DEFAULT_FILTER_VALUES,
  SLIDER_BOUNDS,
  type SliderBounds,
  SORT_KEYS,
  type SortKey,
} from './search-constants';
import type { SearchFilterInput, SearchTag } from './search-schemas';

// The residence search URL is the search state (platform §2 "Residence search URL"): the
// site's search base path, an optional tag path (one tag url as a path segment), `q` with
// more tag urls separated by semicolons, and one query parameter per filter. Defaults are
// left out, so the plain base path is the default search. Parsing forgives anything a
// person or an old link may put there: junk is ignored, numbers are clamped to the
// country's slider bounds, and parse(build(state)) gives the state back.

/** A slider range; max null is the slider's top, which means "and above" (no limit). */
export interface SliderRange {
  min: number;
  max: number | null;
}

export const DISPLAY_MODES = ['list', 'slider'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export interface SearchUrlState {
  /** Tag url given as the path segment below the base path, e.g. 'nacka' in /sok-bostad/nacka/. */
  pathTag: string | null;
  /** Tag urls of `q`, without the path tag. */
  tags: string[];
  price: SliderRange;
  rooms: SliderRange;
  area: SliderRange;
  concepts: Concept[];
  projectStatus: StageStatus[];
  disposalForm: Tenure[];
  outdoorArea: OutdoorSpace[];
  residenceType: HomeType[];
  stageIds: string[];
  viewing: ViewingFilter;
  inhabitDate: InhabitDateFilter;
  sort: SortKey;
  display: DisplayMode;
}

export interface SearchUrlOptions {
  /** The site's searchHomes route, e.g. '/sok-bostad/'. */
  basePath: string;
  country: Country;
}

/** Concepts offered by the filter: the seniors' concept is not one of them (platform §9). */
export const FILTER_CONCEPTS: readonly Concept[] = CONCEPTS.filter((concept) => concept !== CONCEPT.senior);
/** Tenures offered by the filter; `all` is the absence of a choice. */
export const FILTER_TENURES: readonly Tenure[] = TENURES.filter((tenure) => tenure !== 0);

const MAX_TAGS = 20;
const MAX_STAGE_IDS = 400;
const TAG_URL = /^[a-z0-9][a-z0-9-]{0,159}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function defaultSearchState(country: Country): SearchUrlState {
  const bounds = SLIDER_BOUNDS[country];
  return {
    pathTag: null,
    tags: [],
    price: { min: Math.max(DEFAULT_FILTER_VALUES.minPrice, bounds.price.min), max: null },
    rooms: { min: Math.max(DEFAULT_FILTER_VALUES.minRooms, bounds.rooms.min), max: null },
    area: { min: Math.max(DEFAULT_FILTER_VALUES.minArea, bounds.area.min), max: null },
    concepts: [],
    projectStatus: [],
    disposalForm: [],
    outdoorArea: [],
    residenceType: [],
    stageIds: [],
    viewing: DEFAULT_FILTER_VALUES.viewing,
    inhabitDate: DEFAULT_FILTER_VALUES.inhabitDate,
    sort: '',
    display: 'list',
  };
}

// ---- parsing helpers --------------------------------------------------------------------

/** A tag url as typed or linked ('Göteborg', 'göteborg') in its slug form, or null. */
export function normalizeTagUrl(raw: string): string | null {
  const slug = slugify(raw.trim());
  return TAG_URL.test(slug) ? slug : null;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function parseTagList(raw: string | null, exclude: string | null): string[] {
  if (!raw) return [];
  const urls = raw
    .split(';')
    .map(normalizeTagUrl)
    .filter((url): url is string => url !== null && url !== exclude);
  return unique(urls).slice(0, MAX_TAGS);
}

function parseInteger(raw: string | null): number | null {
  if (raw === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(raw)) return null;
  const value = Math.round(Number(raw));
  return Number.isSafeInteger(value) ? value : null;
}

function parseIdList<T extends number>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map(parseInteger)
    .filter((id): id is T => id !== null && (allowed as readonly number[]).includes(id));
  return unique(ids).sort((a, b) => a - b);
}

function parseStageIds(raw: string | null): string[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
  return unique(ids).sort().slice(0, MAX_STAGE_IDS);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Clamps into the bounds; a max at the top becomes "no limit"; reversed bounds are swapped. */
export function normalizeRange(
  min: number | null,
  max: number | null,
  bounds: SliderBounds[keyof SliderBounds],
): SliderRange {
  let low = clamp(min ?? bounds.min, bounds.min, bounds.max);
  let high = max === null ? null : clamp(max, bounds.min, bounds.max);
  if (high !== null && high < low) [low, high] = [high, low];
  if (high !== null && high >= bounds.max) high = null;
  return { min: low, max: high };
}

function parseOne<T extends string | number>(raw: string | null, allowed: readonly T[], fallback: T): T {
  if (raw === null) return fallback;
  const match = allowed.find((value) => String(value) === raw.trim());
  return match ?? fallback;
}

// ---- location <-> state -----------------------------------------------------------------

export interface LocationParts {
  pathname: string;
  search: string;
}

/**
 * The tag path segment of a search path: '' for the base path itself, the segment for one
 * level below it, or null when the path is not the search page.
 */
export function searchPathTag(pathname: string, basePath: string): string | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === basePath) return '';
  if (!path.startsWith(basePath)) return null;
  const rest = path.slice(basePath.length, -1);
  if (rest.includes('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  return normalizeTagUrl(decoded);
}

/** The search state of a URL, or null when the path is not the search page (nor a tag path below it). */
export function parseSearchUrl(location: LocationParts, options: SearchUrlOptions): SearchUrlState | null {
  const pathTag = searchPathTag(location.pathname, options.basePath);
  if (pathTag === null) return null;
  return parseSearchParams(new URLSearchParams(location.search), options.country, pathTag || null);
}

export function parseSearchParams(
  params: URLSearchParams,
  country: Country,
  pathTag: string | null = null,
): SearchUrlState {
  const bounds = SLIDER_BOUNDS[country];
  const get = (name: string) => params.get(name);
  return {
    pathTag,
    tags: parseTagList(get('q'), pathTag),
    price: normalizeRange(parseInteger(get('minPrice')), parseInteger(get('maxPrice')), bounds.price),
    rooms: normalizeRange(parseInteger(get('minRooms')), parseInteger(get('maxRooms')), bounds.rooms),
    area: normalizeRange(parseInteger(get('minArea')), parseInteger(get('maxArea')), bounds.area),
    concepts: parseIdList(get('concepts'), FILTER_CONCEPTS),
    projectStatus: parseIdList(get('projectStatus'), STAGE_STATUSES),
    disposalForm: parseIdList(get('disposalForm'), FILTER_TENURES),
    outdoorArea: parseIdList(get('outdoorArea'), OUTDOOR_SPACES),
    residenceType: parseIdList(get('residenceType'), HOME_TYPES),
    stageIds: parseStageIds(get('stageIds')),
    viewing: parseOne(get('viewing'), VIEWING_FILTERS, DEFAULT_FILTER_VALUES.viewing),
    inhabitDate: parseOne(
      get('inhabitDate'),
      Object.values(INHABIT_DATE) as InhabitDateFilter[],
      DEFAULT_FILTER_VALUES.inhabitDate,
    ),
    sort: parseOne(get('sort'), SORT_KEYS, ''),
    display: parseOne(get('display'), DISPLAY_MODES, 'list'),
  };
}

/** The query string of a state, without '?'; defaults are left out, parameters in a fixed order. */
export function buildSearchQuery(state: SearchUrlState, country: Country): string {
  const defaults = defaultSearchState(country);
  const params = new URLSearchParams();
  if (state.tags.length > 0) params.set('q', state.tags.join(';'));
  const range = (name: string, value: SliderRange, fallback: SliderRange) => {
    if (value.min !== fallback.min) params.set(`min${name}`, String(value.min));
    if (value.max !== null) params.set(`max${name}`, String(value.max));
  };
  range('Price', state.price, defaults.price);
  range('Rooms', state.rooms, defaults.rooms);
  range('Area', state.area, defaults.area);
  const list = (name: string, values: readonly (number | string)[]) => {
    if (values.length > 0) params.set(name, values.join(','));
  };
  list('concepts', state.concepts);
  list('projectStatus', state.projectStatus);
  list('disposalForm', state.disposalForm);
  list('outdoorArea', state.outdoorArea);
  list('residenceType', state.residenceType);
  list('stageIds', state.stageIds);
  if (state.viewing !== defaults.viewing) params.set('viewing', state.viewing);
  if (state.inhabitDate !== defaults.inhabitDate) params.set('inhabitDate', String(state.inhabitDate));
  if (state.sort !== '') params.set('sort', state.sort);
  if (state.display !== 'list') params.set('display', state.display);
  // Commas and semicolons stay readable in shared links; URLSearchParams would escape them.
  return params.toString().replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%3A/g, ':');
}

export function buildSearchPath(state: SearchUrlState, basePath: string): string {
  return state.pathTag ? `${basePath}${state.pathTag}/` : basePath;
}

/** Path and query of a state: '/sok-bostad/nacka/?q=lidingo&minRooms=2'. */
export function buildSearchUrl(state: SearchUrlState, options: SearchUrlOptions): string {
  const query = buildSearchQuery(state, options.country);
  const path = buildSearchPath(state, options.basePath);
  return query ? `${path}?${query}` : path;
}

/** Every tag url of a state, the path tag first. */
export function allTagUrls(state: SearchUrlState): string[] {
  return state.pathTag ? [state.pathTag, ...state.tags] : [...state.tags];
}

/** Whether any filter differs from the defaults (sort and display are not filters). */
export function hasActiveFilters(state: SearchUrlState, country: Country): boolean {
  const plain = { ...state, sort: '' as SortKey, display: 'list' as DisplayMode };
  return buildSearchQuery(plain, country) !== '' || state.pathTag !== null;
}

/** The state with every filter back at its default; sort and display are kept. */
export function clearFilters(state: SearchUrlState, country: Country): SearchUrlState {
  return { ...defaultSearchState(country), sort: state.sort, display: state.display };
}

/**
 * The state with only the basic filters (place, price, rooms, area) and the chosen stage: what a
 * site without the advancedSearch flag searches by (sites.ts). Its page offers no finer filter,
 * so one in a link must not narrow the search out of sight.
 */
export function withBasicFiltersOnly(state: SearchUrlState, country: Country): SearchUrlState {
  const defaults = defaultSearchState(country);
  return {
    ...state,
    concepts: defaults.concepts,
    projectStatus: defaults.projectStatus,
    disposalForm: defaults.disposalForm,
    outdoorArea: defaults.outdoorArea,
    residenceType: defaults.residenceType,
    viewing: defaults.viewing,
    inhabitDate: defaults.inhabitDate,
  };
}

// ---- hash --------------------------------------------------------------------------------

export interface SearchHash {
  /** #object, #stage or #area preselect the result type (platform §2). */
  resultType: ResultType | null;
  /** #map opens the map view. */
  mapView: boolean;
}

export function parseSearchHash(hash: string): SearchHash {
  const value = hash.replace(/^#/, '').toLowerCase();
  const resultType = (RESULT_TYPES as readonly string[]).includes(value) ? (value as ResultType) : null;
  return { resultType, mapView: value === 'map' };
}

// ---- state -> API filter -----------------------------------------------------------------

/**
 * The API filter of a state. `tags` are the resolved tags of allTagUrls(state); unresolved
 * urls are left out. A range at its default minimum and open top sends no limit.
 */
export function toSearchFilter(
  state: SearchUrlState,
  tags: readonly SearchTag[],
  country: Country,
): SearchFilterInput {
  const defaults = defaultSearchState(country);
  const low = (value: SliderRange, fallback: SliderRange) => (value.min === fallback.min ? null : value.min);
  return {
    tags: [...tags],
    minPrice: low(state.price, defaults.price),
    maxPrice: state.price.max,
    minRooms: low(state.rooms, defaults.rooms),
    maxRooms: state.rooms.max,
    minArea: low(state.area, defaults.area),
    maxArea: state.area.max,
    concepts: state.concepts,
    projectStatus: state.projectStatus,
    disposalForm: state.disposalForm,
    outdoorArea: state.outdoorArea,
    viewing: state.viewing,
    residenceType: state.residenceType,
    stageIds: state.stageIds,
    inhabitDate: state.inhabitDate,
  };
}

// ---- the search page's view model --------------------------------------------------------

/** View model of the 'search' template, built by the server's search-page resolver. */
export interface SearchPageViewModel {
  /** buildSearchUrl of `state`: the first results belong to this URL only. */
  url: string;
  state: SearchUrlState;
  /** Resolved tags of the tag path and `q`. */
  tags: SearchTag[];
  bounds: SliderBounds;
  /** Today (yyyy-mm-dd) as the server saw it, so server and browser print the same move-in texts. */
  today: string;
  /**
   * First stage and area hits for search engines and the first paint, packed as cards read
   * them (search-card-hit.ts); null when the search failed.
   */
  stagesAndAreas: PackedSearchResponse | null;
  /** False when `stagesAndAreas` holds only the first hits (counts and facets are whole). */
  stagesAndAreasComplete: boolean;
}
