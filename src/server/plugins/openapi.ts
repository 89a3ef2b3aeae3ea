import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// Every API route declares its schemas; the same declarations produce this document.
// Page HTML (the catch-all) is not an API and is hidden from it.
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hemvist API',
        description: 'HTTP contract of the Hemvist portal (see shared/spec).',
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Health and platform' },
        { name: 'content', description: 'Pages, navigation and view models' },
        { name: 'residence', description: 'Residence search: stages, areas, objects and tags' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
