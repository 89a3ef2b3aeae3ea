import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { type ApiError, apiErrorSchema } from '../../../shared/api/api-error';
import { findSiteBySiteId } from '../../../shared/sites/sites';
import {
  TEXT_SEARCH_SIZES,
  textSearchRequestSchema,
  textSearchResponseSchema,
} from '../../../shared/text-search/text-search-schemas';
import { searchText, TYPO_THRESHOLD } from './text-search-service';

// POST /api/textsearch (platform §3 "Site text search request", §7 "Text search").
// Every invalid body answers 400 VALIDATION_FAILED with the issues; a siteId that names no
// site answers 400 UNKNOWN_SITE_ID.

function invalidBody(error: ZodError, requestId: string): ApiError {
  const [first] = error.issues;
  return {
    code: 'VALIDATION_FAILED',
    message: first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'The request is not valid.',
    requestId,
    issues: error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  };
}

export async function registerTextSearchModule(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/textsearch',
    {
      attachValidation: true,
      schema: {
        tags: ['text search'],
        summary: "Full-text search of the site's pages, residential projects and areas",
        description:
          `Matches the words in the site's language (stemming), each word also as a prefix, and ` +
          `title/summary by trigram similarity ≥ ${TYPO_THRESHOLD} (typos); each word of 4+ letters also ` +
          'matches a title or summary word one edit away (two edits from 9 letters: a letter missing, ' +
          'extra, wrong or two swapped). Typo matches rank after exact ones. sortType nothing = relevance, ' +
          'date = newest first, alpha = by title. categories: all, content, news (news and press releases), ' +
          'residencial (residential projects and areas), career. _formatted holds title, summary and body ' +
          'with matched words in <em>…</em>; attributes in attributesToCrop are cut to about 24 words ' +
          `around the match, with cropMarker (default "…") where text was cut. take is at most ` +
          `${TEXT_SEARCH_SIZES.page} (the quick search takes ${TEXT_SEARCH_SIZES.quick}). ` +
          'facetDistribution.category counts the hits per category whatever the categories filter.',
        body: textSearchRequestSchema,
        response: { 200: textSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const parsed = textSearchRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send(invalidBody(parsed.error, request.id));
      const body = parsed.data;
      const site = findSiteBySiteId(body.siteId);
      if (!site) {
        return reply.status(400).send({
          code: 'UNKNOWN_SITE_ID',
          message: `No site has the id ${body.siteId}.`,
          requestId: request.id,
        } satisfies ApiError);
      }
      return searchText(app.database.db, { site, pathPrefix: body.pathPrefix }, body);
    },
  );
}
