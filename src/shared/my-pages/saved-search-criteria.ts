import { formatArea, formatAreaRange } from '../format/area';
import { formatCurrency, formatPriceRange } from '../format/currency';
import { formatRooms } from '../format/rooms';
import { SLIDER_BOUNDS } from '../residence/search-constants';
import { defaultSearchState, type SearchUrlState, type SliderRange } from '../residence/search-url';
import type { Country, Locale } from '../sites/site-types';

// What a saved search looks for, in a few words (issue 33 item 12): the places, then price,
// rooms and area, then how many other filters. My pages shows it under each search, and a search
// saved without a name is named by it, so two searches can be told apart.

const WORDS: Readonly<
  Record<Locale, { atMost: string; atLeast: string; more: (count: number) => string; all: string }>
> = {
  sv: {
    atMost: 'högst',
    atLeast: 'minst',
    more: (count) => `${count} filter till`,
    all: 'Alla bostäder',
  },
  no: {
    atMost: 'maks',
    atLeast: 'minst',
    more: (count) => `${count} filtre til`,
    all: 'Alle boliger',
  },
  fi: {
    atMost: 'enintään',
    atLeast: 'vähintään',
    more: (count) => `${count} muuta rajausta`,
    all: 'Kaikki asunnot',
  },
  en: {
    atMost: 'at most',
    atLeast: 'at least',
    more: (count) => `${count} more filters`,
    all: 'All homes',
  },
};

const OTHER_GROUPS = [
  'concepts',
  'projectStatus',
  'disposalForm',
  'outdoorArea',
  'residenceType',
  'stageIds',
  'viewing',
  'inhabitDate',
] as const satisfies readonly (keyof SearchUrlState)[];

/** A range in words: "2–4 rok", "minst 3 rok", "högst 4 000 000 kr"; null at its default. */
function rangeWords(
  range: SliderRange,
  floor: number,
  words: (typeof WORDS)[Locale],
  format: { one: (value: number) => string; both: (min: number, max: number) => string },
): string | null {
  const hasMin = range.min > floor;
  if (range.max !== null)
    return hasMin ? format.both(range.min, range.max) : `${words.atMost} ${format.one(range.max)}`;
  return hasMin ? `${words.atLeast} ${format.one(range.min)}` : null;
}

export function savedSearchCriteria(
  state: SearchUrlState,
  tagNames: ReadonlyMap<string, string>,
  country: Country,
  locale: Locale,
): string[] {
  const words = WORDS[locale];
  const floors = defaultSearchState(country);
  const parts: string[] = state.tags.map((url) => tagNames.get(url) ?? url);
  const price = rangeWords(state.price, floors.price.min, words, {
    one: (value) => formatCurrency(value, country),
    both: (min, max) => formatPriceRange(min, max, country),
  });
  const rooms = rangeWords(state.rooms, Math.max(floors.rooms.min, SLIDER_BOUNDS[country].rooms.min), words, {
    one: (value) => formatRooms(value, null, locale),
    both: (min, max) => formatRooms(min, max, locale),
  });
  const area = rangeWords(state.area, floors.area.min, words, {
    one: (value) => formatArea(value, locale),
    both: (min, max) => formatAreaRange(min, max, locale),
  });
  for (const part of [price, rooms, area]) if (part) parts.push(part);
  const others = OTHER_GROUPS.filter(
    (key) => JSON.stringify(state[key]) !== JSON.stringify(floors[key]),
  ).length;
  if (others > 0) parts.push(words.more(others));
  return parts.length > 0 ? parts : [words.all];
}

/** The name of a search saved without one: its criteria, cut to the name's 80 characters. */
export function nameFromCriteria(criteria: readonly string[]): string {
  const name = criteria.join(', ');
  return name.length <= 80 ? name : `${name.slice(0, 79).trimEnd()}…`;
}
