import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asksForEditMode } from '../../../shared/page/edit-mode';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { readLogin } from './login-tokens';

// Editors (issue 35 item 7; flows §6 "edit-mode user"): the role is read from the database on
// every request that asks for it, so taking it away counts at once, without waiting for the
// token to expire (as for case handlers, staff-members.ts).

export async function isEditor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isEditor: users.isEditor })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isEditor === true;
}

/**
 * Whether a request is in edit mode: it asks with ?editMode=1 and its login is an editor's. The
 * flag alone, or any header, counts for nothing; the database is asked only when the flag is set.
 */
export async function requestInEditMode(
  app: FastifyInstance,
  request: FastifyRequest,
  query: Readonly<Record<string, string>>,
): Promise<boolean> {
  if (!asksForEditMode(query)) return false;
  const login = await readLogin(app, request);
  return login !== null && (await isEditor(app.database.db, login.userId));
}
