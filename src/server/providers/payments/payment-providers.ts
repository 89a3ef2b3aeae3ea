import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { createInjectTransport, createNetworkTransport } from './http-transport';
import { createNordeaProvider } from './nordea-client';
import { createNordeaSimulator, type NordeaSimulator } from './nordea-simulator';
import { nordeaSimulatorRoutes } from './nordea-simulator-routes';
import { NORDEA_SIMULATOR_BASE } from './nordea-tester-page';
import type { PaymentMethod, PaymentProvider } from './payment-provider';
import { createCallbackPoster } from './simulator-support';
import { createSveaProvider } from './svea-client';
import { createSveaSimulator, type SveaSimulator } from './svea-simulator';
import { sveaSimulatorRoutes } from './svea-simulator-routes';
import { SVEA_SIMULATOR_BASE } from './svea-tester-page';
import { createSwishProvider } from './swish-client';
import { createSwishSimulator, type SwishSimulator } from './swish-simulator';
import { swishSimulatorRoutes } from './swish-simulator-routes';
import { SWISH_SIMULATOR_BASE } from './swish-tester-page';

export type PaymentProviders = Readonly<Record<PaymentMethod, PaymentProvider>>;

export interface PaymentServices {
  providers: PaymentProviders;
  /** The simulators mounted in this app (tests drive them as the tester page would). */
  simulators: { swish?: SwishSimulator; svea?: SveaSimulator; nordea?: NordeaSimulator };
  /** The secret the card provider verifies pushes with (tests sign forged ones with another). */
  sveaSecret?: string;
  /** What the bank simulator accepts, for a client of its own (tests). */
  nordeaCredentials?: { clientId: string; clientSecret: string; accessToken: string };
  /** The simulators' clock; tests move it to reach the time rules (Swish TM01, bank execution). */
  now: () => Date;
}

/** The simulators' own merchant: Swish's test number of the Merchant Swish Simulator, and made-up ids. */
export const SIMULATOR_MERCHANT = {
  swishPayeeAlias: '1231181189',
  sveaMerchantId: '100001',
  nordeaClientId: 'hemvist-simulator',
  nordeaCreditorAccount: 'SE4550000000058398257466',
  nordeaCreditorName: 'Hemvist AB',
} as const;

const servicesByServer = new WeakMap<object, PaymentServices>();

/** The payment providers of an app, for the booking code (and tests). */
export function paymentServicesOf(app: FastifyInstance): PaymentServices {
  const services = servicesByServer.get(app.server);
  if (!services) throw new Error('The payment providers are not registered on this app');
  return services;
}

/**
 * A secret of this deployment for one purpose, from the token key every instance shares, so
 * instances agree on it without another setting: Swish callback identifiers, and the
 * simulators' credentials.
 */
function derivedSecret(app: FastifyInstance, purpose: string): string {
  return createHmac('sha256', app.config.jwtSecrets[0] ?? '')
    .update(`payments:${purpose}`)
    .digest('hex');
}

function unavailable(method: PaymentMethod): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new HttpError('SERVICE_UNAVAILABLE', `${method} payments are not configured on this server`);
  };
  return { method, start: refuse, status: refuse, cancel: refuse, verifyCallback: refuse };
}

/**
 * Swish, card and bank payment. Each provider configured in config.payments is called for
 * real; one that is not is served by its simulator, mounted here when config.simulators is on
 * (never because of anything in a request), and otherwise answers 503. Call from buildApp.
 */
export async function registerPaymentProviders(app: FastifyInstance): Promise<void> {
  const config = app.config.payments ?? {};
  const simulate = app.config.simulators;
  const postCallback = createCallbackPoster(app);
  const services: PaymentServices = {
    providers: { swish: unavailable('swish'), card: unavailable('card'), bank: unavailable('bank') },
    simulators: {},
    now: () => new Date(),
  };
  const now = () => services.now();
  const providers = services.providers as Record<PaymentMethod, PaymentProvider>;
  const swishCallbackSecret = derivedSecret(app, 'swish-callback');

  if (config.swish) {
    const { apiUrl, payeeAlias, ...tls } = config.swish;
    providers.swish = createSwishProvider({
      transport: createNetworkTransport(apiUrl, tls),
      payeeAlias,
      callbackSecret: swishCallbackSecret,
    }).provider;
  } else if (simulate) {
    const simulator = createSwishSimulator({ postCallback, now });
    await app.register(swishSimulatorRoutes, { prefix: SWISH_SIMULATOR_BASE, simulator });
    services.simulators.swish = simulator;
    providers.swish = createSwishProvider({
      transport: createInjectTransport(app, SWISH_SIMULATOR_BASE),
      payeeAlias: SIMULATOR_MERCHANT.swishPayeeAlias,
      callbackSecret: swishCallbackSecret,
      // The "open Swish" link leads to the simulator's app page on the portal's own host.
      appUrl: (token, returnUrl) =>
        `${SWISH_SIMULATOR_BASE}/paymentrequest?token=${encodeURIComponent(token)}&callbackurl=${encodeURIComponent(returnUrl)}`,
    }).provider;
  }

  if (config.svea) {
    const { apiUrl, merchantId, secret } = config.svea;
    providers.card = createSveaProvider({
      transport: createNetworkTransport(apiUrl),
      merchantId,
      secret,
    }).provider;
    services.sveaSecret = secret;
  } else if (simulate) {
    const secret = derivedSecret(app, 'svea-simulator');
    const simulator = createSveaSimulator({
      merchantId: SIMULATOR_MERCHANT.sveaMerchantId,
      secret,
      postCallback,
      now,
    });
    await app.register(sveaSimulatorRoutes, { prefix: SVEA_SIMULATOR_BASE, simulator });
    services.simulators.svea = simulator;
    services.sveaSecret = secret;
    providers.card = createSveaProvider({
      transport: createInjectTransport(app, SVEA_SIMULATOR_BASE),
      merchantId: SIMULATOR_MERCHANT.sveaMerchantId,
      secret,
      pathOnlyCheckoutUrl: true,
    }).provider;
  }

  if (config.nordea) {
    const { apiUrl, clientCertPath, clientKeyPath, ...client } = config.nordea;
    providers.bank = createNordeaProvider({
      transport: createNetworkTransport(apiUrl, { clientCertPath, clientKeyPath }),
      ...client,
    }).provider;
  } else if (simulate) {
    const credentials = {
      clientId: SIMULATOR_MERCHANT.nordeaClientId,
      clientSecret: derivedSecret(app, 'nordea-client-secret'),
      accessToken: derivedSecret(app, 'nordea-access-token'),
    };
    const simulator = createNordeaSimulator({ now });
    services.nordeaCredentials = credentials;
    await app.register(nordeaSimulatorRoutes, { prefix: NORDEA_SIMULATOR_BASE, simulator, ...credentials });
    services.simulators.nordea = simulator;
    providers.bank = createNordeaProvider({
      transport: createInjectTransport(app, NORDEA_SIMULATOR_BASE),
      ...credentials,
      creditorAccount: SIMULATOR_MERCHANT.nordeaCreditorAccount,
      creditorName: SIMULATOR_MERCHANT.nordeaCreditorName,
      pathOnlySigningUrl: true,
    }).provider;
  }

  servicesByServer.set(app.server, services);
}
