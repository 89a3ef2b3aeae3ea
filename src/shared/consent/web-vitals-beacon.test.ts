import { describe, expect, it } from 'vitest';
import { rateWebVital, webVitalsBeaconSchema } from './web-vitals-beacon';

describe('rateWebVital', () => {
  it('rates by the good and poor thresholds, inclusive of the good one', () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('CLS', 0.05)).toBe('good');
    expect(rateWebVital('INP', 600)).toBe('poor');
  });
});

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
