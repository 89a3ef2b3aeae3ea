import type { FastifyInstance } from 'fastify';

// Placeholder: the site text search (issue 5, item 2) is being built here.
export async function registerTextSearchModule(_app: FastifyInstance): Promise<void> {}
