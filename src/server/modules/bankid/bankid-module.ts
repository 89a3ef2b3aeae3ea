import type { FastifyInstance } from 'fastify';
import { createBankIdHttpsClient } from '../../providers/bankid/https-client';
import { createSimulatorClient } from '../../providers/bankid/simulator-client';
import { createBankIdSimulator } from '../../providers/bankid/simulator-orders';
import { bankIdSimulatorRoutes } from '../../providers/bankid/simulator-routes';
import { SIMULATOR_BASE } from '../../providers/bankid/tester-page';
import { type BankIdServices, createBankIdLogin } from './bankid-login-service';
import { registerBankIdRoutes } from './bankid-routes';

// Tests reach the client and clock of an app through its HTTP server (shared by the root
// instance and this encapsulated module), to count collect calls or move time.
const servicesByServer = new WeakMap<object, BankIdServices>();

export function bankIdServicesOf(app: FastifyInstance): BankIdServices {
  const services = servicesByServer.get(app.server);
  if (!services) throw new Error('The BankID module is not registered on this app');
  return services;
}

/**
 * Swedish BankID login (RP API v6.0). With config.bankId the real service is called over
 * mutual TLS. Without it the simulator is mounted at /bankid-simulator and used instead: that
 * is every local, dev and test setup (`npm start` included, which runs NODE_ENV=production on
 * the embedded database). Preprod and prod hosts never reach the simulator, and production
 * deployments configure BANKID_API_URL, which removes it altogether.
 */
export async function registerBankIdModule(app: FastifyInstance): Promise<void> {
  const config = app.config.bankId;
  const services: BankIdServices = config
    ? { client: createBankIdHttpsClient(config), now: () => new Date() }
    : await mountSimulator(app);
  servicesByServer.set(app.server, services);
  registerBankIdRoutes(app, createBankIdLogin(app, services));
}

async function mountSimulator(app: FastifyInstance): Promise<BankIdServices> {
  const services: BankIdServices = { client: createSimulatorClient(app), now: () => new Date() };
  // The simulator reads the same clock as the portal, so a test that moves one moves both.
  services.simulator = createBankIdSimulator(app.database.db, { now: () => services.now() });
  await app.register(bankIdSimulatorRoutes, { prefix: SIMULATOR_BASE, simulator: services.simulator });
  return services;
}
