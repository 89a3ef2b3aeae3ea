import { describe, expect, it } from 'vitest';
import {
  cleanPremisesFilters,
  defaultPremisesFilters,
  premisesFilterQuery,
  premisesFiltersFromQuery,
  premisesSearchRequest,
} from './premises-filter-state';

// The premises filters in the address and the cookie (issue 33 item 7): what can be used is
// read, everything else is left out without an error, and what is written reads back the same.

const range = { min: 0, max: 200 };
const tags = ['Centralt läge', 'Kungsholmen, Stockholm', 'Parkering'];
const read = (query: string) => premisesFiltersFromQuery(new URLSearchParams(query), range, tags);

describe('premises filters in the address', () => {
  it('writes only what differs from the defaults, readably, and reads it back', () => {
    expect(premisesFilterQuery(defaultPremisesFilters(range), range)).toBe('');
    const filters = {
      types: ['office', 'retail'] as const,
      tags: ['Kungsholmen, Stockholm', 'Parkering'],
      minArea: 40,
      maxArea: 150,
      sort: 'rent:asc' as const,
    };
    const query = premisesFilterQuery({ ...filters, types: [...filters.types] }, range);
    expect(query).toBe(
      'type=office,retail&tags=Kungsholmen,+Stockholm;Parkering&minArea=40&maxArea=150&sort=rent:asc',
    );
    expect(read(query)).toEqual({ ...filters, types: [...filters.types] });
  });

  it('leaves out what cannot be used, and gives none when nothing can', () => {
    expect(read('type=office,castle&tags=Atlantis;Parkering&minArea=-5&maxArea=9999&sort=name:asc')).toEqual({
      types: ['office'],
      tags: ['Parkering'],
      minArea: range.min,
      maxArea: range.max,
      sort: '',
    });
    expect(read('')).toBeNull();
    expect(read('type=castle&minArea=many&maxArea=&sort=cheap&utm_source=mail')).toBeNull();
    expect(read('minArea=55.4')).toMatchObject({ minArea: 55 });
  });

  it('reads a stored cookie value as forgivingly', () => {
    expect(
      cleanPremisesFilters(
        { types: ['storage', 7], tags: 'Parkering', minArea: '30', maxArea: 120, sort: 'size:desc' },
        range,
        tags,
      ),
    ).toEqual({ types: ['storage'], tags: [], minArea: 0, maxArea: 120, sort: 'size:desc' });
  });

  it('asks the API for [sortOrder, chosen sort] and no upper bound at the top of the range', () => {
    const request = premisesSearchRequest(
      { types: [], tags: [], minArea: 150, maxArea: 60, sort: 'price:desc' },
      'site-id',
      range,
    );
    expect(request.filter).toMatchObject({ minArea: 60, maxArea: 150 });
    expect(request.sort).toEqual(['sortOrder:asc', 'price:desc']);
    expect(
      premisesSearchRequest(defaultPremisesFilters(range), 'site-id', range).filter?.maxArea,
    ).toBeUndefined();
  });
});
