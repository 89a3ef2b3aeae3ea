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
  /** The page template of the load measured (the metrics' p75 by template); absent from older pages. */
  template: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type WebVitalsBeacon = z.infer<typeof webVitalsBeaconSchema>;
