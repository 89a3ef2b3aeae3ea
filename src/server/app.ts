import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { type DatabaseHandle, openDatabase } from './db/client';
import { registerJobQueue } from './jobs/job-queue';
import { registerAccountModule } from './modules/account/account-module';
import { registerAnalyticsModule } from './modules/analytics/analytics-routes';
import { registerBankIdModule } from './modules/bankid/bankid-module';
import { registerBookingModule } from './modules/booking/booking-module';
import { registerCaseModule } from './modules/cases/case-module';
import { FILE_NAME_MAX_URL_LENGTH } from './modules/cases/uploads/file-names';
import { registerContentModule } from './modules/content/content-routes';
import { registerPageResolvers } from './modules/content/page-resolvers';
import { registerEidentModule } from './modules/eident/eident-module';
import { registerExplorerModule } from './modules/explorer/explorer-module';
import { registerFormsModule } from './modules/forms/form-routes';
import { registerHealthModule } from './modules/health/health-routes';
import { registerMailQueue } from './modules/mail/mail-queue';
import { registerMediaModule } from './modules/media/media-routes';
import { registerMyPagesModule } from './modules/my-pages/my-pages-module';
import { registerMyResidenceModule } from './modules/my-residence/my-residence-module';
import { registerPaymentsModule } from './modules/payments/payments-module';
import { registerPremisesModule } from './modules/premises/premises-module';
import { registerResidenceModule } from './modules/residence/residence-module';
import { registerSavedSearchModule } from './modules/saved-searches/saved-search-module';
import { registerSigningModule } from './modules/signing/signing-module';
import { registerTextSearchModule } from './modules/text-search/text-search-routes';
import { registerVipModule } from './modules/vip/vip-module';
import { registerAccessHook } from './plugins/auth/access';
import { registerCompression } from './plugins/compression';
import { registerDrain } from './plugins/drain';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics/register-metrics';
import { registerOpenApi } from './plugins/openapi';
import { scheduleRateLimitPruning } from './plugins/rate-limit';
import { requestIdGenerator } from './plugins/request-id';
import { appLoggerOptions } from './plugins/request-log';
import { registerRouteRegistry } from './plugins/route-registry';
import { registerSameOriginGuard } from './plugins/same-origin-guard';
import { registerHttpsRedirect, registerSecurityHeaders } from './plugins/security-headers';
import { registerSiteContext } from './plugins/site-context';
import { registerStaticAssets } from './plugins/static-assets';
import { registerStorableTextGuard } from './plugins/storable-text';
import { registerPaymentProviders } from './providers/payments/payment-providers';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  /** An already opened database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Overrides the logger, e.g. `false` in tests. */
  logger?: FastifyServerOptions['logger'];
}

// The app is a plugin-composed Fastify instance; main.ts only starts it and tests build
// the same thing and call app.inject() against a real database (CONVENTIONS, fastify/demo).
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    // Tokens in request URLs are logged masked, failed queries without their parameters.
    logger: options.logger ?? appLoggerOptions(config.logLevel),
    // The balancer's X-Request-Id, from a trusted proxy only; otherwise a new id.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // One log line a request, when it is answered (below), rather than Fastify's two: on a busy
    // server the request log was a large share of what a cached page cost.
    logController: new LogController({ disableRequestLogging: true }),
    // Only configured proxies may name the client address and protocol; the site never comes
    // from X-Forwarded-Host (site-context reads the Host header itself).
    trustProxy: config.trustProxy?.length ? config.trustProxy : false,
    // *.localhost and production hosts with a port: the host header selects the site. A route
    // parameter may be as long as a stored file name in a URL (Fastify's default, 100, made
    // the download of a longer name a 404).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: FILE_NAME_MAX_URL_LENGTH },
    // Loading the page templates and the build manifest takes seconds on a busy machine; Fastify's
    // 10 s default failed starts under CI load ("Plugin did not start in time").
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  registerRouteRegistry(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    openDatabase(config.database, {
      onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection failed'),
    });
  app.decorate('config', config);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  registerMetrics(app);
  // Closed before the database (onClose runs last-registered first), after the modules.
  registerJobQueue(app);
  registerMailQueue(app);
  registerDrain(app);

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(fastifyCookie);
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  registerSiteContext(app);
  registerAccessHook(app);
  registerHttpsRedirect(app);
  registerStorableTextGuard(app);
  registerSameOriginGuard(app);
  scheduleRateLimitPruning(app);
  await registerOpenApi(app);

  await app.register(registerHealthModule);
  await registerStaticAssets(app, config);
  registerPageResolvers(app);
  await app.register(registerMediaModule);
  await app.register(registerPremisesModule);
  await app.register(registerResidenceModule);
  await app.register(registerTextSearchModule);
  await app.register(registerFormsModule);
  await app.register(registerAnalyticsModule);
  await app.register(registerAccountModule);
  await app.register(registerBankIdModule);
  await app.register(registerEidentModule);
  await app.register(registerCaseModule);
  await app.register(registerBookingModule);
  await app.register(registerMyPagesModule);
  await app.register(registerSigningModule);
  await app.register(registerExplorerModule);
  await app.register(registerSavedSearchModule);
  await app.register(registerVipModule);
  await app.register(registerMyResidenceModule);
  // Swish, card and bank payment: real clients, or their simulators when config.simulators says so.
  await registerPaymentProviders(app);
  await app.register(registerPaymentsModule);
  // Last: its catch-all answers every path the modules above did not claim.
  await app.register(registerContentModule);

  return app;
}
