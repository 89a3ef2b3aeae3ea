// Errors are logged without the data they were about. Drizzle's DrizzleQueryError puts the
// query's parameters (emails, password hashes, personal numbers, tokens) into its message,
// its stack and a `params` field; the pg error it wraps carries row values in `detail` and
// `where`, and its data-exception messages quote the rejected input. This serializer replaces
// pino's default for `err`: type, a safe message and stack, codes and names of schema objects.

/** Fields of a PostgreSQL error that name things, never values. */
const SAFE_DATABASE_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

type Serialized = { type: string; message: string; stack: string; [field: string]: unknown };

function isDrizzleQueryError(error: Error): error is Error & { query: string } {
  return (
    typeof (error as { query?: unknown }).query === 'string' &&
    'params' in error &&
    error.message.startsWith('Failed query:')
  );
}

function isDatabaseError(error: Error): error is Error & { code: string; severity: string } {
  return (
    typeof (error as { severity?: unknown }).severity === 'string' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

function safeMessage(error: Error): string {
  if (isDrizzleQueryError(error)) return `Failed query: ${error.query}`;
  // Class 22 (data exception): "invalid input syntax for type uuid: "<the input>"".
  if (isDatabaseError(error) && error.code.startsWith('22')) return `data exception (${error.code})`;
  return error.message;
}

/** The stack frames only: the first lines of a stack repeat the (unsafe) message. */
function safeStack(error: Error, type: string, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function serialize(error: Error, depth: number): Serialized {
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const message = safeMessage(error);
  const out: Serialized = { type, message, stack: safeStack(error, type, message) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  if (isDrizzleQueryError(error)) out.query = error.query;
  if (isDatabaseError(error)) {
    for (const field of SAFE_DATABASE_FIELDS) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string') out[field] = value;
    }
  }
  if (depth < 5) {
    if (error instanceof AggregateError) {
      out.aggregateErrors = error.errors.map((member: unknown) =>
        member instanceof Error ? serialize(member, depth + 1) : '[not an error]',
      );
    }
    if (error.cause instanceof Error) out.cause = serialize(error.cause, depth + 1);
  }
  return out;
}

/** pino `err` serializer: what went wrong and where, without the values involved. */
export function safeErrorSerializer(error: unknown): Serialized {
  if (error instanceof Error) return serialize(error, 0);
  return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
}
