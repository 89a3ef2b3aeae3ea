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

  it('accepts the page template of the load, and a beacon without one (a page of an older build)', () => {
    expect(webVitalsBeaconSchema.parse({ ...beacon, template: 'start' })).toEqual({
      ...beacon,
      template: 'start',
    });
  });

  it.each([
    ['a template name with odd characters', { template: 'start page<script>' }],
    ['a template name longer than 64', { template: 'x'.repeat(65) }],
    ['an unknown metric', { name: 'FID' }],
    ['a negative value', { value: -1 }],
    ['a path without /', { path: 'bostader' }],
    ['a host with a scheme', { host: 'http://localhost' }],
    ['an unknown rating', { rating: 'ok' }],
  ])('rejects %s', (_label, change) => {
    expect(webVitalsBeaconSchema.safeParse({ ...beacon, ...change }).success).toBe(false);
  });
});
