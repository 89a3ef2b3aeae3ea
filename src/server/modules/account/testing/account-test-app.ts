import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { DEMO_PASSWORD, demoAccount } from '../../../../../seed/accounts/demo-accounts';
import { seedAccounts } from '../../../../../seed/accounts/seed-accounts';
import type { LoginResult } from '../../../../shared/account/login-outcomes';
import { SITES } from '../../../../shared/sites/sites';
import { type App, buildApp } from '../../../app';
import { testConfig } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';

// Test support for the account module: the real app on a database holding only the demo
// accounts (no content or catalogue: faster), reached through app.inject().

export const SE_HOST = 'localhost';
export const NO_HOST = 'no.localhost';
export const FI_HOST = 'fi.localhost';

export interface AccountTestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createAccountTestApp(
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<AccountTestApp> {
  const database = await createTestDatabase();
  await seedAccounts(database.handle.db);
  const app = await buildApp(testConfig, { database: database.handle, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** A pino logger writing JSON lines into memory, to check what the app logs. */
export function capturingLogger(): { logger: FastifyServerOptions['logger']; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return {
    lines,
    logger: {
      level: 'info',
      stream,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  };
}

let ipCounter = 1;
/**
 * A fresh client address per call (inject's remoteAddress), so the per-IP limits of one test
 * do not leak into another. Without a trusted proxy, X-Forwarded-For would not count.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export async function emailLogin(
  app: App,
  key: string,
  options: {
    context?: string;
    password?: string;
    host?: string;
    ip?: string;
    siteKey?: keyof typeof SITES;
  } = {},
) {
  const account = demoAccount(key);
  const response = await app.inject({
    method: 'POST',
    url: '/account_service/login/email',
    headers: { host: options.host ?? SE_HOST },
    remoteAddress: options.ip ?? freshIp(),
    payload: {
      email: account.email,
      password: options.password ?? DEMO_PASSWORD,
      siteId: SITES[options.siteKey ?? account.site].siteId,
      ...(options.context ? { context: options.context } : {}),
    },
  });
  return { response, body: response.json() as LoginResult };
}

export function bearer(token: string | undefined): Record<string, string> {
  return { authorization: `Bearer ${token ?? ''}`, host: SE_HOST };
}
