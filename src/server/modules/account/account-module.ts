import type { FastifyInstance } from 'fastify';
import { registerMailModule } from '../mail/mail-module';
import { registerNotificationRoutes } from '../notifications/notification-routes';
import { registerAccountDataRoutes } from './account-data-routes';
import { registerAccountRoutes } from './account-routes';
import { registerResidenceRelationRoutes } from './residence-relations-routes';
import { registerUserProxyRoutes } from './user-proxy-routes';

// Accounts, email login, tokens, the user proxy, notifications and the dev outbox (issue 4).
export async function registerAccountModule(app: FastifyInstance): Promise<void> {
  await registerAccountRoutes(app);
  registerAccountDataRoutes(app);
  registerResidenceRelationRoutes(app);
  await registerUserProxyRoutes(app);
  await registerNotificationRoutes(app);
  await registerMailModule(app);
}
