import { sql } from 'drizzle-orm';
import { SEARCHED_OBJECT_STATUSES, TENURE } from '../../../../shared/residence/residence-enums';
import type { Database } from '../../../db/client';

// The one read the start page needs beyond a stage search: the rent range of projects that let
// their homes (a search hit of a stage carries sale prices only).

export interface RentRange {
  stageId: string;
  min: number;
  max: number;
}

export async function rentRanges(db: Database, stageIds: readonly string[]): Promise<RentRange[]> {
  if (stageIds.length === 0) return [];
  const ids = sql.join(
    stageIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const statuses = sql.join(
    SEARCHED_OBJECT_STATUSES.map((status) => sql`${status}::smallint`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    SELECT stage_id AS "stageId", min(monthly_fee)::int AS min, max(monthly_fee)::int AS max
    FROM residence_objects
    WHERE stage_id IN (${ids}) AND disposal_form = ${TENURE.tenancy} AND status IN (${statuses})
    GROUP BY stage_id`)) as unknown as { rows: RentRange[] };
  return result.rows;
}
