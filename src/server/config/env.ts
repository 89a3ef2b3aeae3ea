import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { BrowserConfig } from '../../shared/page/page-payload';
import { ENVIRONMENTS, type Environment, SITE_KEYS } from '../../shared/sites/site-types';
import { projectPath } from '../project-root';
import type { S3Location } from '../providers/file-storage/s3-storage';
import { ConfigError } from './config-error';
import { parseFileStorageUrl } from './file-storage-url';
import { type PaymentsConfig, paymentsConfig } from './payments-config';
import { readOrCreateSecretFile } from './secret-file.mjs';

export { ConfigError };

/** PostgreSQL server limits; the embedded PGlite runs in-process and has none. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

// A database that does not answer within a few seconds counts as down: requests answer 503
// instead of hanging (issue 9 item 4).
export const DATABASE_TIMEOUT_DEFAULTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000 };

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of proxy-addr's keywords. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** 'true' or 'false'; unset or empty leaves the choice to configFromEnv. */
const optionalFlag = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
);

/** Unset or empty: undefined. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/** A provider's base URL: https only (the simulators need none). */
const optionalHttpsUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
);

// The one place that reads process.env (CONVENTIONS: one env schema). A bad or missing
// value stops the start with a message that names it.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // An empty variable (DATABASE_URL= npm start) means unset: the embedded database.
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
  ),
  PGLITE_DIR: z.string().min(1).default('var/pglite'),
  /** Where uploaded case files are kept (the local-disk file storage). */
  FILE_STORAGE_DIR: z.string().min(1).default('var/uploads'),
  /**
   * The files in an S3 bucket instead of FILE_STORAGE_DIR: s3://<bucket>?region=<region>, and
   * &endpoint=<http(s) URL> for a store other than AWS. Credentials: the SDK's AWS_* variables.
   */
  FILE_STORAGE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((value, context) => {
        try {
          return parseFileStorageUrl(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  /** The S3 region when FILE_STORAGE_URL names none (the AWS SDK reads it too). */
  AWS_REGION: optionalText,
  /** How long opening a connection to the PostgreSQL server may take before it counts as down. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(DATABASE_TIMEOUT_DEFAULTS.connectMs),
  /** How long one statement may run (the server cancels it; the client gives up a moment later). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DATABASE_TIMEOUT_DEFAULTS.statementMs),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Runs every housekeeping task this many seconds after start and then at this interval,
   * instead of their own minutes to hours: for a soak test that wants them due (bench/pglite-soak.ts).
   * Unset in production.
   */
  HOUSEKEEPING_INTERVAL_SECONDS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    // At most an hour: a scheduled task's slot is kept that long (src/server/jobs/job-queue.ts).
    z.coerce.number().int().min(1).max(3600).optional(),
  ),
  /**
   * On SIGTERM the instance answers /healthz 503 this long before it stops taking connections,
   * so the balancer's health checks (every second, out after two at HAProxy's) drain it first.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** After SIGTERM, the longest the instance waits for requests and jobs in hand, drain included. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  /**
   * The Prometheus endpoint's own port (/metrics), never the sites' one; 'off' or 0 turns it off.
   * Bound to METRICS_HOST, 127.0.0.1 unless an operator's scraper needs another interface.
   */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? '9464' : value === 'off' ? '0' : value),
    z.coerce.number().int().min(0).max(65_535),
  ),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Threads that render pages beside the one answering requests (docs/adr/0023); 0: pages render
   * on the request's thread. Default: one per core but the request thread's.
   */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(Math.max(availableParallelism() - 1, 0)),
  /** How long an anonymous page stays in the shared page cache (and a CDN's); 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Behind TLS in production: HSTS, upgrade-insecure-requests, and http requests redirected to
   * https (except /healthz; never for *.localhost). Needs TRUST_PROXY (the TLS proxy).
   */
  FORCE_HTTPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The reverse proxies in front of the server, comma-separated: addresses, CIDR ranges or
   * loopback/linklocal/uniquelocal. Only their X-Forwarded-For and -Proto count (the client
   * address of rate limits, the protocol of the https redirect). Unset: no proxy is trusted.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyEntry), {
      message: 'must list IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated',
    }),
  /** /dev/outbox, the dev menu and the developer BankID form. Default: on unless NODE_ENV=production. */
  DEV_TOOLS: optionalFlag,
  /** The BankID, e-ident and payment simulators. Default: on unless NODE_ENV=production. */
  SIMULATORS: optionalFlag,
  /**
   * Whose hosts the links of mails sent outside a request (the saved-search job) name. A request
   * carries its own host; a scheduled run does not. Default: prod under NODE_ENV=production,
   * local otherwise (`npm start` sets local: its demo runs a production build on localhost).
   */
  LINK_ENVIRONMENT: z.enum(ENVIRONMENTS).optional(),
  /** flows §9: the fixed seed the succession list is shuffled with; absent: the built-in one. */
  SUCCESSION_SHUFFLE_SEED: z.string().trim().min(1).max(200).optional(),
  /** Seed the demo world when the database is empty (always on for the embedded database). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Tag-manager container ids per site and environment as JSON, e.g. {"se":{"prod":"GTM-ABC123"}}.
   * None by default: the tag-manager script is then never loaded.
   */
  TAG_MANAGER_IDS: z.preprocess(
    (value) => {
      if (value === undefined || value === '') return {};
      try {
        return JSON.parse(String(value));
      } catch {
        return value;
      }
    },
    z.partialRecord(
      z.enum(SITE_KEYS),
      z.partialRecord(z.enum(ENVIRONMENTS), z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'a GTM-… container id')),
    ),
  ),
  /**
   * Signs and verifies login tokens (HS256); every instance must share it. A comma-separated
   * key set rotates keys: the first signs, every one verifies. Required under
   * NODE_ENV=production (`npm start` passes the one it keeps in var/jwt-secret); development
   * and test without it use that same file.
   */
  JWT_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter((key) => key !== ''),
      )
      .pipe(z.array(z.string().min(32, 'every key must be at least 32 characters')).min(1, 'no key given'))
      .optional(),
  ),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example:587. Unset: mail is kept in the outbox. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Hemvist <no-reply@hemvist.se>'),
  /**
   * The BankID Relying Party API (v6.0) base URL. Unset: the simulator the server mounts
   * itself when SIMULATORS is on (local, dev and test hosts only), else BankID answers 503.
   * Production sets the real URL and the client certificate.
   */
  BANKID_API_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  BANKID_CLIENT_CERT_PATH: z.string().optional(),
  BANKID_CLIENT_KEY_PATH: z.string().optional(),
  BANKID_CA_CERT_PATH: z.string().optional(),
  /**
   * Swish Commerce API base URL, e.g. https://cpc.getswish.net/swish-cpcapi (the /api/v2/… paths
   * are added). Unset: the Swish simulator when SIMULATORS is on, else Swish answers 503. With it:
   * SWISH_PAYEE_ALIAS and the client certificate (SWISH_CLIENT_CERT_PATH, a .p12 or PEM with
   * SWISH_CLIENT_KEY_PATH; SWISH_CLIENT_CERT_PASSPHRASE; SWISH_CA_CERT_PATH) are required.
   */
  SWISH_API_URL: optionalHttpsUrl,
  SWISH_PAYEE_ALIAS: optionalText.pipe(
    z
      .string()
      .regex(/^123\d{7}$/, 'the merchant Swish number, 10 digits starting with 123')
      .optional(),
  ),
  SWISH_CLIENT_CERT_PATH: optionalText,
  SWISH_CLIENT_KEY_PATH: optionalText,
  SWISH_CLIENT_CERT_PASSPHRASE: optionalText,
  SWISH_CA_CERT_PATH: optionalText,
  /**
   * The card checkout (Svea Checkout API) base URL, e.g. https://checkoutapi.svea.com. Unset: the
   * card simulator when SIMULATORS is on. With it: SVEA_CHECKOUT_MERCHANT_ID and
   * SVEA_CHECKOUT_SECRET (signs requests and the push callbacks) are required.
   */
  SVEA_CHECKOUT_API_URL: optionalHttpsUrl,
  SVEA_CHECKOUT_MERCHANT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, 'digits')
      .optional(),
  ),
  SVEA_CHECKOUT_SECRET: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
  /**
   * Nordea payment initiation base URL, e.g. https://api.nordeaopenbanking.com (the
   * /personal/v4/payments/domestic paths are added). Unset: the bank simulator when SIMULATORS
   * is on. With it: NORDEA_CLIENT_ID, NORDEA_CLIENT_SECRET, NORDEA_ACCESS_TOKEN,
   * NORDEA_CREDITOR_ACCOUNT (the payee's IBAN) and NORDEA_CREDITOR_NAME are required;
   * NORDEA_CLIENT_CERT_PATH / NORDEA_CLIENT_KEY_PATH for mutual TLS.
   */
  NORDEA_API_URL: optionalHttpsUrl,
  NORDEA_CLIENT_ID: optionalText,
  NORDEA_CLIENT_SECRET: optionalText,
  NORDEA_ACCESS_TOKEN: optionalText,
  NORDEA_CREDITOR_ACCOUNT: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'an IBAN without spaces')
      .optional(),
  ),
  NORDEA_CREDITOR_NAME: optionalText,
  NORDEA_CLIENT_CERT_PATH: optionalText,
  NORDEA_CLIENT_KEY_PATH: optionalText,
  /** OpenID Connect brokers of Norway (eident) and Finland (signicat). Unset: the bundled simulator (SIMULATORS). */
  EIDENT_NO_ISSUER: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  EIDENT_NO_CLIENT_ID: z.string().optional(),
  EIDENT_NO_CLIENT_SECRET: z.string().optional(),
  EIDENT_FI_ISSUER: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  EIDENT_FI_CLIENT_ID: z.string().optional(),
  EIDENT_FI_CLIENT_SECRET: z.string().optional(),
  /**
   * A MapLibre style of real vector tiles for the maps (e.g. https://tiles.example/styles/hemvist.json).
   * Unset: the offline base map served from the app's own bundle (development and tests).
   */
  MAP_STYLE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of a MapLibre style' })
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface OidcBrokerConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Either a PostgreSQL server, or an embedded PGlite database (a folder, or 'memory'). */
  database:
    | { kind: 'postgres'; url: string; timeouts?: DatabaseTimeouts }
    | { kind: 'pglite'; dataDir: string | 'memory' };
  logLevel: Env['LOG_LEVEL'];
  /** Every housekeeping task's first delay and interval (HOUSEKEEPING_INTERVAL_SECONDS); absent: their own. */
  housekeepingIntervalMs?: number;
  /** SIGTERM: /healthz answers 503 for drainMs, then the server closes within timeoutMs in all. */
  shutdown?: { drainMs: number; timeoutMs: number };
  /** Where /metrics is served (METRICS_PORT, METRICS_HOST); absent: nowhere. */
  metrics?: { port: number; host: string };
  /** Anonymous pages are cached this long (PAGE_CACHE_SECONDS); absent or 0: no cache. */
  pageCacheSeconds?: number;
  /** Threads rendering pages beside the request's (RENDER_THREADS); absent or 0: none. */
  renderThreads?: number;
  seedDemo: boolean;
  forceHttps: boolean;
  /** Proxies whose forwarded headers count (see TRUST_PROXY); absent or empty: none. */
  trustProxy?: string[];
  /** Developer tools: /dev/outbox, the dev menu, the developer BankID form (never on preprod/prod hosts). */
  devTools: boolean;
  /** Mount the simulators of BankID, e-ident and payments where no real service is configured. */
  simulators: boolean;
  /** Tag-manager container ids by site and environment; absent or empty: no tag manager. */
  tagManagerIds?: Env['TAG_MANAGER_IDS'];
  /** Keys of the login tokens: the first signs, every one verifies (JWT_SECRET). */
  jwtSecrets: readonly string[];
  /** Outgoing mail: SMTP when configured, otherwise stored in the outbox table (and only then). */
  mail?: {
    smtpUrl?: string;
    from: string;
    /** Tries after the first and the wait before the first retry (default MAIL_RETRY_DEFAULTS). */
    retry?: { limit: number; delaySeconds: number };
  };
  /** Real BankID RP API; absent: the mounted simulator with `simulators`, otherwise unavailable (503). */
  bankId?: { apiUrl: string; clientCertPath?: string; clientKeyPath?: string; caCertPath?: string };
  /** Real payment providers, each absent: its simulator with `simulators`, otherwise unavailable (503). */
  payments?: PaymentsConfig;
  /** Real OIDC brokers; absent: the bundled simulator with `simulators`, otherwise unavailable (503). */
  eident?: { no?: OidcBrokerConfig; fi?: OidcBrokerConfig };
  /** The folder of the local-disk file storage (uploaded case files); absent: var/uploads. */
  fileStorageDir?: string;
  /** The S3 bucket the files are kept in instead (FILE_STORAGE_URL); absent: the local disk. */
  fileStorageS3?: S3Location;
  /** Path of the built browser bundle; absent in unit tests, where pages render without scripts. */
  clientDistDir?: string;
  /** flows §9: the succession list's shuffle seed (SUCCESSION_SHUFFLE_SEED); absent: the default. */
  successionShuffleSeed?: string;
  /** The site hosts of links in mails sent outside a request (LINK_ENVIRONMENT). */
  linkEnvironment: Environment;
  /** The only settings the browser sees (every page payload's context.browserConfig). */
  browser?: BrowserConfig;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export interface ConfigOptions {
  /** Where development and test keep their token secret when JWT_SECRET is unset. */
  secretFile?: string;
}

/** The file scripts/start.mjs keeps the secret of `npm start` in. */
export const DEFAULT_SECRET_FILE = projectPath('var', 'jwt-secret');

export function configFromEnv(
  source: NodeJS.ProcessEnv = process.env,
  options: ConfigOptions = {},
): AppConfig {
  const env = parseEnv(source);
  if (env.FORCE_HTTPS && env.TRUST_PROXY.length === 0) {
    // The server speaks plain http; only a trusted proxy can say a request came over https,
    // so without one every request would be redirected to https, again and again.
    throw new ConfigError(
      'Invalid environment configuration:\n  FORCE_HTTPS: needs TRUST_PROXY naming the proxy that terminates TLS',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          timeouts: {
            connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
            statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          },
        }
      : { kind: 'pglite', dataDir: env.PGLITE_DIR },
    logLevel: env.LOG_LEVEL,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    renderThreads: env.RENDER_THREADS,
    housekeepingIntervalMs:
      env.HOUSEKEEPING_INTERVAL_SECONDS === undefined ? undefined : env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    metrics: env.METRICS_PORT === 0 ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    fileStorageDir: env.FILE_STORAGE_DIR,
    fileStorageS3: s3Location(env),
    seedDemo: env.SEED_DEMO,
    successionShuffleSeed: env.SUCCESSION_SHUFFLE_SEED,
    linkEnvironment: env.LINK_ENVIRONMENT ?? (env.NODE_ENV === 'production' ? 'prod' : 'local'),
    forceHttps: env.FORCE_HTTPS,
    trustProxy: env.TRUST_PROXY,
    devTools: env.DEV_TOOLS ?? env.NODE_ENV !== 'production',
    simulators: env.SIMULATORS ?? env.NODE_ENV !== 'production',
    tagManagerIds: env.TAG_MANAGER_IDS,
    jwtSecrets: env.JWT_SECRET ?? localSecret(env.NODE_ENV, options.secretFile ?? DEFAULT_SECRET_FILE),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    bankId: env.BANKID_API_URL
      ? {
          apiUrl: env.BANKID_API_URL,
          clientCertPath: env.BANKID_CLIENT_CERT_PATH,
          clientKeyPath: env.BANKID_CLIENT_KEY_PATH,
          caCertPath: env.BANKID_CA_CERT_PATH,
        }
      : undefined,
    eident: {
      no: brokerConfig(env.EIDENT_NO_ISSUER, env.EIDENT_NO_CLIENT_ID, env.EIDENT_NO_CLIENT_SECRET),
      fi: brokerConfig(env.EIDENT_FI_ISSUER, env.EIDENT_FI_CLIENT_ID, env.EIDENT_FI_CLIENT_SECRET),
    },
    browser: browserConfig(env),
    payments: paymentsConfig(env),
  };
}

/**
 * The settings a page may hand to the browser, listed one by one: nothing else of the
 * environment (secrets, hosts of internal services) ever reaches a page.
 */
function browserConfig(env: Env): BrowserConfig {
  return env.MAP_STYLE_URL ? { mapStyleUrl: env.MAP_STYLE_URL } : {};
}

/** FILE_STORAGE_URL's bucket with its region, which AWS_REGION may give instead. */
function s3Location(env: Env): S3Location | undefined {
  if (!env.FILE_STORAGE_URL) return undefined;
  const region = env.FILE_STORAGE_URL.region ?? env.AWS_REGION;
  if (!region) {
    throw new ConfigError(
      'Invalid environment configuration:\n  FILE_STORAGE_URL: names no region: add ?region=… or set AWS_REGION',
    );
  }
  return { ...env.FILE_STORAGE_URL, region };
}

function brokerConfig(
  issuer?: string,
  clientId?: string,
  clientSecret?: string,
): OidcBrokerConfig | undefined {
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined;
}

/**
 * No per-process secret: instances would reject each other's tokens and a restart would log
 * everyone out. Production must name the key; development and test share one file on disk.
 */
function localSecret(nodeEnv: Env['NODE_ENV'], file: string): string[] {
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment configuration:\n  JWT_SECRET: required when NODE_ENV=production ' +
        '(at least 32 characters, the same on every instance)',
    );
  }
  try {
    return [readOrCreateSecretFile(file)];
  } catch (error) {
    throw new ConfigError(
      `Invalid environment configuration:\n  JWT_SECRET: unset, and ${(error as Error).message}`,
    );
  }
}
