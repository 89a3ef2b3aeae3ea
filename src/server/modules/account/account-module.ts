import type { FastifyInstance } from 'fastify';

// Placeholder: accounts, email login, tokens, the user proxy and notifications (issue 4).
export async function registerAccountModule(_app: FastifyInstance): Promise<void> {}
