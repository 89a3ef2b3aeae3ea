// Which errors mean "the database is down, stalled or overloaded" (answer 503 and let the
// client retry) rather than "this request or our code is wrong" (400 or 500). Drizzle wraps
// the driver's error in DrizzleQueryError.cause, Node wraps the attempts of one connect in an
// AggregateError; both are unwrapped.

/** What a 503 for a database fault tells the client to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures of the connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs: admin/crash shutdown, cannot connect now, database dropped, idle timeout; statement timeout; too many connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '57014', '53300']);

// node-postgres and PGlite raise these without a code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/** The error itself and every error it wraps (cause chains, AggregateError members). */
export function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 8) return;
  yield error;
  if (typeof error !== 'object') return;
  if (error instanceof AggregateError) {
    for (const member of error.errors) yield* errorChain(member, depth + 1);
  }
  yield* errorChain((error as { cause?: unknown }).cause, depth + 1);
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function isUnavailableLink(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return DRIVER_MESSAGES.some((known) => message.startsWith(known));
}

/** An HTTP call to another service (BankID, an OIDC broker) that failed: its socket codes are not ours. */
function isOutboundHttpFailure(link: unknown): boolean {
  return link instanceof TypeError && link.message === 'fetch failed';
}

/** True when the database is unreachable, stalled, shutting down or out of connections. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = [...errorChain(error)];
  if (chain.some(isOutboundHttpFailure)) return false;
  return chain.some(isUnavailableLink);
}

/** The first SQLSTATE or socket code in the chain, for one-line explanations. */
export function faultCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (code) return code;
  }
  return undefined;
}
