import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import type { BankIdClient } from '../../providers/bankid/bankid-api';
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
 * mutual TLS. Without it, and with config.simulators on (local, dev and test setups, `npm
 * start` included), the simulator is mounted at /bankid-simulator and used instead; preprod
 * and prod hosts never reach it. With neither, BankID is unavailable: its routes answer 503.
 */
export async function registerBankIdModule(app: FastifyInstance): Promise<void> {
  const config = app.config.bankId;
  const services: BankIdServices = config
    ? { client: createBankIdHttpsClient(config), now: () => new Date() }
    : app.config.simulators
      ? await mountSimulator(app)
      : { client: unavailableClient(), now: () => new Date() };
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

/** Stands in when neither BankID nor its simulator is configured: every call is a 503. */
function unavailableClient(): BankIdClient {
  const unavailable = async (): Promise<never> => {
    throw new HttpError('SERVICE_UNAVAILABLE', 'BankID is not configured on this server');
  };
  return { auth: unavailable, sign: unavailable, collect: unavailable, cancel: unavailable };
}
