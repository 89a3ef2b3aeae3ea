import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { isDatabaseUnavailable } from './database-faults';

// Which failures answer 503 (the database is down, stalled or full: retry) and which stay
// 500 or 4xx (the request or our code is wrong: retrying will not help).

const pgError = (code: string, message = 'server error') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
const wrapped = (cause: unknown) =>
  new DrizzleQueryError('select 1 from users where email = $1', ['x'], cause as Error);
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', socketError('ECONNREFUSED')],
    ['connection reset', socketError('ECONNRESET')],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the connect timeout', new Error('timeout exceeded when trying to connect')],
    ['no answer within the query timeout', new Error('Query read timeout')],
    ['statement timeout (57014)', pgError('57014', 'canceling statement due to statement timeout')],
    ['admin shutdown (57P01)', pgError('57P01')],
    ['server starting up (57P03)', pgError('57P03')],
    ['too many connections (53300)', pgError('53300')],
    ['connection exception class 08', pgError('08006')],
    ['the pool was closed at shutdown', new Error('Cannot use a pool after calling end on the pool')],
    ['the embedded database was closed', new Error('PGlite is closed')],
  ])('%s, also inside a DrizzleQueryError', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      pgError('23505', 'duplicate key value violates unique constraint "users_email_unique"'),
    ],
    ['a missing table', pgError('42P01', 'relation "pages" does not exist')],
    ['bad input', pgError('22P02', 'invalid input syntax for type uuid')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a client error', new HttpError('VALIDATION_FAILED', 'bad')],
    ['not an error at all', 'ECONNREFUSED'],
    [
      'an HTTP call to another service that was refused',
      new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }),
    ],
  ])('not for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
