import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedFilterCount,
  defaultFilter,
  type ExplorerFilter,
  type FilterableHome,
  filterBoundsOf,
  isRoomFilterChanged,
  matchingIds,
} from './explorer-filter';

// The explorer filters in the browser (flows §4.6, §9), so the property tests are here: the
// matching set equals a plain recount, the defaults match every home, and the room filter
// counts as changed exactly when it is not 1 to max.

const home = fc.record({
  id: fc.uuid(),
  rooms: fc.integer({ min: 1, max: 7 }),
  price: fc.option(fc.integer({ min: 500_000, max: 12_000_000 }), { nil: null, freq: 6 }),
  primaryArea: fc.integer({ min: 200, max: 2000 }).map((tenths) => tenths / 10),
});
const homes = fc.array(home, { maxLength: 200 });

function filterWithin(list: readonly FilterableHome[]): fc.Arbitrary<ExplorerFilter> {
  const bounds = filterBoundsOf(list);
  const range = (max: number) =>
    fc
      .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
  return fc
    .record({
      rooms: range(bounds.maxRooms).map(([a = 1, b = 1]) => [Math.max(1, a), Math.max(1, b)]),
      price: fc.oneof(fc.constant([0, bounds.maxPrice]), range(bounds.maxPrice)),
      area: fc.oneof(fc.constant([0, bounds.maxArea]), range(bounds.maxArea)),
    })
    .map(({ rooms, price, area }) => ({
      minRooms: rooms[0] ?? 1,
      maxRooms: rooms[1] ?? 1,
      minPrice: price[0] ?? 0,
      maxPrice: price[1] ?? 0,
      minArea: area[0] ?? 0,
      maxArea: area[1] ?? 0,
    }));
}

/** The recount: every home checked by hand against every bound. */
function recount(
  list: readonly (FilterableHome & { id: string })[],
  filter: ExplorerFilter,
  maxPrice: number,
) {
  const priceTouched = filter.minPrice !== 0 || filter.maxPrice !== maxPrice;
  const ids: string[] = [];
  for (const candidate of list) {
    let ok = candidate.rooms >= filter.minRooms && candidate.rooms <= filter.maxRooms;
    ok = ok && candidate.primaryArea >= filter.minArea && candidate.primaryArea <= filter.maxArea;
    if (candidate.price === null) ok = ok && !priceTouched;
    else ok = ok && candidate.price >= filter.minPrice && candidate.price <= filter.maxPrice;
    if (ok) ids.push(candidate.id);
  }
  return new Set(ids);
}

describe('explorer filter', () => {
  it('matches exactly the homes a plain recount finds', () => {
    fc.assert(
      fc.property(
        homes.chain((list) => fc.tuple(fc.constant(list), filterWithin(list))),
        ([list, filter]) => {
          const bounds = filterBoundsOf(list);
          expect(matchingIds(list, filter, bounds)).toEqual(recount(list, filter, bounds.maxPrice));
        },
      ),
    );
  });

  it('the defaults (rooms from 1, price and area from 0, up to the maxima) match every home', () => {
    fc.assert(
      fc.property(homes, (list) => {
        const bounds = filterBoundsOf(list);
        const filter = defaultFilter(bounds);
        expect(matchingIds(list, filter, bounds).size).toBe(new Set(list.map((h) => h.id)).size);
        expect(changedFilterCount(filter, bounds)).toBe(0);
      }),
    );
  });

  it('counts the room filter as changed unless it is 1 to max', () => {
    fc.assert(
      fc.property(homes, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (list, a, b) => {
        const bounds = filterBoundsOf(list);
        const filter = { ...defaultFilter(bounds), minRooms: Math.min(a, b), maxRooms: Math.max(a, b) };
        expect(isRoomFilterChanged(filter, bounds)).toBe(
          !(filter.minRooms === 1 && filter.maxRooms === bounds.maxRooms),
        );
      }),
    );
  });

  it('narrowing a range never adds a home', () => {
    fc.assert(
      fc.property(
        homes.chain((list) => fc.tuple(fc.constant(list), filterWithin(list))),
        ([list, filter]) => {
          const bounds = filterBoundsOf(list);
          const wide = matchingIds(list, filter, bounds);
          const narrow = matchingIds(list, { ...filter, minRooms: filter.minRooms + 1 }, bounds);
          for (const id of narrow) expect(wide.has(id)).toBe(true);
        },
      ),
    );
  });
});
