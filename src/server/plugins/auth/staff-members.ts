import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffMembers } from '../../db/schema';

// Case handlers (issue 13 item 7): the sites whose cases a user handles. Read on every staff
// request, so removing a row takes effect at once, without waiting for the token to expire.

export async function staffSiteKeys(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ siteKey: staffMembers.siteKey })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId));
  return rows.map((row) => row.siteKey);
}

export async function isStaffMember(db: Database, userId: string): Promise<boolean> {
  return (await staffSiteKeys(db, userId)).length > 0;
}
