import type { FastifyInstance } from 'fastify';
import { registerVipRoutes } from './vip-routes';

// The VIP page and VIP showings of my pages (issue 15 item 8).
export async function registerVipModule(app: FastifyInstance): Promise<void> {
  registerVipRoutes(app);
}
