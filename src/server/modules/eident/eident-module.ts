import type { FastifyInstance } from 'fastify';

// Placeholder: Norwegian and Finnish e-identification over OpenID Connect, and its simulator (issue 4).
export async function registerEidentModule(_app: FastifyInstance): Promise<void> {}
