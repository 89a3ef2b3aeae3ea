import { describe, expect, it } from 'vitest';
import { answerAfterStop } from './job-queue';

// After the queue stops, pg-boss may still finish a job it held (its stop timed out): its
// `fail` reads `rows[0].count` of the answer. An answer of no rows there was an unhandled
// "Cannot read properties of undefined (reading 'count')" in CI.
describe('the job queue after its stop', () => {
  it('answers a job command as having changed nothing, and any other statement with no rows', () => {
    const failJobs = `
      WITH results AS (UPDATE pgboss.job SET state = 'failed' WHERE id IN (SELECT UNNEST($2::uuid[])) RETURNING *)
      SELECT COUNT(*) FROM results
    `;
    const answer = answerAfterStop(failJobs);
    expect(Number.parseInt(answer.rows[0]?.count ?? 'NaN', 10)).toBe(0);
    expect(answerAfterStop('SELECT id, name, data FROM pgboss.job WHERE name = $1 LIMIT $2')).toEqual({
      rows: [],
    });
  });
});
