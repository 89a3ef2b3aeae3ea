import { type AppConfig, DATABASE_TIMEOUT_DEFAULTS } from '../config/env';
import type { DatabaseHandle } from './client';
import { errorChain, faultCode } from './database-faults';

// The start must not hang on a host that accepts and never answers, nor print a stack trace
// for a typo in DATABASE_URL: one round trip under a deadline, and one line naming the cause
// (never the password).

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

const TIMEOUT_MESSAGES = [
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Query read timeout',
];

class DeadlineError extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError('deadline')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Where the database is, without user name or password. */
function describeTarget(config: AppConfig['database']): string {
  if (config.kind === 'pglite') return `the embedded database (${config.dataDir})`;
  try {
    const url = new URL(config.url);
    return `the database server at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the database server of DATABASE_URL';
  }
}

function passwordOf(config: AppConfig['database']): string {
  if (config.kind !== 'postgres') return '';
  try {
    return decodeURIComponent(new URL(config.url).password);
  } catch {
    return '';
  }
}

/** One line that says why the database could not be used, for the operator starting the server. */
export function explainStartFailure(error: unknown, config: AppConfig['database']): string {
  const target = describeTarget(config);
  const timeouts = config.kind === 'postgres' ? (config.timeouts ?? DATABASE_TIMEOUT_DEFAULTS) : undefined;
  const code = faultCode(error);
  const links = [...errorChain(error)];
  const messages = links.map((link) => (link instanceof Error ? link.message : String(link)));
  let reason: string;
  if (error instanceof DeadlineError || messages.some((m) => TIMEOUT_MESSAGES.some((t) => m.startsWith(t)))) {
    reason = `did not answer within ${timeouts?.connectMs ?? 0} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
  } else if (code === 'ECONNREFUSED') {
    reason = 'refused the connection (ECONNREFUSED): is PostgreSQL running there?';
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    reason = `has a host name that does not resolve (${code})`;
  } else if (code === 'ECONNRESET' || messages.some((m) => m.startsWith('Connection terminated'))) {
    reason = 'closed the connection: is it a PostgreSQL server, and does it accept this client?';
  } else {
    // A server's own refusal (28P01 bad password, 3D000 no such database, 57P03 starting up)
    // names the user or database, never the password.
    // Drizzle's wrapper message carries the query's parameters: the driver's own is the one to show.
    const withCode = links.find(
      (link) => link instanceof Error && typeof (link as { code?: unknown }).code === 'string',
    );
    const innermost = links.at(-1);
    const source = withCode ?? innermost;
    const serverMessage = source instanceof Error ? source.message : String(source ?? 'unknown error');
    reason = `answered: ${serverMessage}${code ? ` (${code})` : ''}`;
  }
  let line = `Hemvist cannot start: ${target} ${reason}`.replace(/\s+/g, ' ').trim();
  const password = passwordOf(config);
  if (password) line = line.replaceAll(password, '***');
  return line;
}

/** Resolves once the database answers; otherwise throws a DatabaseStartError with one line. */
export async function connectOrExplain(
  database: DatabaseHandle,
  config: AppConfig['database'],
): Promise<void> {
  // The driver's own connect timeout fires first; the deadline only backs it up.
  const deadlineMs =
    config.kind === 'postgres' ? (config.timeouts ?? DATABASE_TIMEOUT_DEFAULTS).connectMs + 1_000 : 60_000;
  try {
    await withDeadline(database.ping(), deadlineMs);
  } catch (error) {
    throw new DatabaseStartError(explainStartFailure(error, config));
  }
}
