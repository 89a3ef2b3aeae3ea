import { z } from 'zod';
import { defineContract } from '../api/contract';
import { VISITOR_ID_PATTERN } from '../consent/cookie-table';
import { webVitalsBeaconSchema } from '../consent/web-vitals-beacon';
import { SITE_KEYS } from '../sites/site-types';
import { SITES } from '../sites/sites';
import { ANALYTICS_ENDPOINTS as E } from './analytics-endpoints';

// Contracts of measurement (platform §7 "Other", flows §7.3): cookie choices, web-vitals
// beacons, residence page visits and their time series, the tag-manager configuration.

const tags = ['analytics'] as const;

/** Residence visits are counted over this many days for "most visited". */
export const MOST_VISITED_DAYS = 30;

const slug = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ only, at most 64');

const siteParam = z
  .string()
  .refine(
    (value) =>
      (SITE_KEYS as readonly string[]).includes(value) ||
      Object.values(SITES).some((s) => s.siteId === value),
    'a site key (se, no, fi, …) or a siteId',
  )
  .transform(
    (value) => (Object.values(SITES).find((s) => s.key === value || s.siteId === value) ?? SITES.se).key,
  );

const lastVisitedItem = z.object({
  kind: z.enum(['stage', 'object', 'area']),
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  visitedAt: z.string(),
});
const mostVisitedItem = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  visits: z.number(),
});

export const experimentContract = defineContract(E.experiment, {
  access: 'public',
  tags,
  summary: 'Records a cookie choice (experiment cookie-consent; variant accept-all, reject-all or custom-…)',
  params: z.object({ experiment: slug, variant: slug }),
  responses: { 204: z.null() },
});

export const webVitalsContract = defineContract(E.webVitals, {
  access: 'public',
  tags,
  summary: 'Stores one web-vitals beacon {id, name, value, navigationType, rating, path, host}',
  description:
    'The body is JSON, sent as application/json or as text/plain (navigator.sendBeacon). 204 when stored.',
  body: webVitalsBeaconSchema,
  responses: { 204: z.null() },
});

export const visitContract = defineContract(E.visit, {
  access: 'public',
  tags,
  summary: 'Records a visit of a stage, object or area page by the visitor of the jmuid cookie',
  description: 'Without a jmuid cookie (no statistics consent) nothing is stored; still 204.',
  body: z.object({ kind: z.enum(['stage', 'object', 'area']), entityId: z.string().uuid() }),
  responses: { 204: z.null() },
  errors: ['NOT_FOUND'],
});

export const lastVisitedContract = defineContract(E.lastVisited, {
  access: 'public',
  tags,
  summary: "The visitor's last visited residences on a site: most recent first, distinct, at most 10",
  description:
    "Only for the id of the caller's own jmuid cookie (403 FORBIDDEN for any other); a logged-in caller also gets the visits made while logged in on other browsers.",
  params: z.object({
    id: z.string().regex(VISITOR_ID_PATTERN, 'a jmuid: anon- and a random id'),
    site: siteParam,
  }),
  responses: { 200: z.object({ items: z.array(lastVisitedItem) }) },
  errors: ['FORBIDDEN'],
});

export const mostVisitedContract = defineContract(E.mostVisitedInCounty, {
  access: 'public',
  tags,
  summary: `The most visited stages of a county in the last ${MOST_VISITED_DAYS} days, at most 10, with counts`,
  params: z.object({ id: z.string().uuid() }),
  responses: { 200: z.object({ items: z.array(mostVisitedItem) }) },
});

export const analyticsConfigContract = defineContract(E.config, {
  access: 'public',
  tags,
  summary: 'Tag-manager container id of this site and environment, or null',
  description: 'The page asks only after consent with statistics or marketing.',
  responses: { 200: z.object({ tagManagerId: z.string().nullable() }) },
});
