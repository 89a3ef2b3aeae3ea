import { z } from 'zod';

// The web-vitals beacon of flows §7.3, shared by the page that sends it and the API that stores
// it. The id identifies one metric of one page load, never the visitor.

export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

export const webVitalsBeaconSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().min(0).max(3_600_000),
  navigationType: z.enum(NAVIGATION_TYPES),
  rating: z.enum(WEB_VITAL_RATINGS),
  path: z.string().startsWith('/').max(2048),
  host: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'a host name with an optional port'),
});
export type WebVitalsBeacon = z.infer<typeof webVitalsBeaconSchema>;

/** Thresholds of the good and poor ratings (web.dev): at or below good is good, above poor is poor. */
export const RATING_THRESHOLDS: Readonly<Record<WebVitalName, readonly [number, number]>> = Object.freeze({
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
});

export function rateWebVital(name: WebVitalName, value: number): (typeof WEB_VITAL_RATINGS)[number] {
  const [good, poor] = RATING_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
