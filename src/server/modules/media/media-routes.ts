import type { FastifyInstance } from 'fastify';

// Placeholder: the generated-image route (issue 3, item 2) is being built here.
export async function registerMediaModule(_app: FastifyInstance): Promise<void> {}
