import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { safeErrorSerializer } from './safe-error-serializer';

// Real failures of the database driver, serialized as the logger does: what failed and where
// stays (SQL text, SQLSTATE, constraint), the values involved go.

const EMAIL = 'anna.andersson@example.se';
const PERSONAL_NUMBER = '198507099805';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  return work().then(
    () => {
      throw new Error('expected the query to fail');
    },
    (error: unknown) => error,
  );
}

describe('safeErrorSerializer', () => {
  it('keeps the SQL and the SQLSTATE of a failed query, not its parameters or the row it names', async () => {
    // No id: 23502, whose detail spells out the whole failing row.
    const error = await failureOf(() =>
      database.handle.db.execute(
        sql`insert into ${users} (email, first_name, last_name, security_number)
            values (${EMAIL}, 'Anna', 'Andersson', ${PERSONAL_NUMBER})`,
      ),
    );
    expect((error as { cause?: { detail?: string } }).cause?.detail).toContain(PERSONAL_NUMBER);
    const logged = JSON.stringify(safeErrorSerializer(error));
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(PERSONAL_NUMBER);
    expect(logged).toContain('Failed query: insert into \\"users\\"');
    expect(logged).toContain('"code":"23502"');
    expect(logged).toContain('"table":"users"');
  });

  it('does not repeat the input a data exception quotes', async () => {
    const error = await failureOf(() => database.handle.db.execute(sql`select ${EMAIL}::uuid`));
    expect((error as { cause?: { message?: string } }).cause?.message).toContain(EMAIL);
    const logged = JSON.stringify(safeErrorSerializer(error));
    expect(logged).not.toContain(EMAIL);
    expect(logged).toContain('data exception (22P02)');
  });

  it('keeps the message and stack frames of ordinary errors', () => {
    const logged = safeErrorSerializer(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toMatch(/^TypeError: x is not a function\n\s+at /);
  });
});
