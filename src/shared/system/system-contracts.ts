import { z } from 'zod';
import { defineContract } from '../api/contract';
import { GENERATED_IMAGE_KINDS } from '../media/image-urls';
import { navigationResponseSchema, pagePayloadSchema } from '../page/page-payload';
import { SYSTEM_ENDPOINTS as E } from './system-endpoints';

// Contracts of the platform's own endpoints. Pages are HTML for people and search engines, not
// API: their contracts say so (`hide`), and every page path also answers `{path}/GetViewModel`.

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** up: it answered; down: it failed or did not answer in time. */
  database: z.enum(['up', 'down']),
  /** current: the newest migration is applied and every table exists; unknown when down. */
  schema: z.enum(['current', 'outdated', 'unknown']),
  databaseKind: z.enum(['postgres', 'pglite']),
  /** The instance is shutting down (SIGTERM): it finishes what it has and takes nothing new. */
  draining: z.literal(true).optional(),
  /** Mail whose tries are all spent (the dead-letter queue), for the operator; only when up. */
  undeliverableMail: z.number().int().nonnegative().optional(),
});

export const healthContract = defineContract(E.health, {
  access: 'public',
  tags: ['system'],
  summary: 'Liveness, database reachability and schema',
  description:
    '503 (same body) when the database is unreachable, stalled, or lacks the schema of this build.',
  responses: { 200: healthSchema, 503: healthSchema },
});

export const navigationContract = defineContract(E.navigation, {
  access: 'public',
  tags: ['content'],
  summary: 'Navigation and footer of the site',
  responses: { 200: navigationResponseSchema },
});

export const englishNavigationContract = defineContract(E.navigationEnglish, {
  access: 'public',
  tags: ['content'],
  summary: 'Navigation and footer of the English sub-site',
  responses: { 200: navigationResponseSchema },
});

export const startViewModelContract = defineContract(E.startViewModel, {
  access: 'public',
  tags: ['content'],
  summary: 'Page payload of the start page; every page path has `{path}/GetViewModel`',
  description: 'A page that needs a login answers 401; a missing page 404, both with the page payload.',
  query: pagePayloadSchema.shape.context.shape.query,
  responses: {
    200: pagePayloadSchema,
    404: pagePayloadSchema,
    500: pagePayloadSchema,
    503: pagePayloadSchema,
  },
  errors: ['UNAUTHORIZED'],
});

/** A page answers HTML, or its payload as JSON under `{path}/GetViewModel`, with any of these statuses. */
const pageOrPayload = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() }, 'application/json': { schema: pagePayloadSchema } },
});

export const pageContract = defineContract(E.page, {
  access: 'public',
  tags: ['content'],
  summary: 'Any page of the site as server-rendered HTML, or its payload at `{path}/GetViewModel`',
  hide: true,
  responses: {
    200: pageOrPayload('The page'),
    301: z.null().describe('To the canonical path (one slash, a trailing slash)'),
    302: z.null().describe('A page behind login, to the login page with a referrer'),
    304: z.null().describe('Not modified (the ETag of a cached anonymous page matched)'),
    404: pageOrPayload('The not-found page'),
    500: pageOrPayload('The error page'),
    503: pageOrPayload('The service-unavailable page (database down), with Retry-After'),
  },
  // A view model of a page behind login, asked without one.
  errors: ['UNAUTHORIZED'],
});

export const faviconContract = defineContract(E.favicon, {
  access: 'public',
  tags: ['content'],
  summary: "The site's icon in its brand colours",
  hide: true,
  responses: { 200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } } },
});

export const apiDocumentContract = defineContract(E.apiDocument, {
  access: 'public',
  tags: ['system'],
  summary: 'This API document (OpenAPI 3.1)',
  hide: true,
  responses: { 200: z.record(z.string(), z.unknown()) },
});

export const devOutboxContract = defineContract(E.devOutbox, {
  access: 'devTools',
  tags: ['system'],
  summary: 'Developer page listing stored mail, newest first (DEV_TOOLS, never on preprod or prod hosts)',
  hide: true,
  responses: { 200: html('The outbox') },
});

export const generatedImageContract = defineContract(E.generatedImage, {
  access: 'public',
  tags: ['media'],
  summary: 'Generated picture of a stage, area or object (WebP, 3:2)',
  params: z.object({
    kind: z.string().describe(`One of ${GENERATED_IMAGE_KINDS.join(', ')}`),
    file: z.string().describe('`{id}.webp`, or `{id}-{n}.webp` for variant n (1–9)'),
  }),
  query: z.object({
    w: z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a number of pixels')
      .optional()
      .describe('Width in pixels (100–2560, default 1200); rendered at the next allowed width'),
  }),
  responses: {
    200: {
      description: 'The picture, WebP at quality 75, height = width / 1.5',
      content: { 'image/webp': { schema: z.string().describe('binary WebP') } },
    },
    304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
  },
  errors: ['NOT_FOUND'],
});
