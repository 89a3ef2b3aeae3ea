import { describe, expect, it } from 'vitest';
import { objectSearchRequestSchema, searchFilterSchema } from './search-schemas';

describe('search request schemas', () => {
  it('fills the defaults of platform §9 into an empty filter', () => {
    const filter = searchFilterSchema.parse({});
    expect(filter).toMatchObject({ tags: [], inhabitDate: 3, viewing: 'IncludeAll', concepts: [] });
    const request = objectSearchRequestSchema.parse({});
    expect(request).toMatchObject({ limit: 30, offset: 0, sort: '' });
  });

  it('refuses a minimum above its maximum, unknown ids and unknown keys', () => {
    expect(searchFilterSchema.safeParse({ minPrice: 5, maxPrice: 4 }).success).toBe(false);
    expect(searchFilterSchema.safeParse({ residenceType: [99] }).success).toBe(false);
    expect(searchFilterSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('refuses limits above the largest fetch and unknown sort keys', () => {
    expect(objectSearchRequestSchema.safeParse({ limit: 401 }).success).toBe(false);
    expect(objectSearchRequestSchema.safeParse({ limit: 400 }).success).toBe(true);
    expect(objectSearchRequestSchema.safeParse({ sort: 'colour:asc' }).success).toBe(false);
  });
});
