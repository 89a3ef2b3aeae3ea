import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_ERROR_CATALOGUE } from '../../shared/api/api-error';
import { apiDocumentContract } from '../../shared/system/system-contracts';
import { addEndpoint } from '../http/add-endpoint';
import { ACCESS_MEANINGS } from './auth/access';

// Every API route declares its schemas; the same declarations produce this document.
// Page HTML (the catch-all) is not an API and is hidden from it.
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hemvist API',
        description: apiDescription(),
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Health and platform' },
        { name: 'content', description: 'Pages, navigation and view models' },
        { name: 'residence', description: 'Residence search: stages, areas, objects and tags' },
        { name: 'text search', description: 'Full-text search of pages, projects and areas' },
        { name: 'account', description: 'Login, registration, tokens, the user proxy and notifications' },
        { name: 'analytics', description: 'Cookie choices, web vitals and residence visits' },
        { name: 'media', description: 'Generated pictures' },
        { name: 'cases', description: 'Case management: fault reports, errands, rounds and their files' },
        { name: 'booking', description: 'Click-to-buy: bookable homes, holds, booking status and steps' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  addEndpoint(app, apiDocumentContract, async () => app.swagger() as unknown as Record<string, unknown>);
}

/** The document's introduction: the access levels, the error shape and the whole catalogue of codes. */
function apiDescription(): string {
  const rows = Object.entries(API_ERROR_CATALOGUE).map(
    ([code, { status, meaning }]) => `| ${code} | ${status} | ${meaning} |`,
  );
  return [
    'HTTP contract of the Hemvist portal (see shared/spec). Every endpoint is declared once in src/shared',
    '(its contract) and registered from that declaration.',
    '',
    'Each endpoint names its access (`Access: …` in its description); one hook enforces it before the',
    'request is validated:',
    '',
    ...Object.entries(ACCESS_MEANINGS).map(([access, meaning]) => `- \`${access}\`: ${meaning}`),
    '',
    'Every error answers `{code, message, requestId, issues?}`; `code` is one of:',
    '',
    '| code | status | meaning |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}
