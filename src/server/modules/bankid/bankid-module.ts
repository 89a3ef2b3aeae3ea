import type { FastifyInstance } from 'fastify';

// Placeholder: BankID login through the RP API v6.0, and its simulator (issue 4).
export async function registerBankIdModule(_app: FastifyInstance): Promise<void> {}
