import { type SQL, sql } from 'drizzle-orm';
import { objectHitsJson, stageHitsJson } from './hit-projections';
import { matchingCtes, type SearchScope, uuidArray } from './search-sql';

// Saved favourites by id: one statement, the matching CTEs of search-sql.ts and the hits as
// JSON, in one row. (Searches run in memory: snapshot-matching.ts.)

/** Stages or objects by id, whatever their site and status, in the order asked. */
export function byIdsStatement(kind: 'stage' | 'object', ids: readonly string[], scope: SearchScope): SQL {
  const order = sql`array_position(${uuidArray(ids)}, x.id)`;
  if (kind === 'stage') {
    return sql`WITH ${matchingCtes({ kind: 'stageIds', ids })}
    SELECT ${stageHitsJson(sql`SELECT x.*, ${order} AS ord FROM matching_stages x`, scope)} AS stage_hits`;
  }
  return sql`WITH ${matchingCtes({ kind: 'objectIds', ids })}
  SELECT ${objectHitsJson(sql`SELECT x.*, ${order} AS ord FROM matching_objects x`, scope)} AS object_hits`;
}
