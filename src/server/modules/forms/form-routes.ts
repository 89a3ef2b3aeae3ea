import type { FastifyInstance } from 'fastify';

// Placeholder: the forms on content pages (issue 5, item 1) are being built here.
export async function registerFormsModule(_app: FastifyInstance): Promise<void> {}
