import type { FastifyInstance } from 'fastify';

// Placeholder: the residence search API (issue 3, item 3) is being built here.
export async function registerResidenceSearchRoutes(_app: FastifyInstance): Promise<void> {}
