import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asksForEditMode } from '../../../shared/page/edit-mode';
import { readLogin } from './login-tokens';

// Editors (issue 35 item 7; flows §6 "edit-mode user"): the role is read from the database with
// the login on every request that reads it (login-tokens.ts), so taking it away counts at once,
// without waiting for the token to expire (as for case handlers, staff-members.ts).

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
  return login?.isEditor === true;
}
