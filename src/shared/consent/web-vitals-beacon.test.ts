import { describe, expect, it } from 'vitest';
import { webVitalsBeaconSchema } from './web-vitals-beacon';

describe('webVitalsBeaconSchema', () => {
  const beacon = {
    id: 'v1-1-1-LCP',
    name: 'LCP',
    value: 1200,
    navigationType: 'navigate',
    rating: 'good',
    path: '/bostader/',
    host: 'localhost:3000',
  };

  it('accepts a beacon of the spec fields', () => {
    expect(webVitalsBeaconSchema.parse(beacon)).toEqual(beacon);
  });

  it.each([
    ['an unknown metric', { name: 'FID' }],
    ['a negative value', { value: -1 }],
    ['a path without /', { path: 'bostader' }],
    ['a host with a scheme', { host: 'http://localhost' }],
    ['an unknown rating', { rating: 'ok' }],
  ])('rejects %s', (_label, change) => {
    expect(webVitalsBeaconSchema.safeParse({ ...beacon, ...change }).success).toBe(false);
  });
});
