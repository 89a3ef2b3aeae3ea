import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { ENVIRONMENTS, SITE_KEYS } from '../../shared/sites/site-types';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** Signs login tokens (HS256). Required in production; elsewhere a random one per process. */
  JWT_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
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
  /** OpenID Connect brokers of Norway (eident) and Finland (signicat). Unset: the bundled simulator (SIMULATORS). */
  EIDENT_NO_ISSUER: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  EIDENT_NO_CLIENT_ID: z.string().optional(),
  EIDENT_NO_CLIENT_SECRET: z.string().optional(),
  EIDENT_FI_ISSUER: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  EIDENT_FI_CLIENT_ID: z.string().optional(),
  EIDENT_FI_CLIENT_SECRET: z.string().optional(),
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
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | 'memory' };
  logLevel: Env['LOG_LEVEL'];
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
  /** Secret of the login tokens; configFromEnv fills a random one outside production. */
  jwtSecret?: string;
  /** Outgoing mail: SMTP when configured, otherwise stored in the outbox table (and only then). */
  mail?: { smtpUrl?: string; from: string };
  /** Real BankID RP API; absent: the mounted simulator with `simulators`, otherwise unavailable (503). */
  bankId?: { apiUrl: string; clientCertPath?: string; clientKeyPath?: string; caCertPath?: string };
  /** Real OIDC brokers; absent: the bundled simulator with `simulators`, otherwise unavailable (503). */
  eident?: { no?: OidcBrokerConfig; fi?: OidcBrokerConfig };
  /** Path of the built browser bundle; absent in unit tests, where pages render without scripts. */
  clientDistDir?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function configFromEnv(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET && env.BANKID_API_URL) {
    // A real identity setup with a per-process secret would log everyone out on each restart
    // and break tokens between instances.
    throw new ConfigError(
      'Invalid environment configuration:\n  JWT_SECRET: required with a real BankID service',
    );
  }
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
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.PGLITE_DIR },
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    forceHttps: env.FORCE_HTTPS,
    trustProxy: env.TRUST_PROXY,
    devTools: env.DEV_TOOLS ?? env.NODE_ENV !== 'production',
    simulators: env.SIMULATORS ?? env.NODE_ENV !== 'production',
    tagManagerIds: env.TAG_MANAGER_IDS,
    jwtSecret: env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
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
  };
}

function brokerConfig(
  issuer?: string,
  clientId?: string,
  clientSecret?: string,
): OidcBrokerConfig | undefined {
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined;
}
