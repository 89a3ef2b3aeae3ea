import type { FastifyInstance } from 'fastify';

// Placeholder: experiments, web vitals and time series (issue 5, items 3 and 4) are being built here.
export async function registerAnalyticsModule(_app: FastifyInstance): Promise<void> {}
