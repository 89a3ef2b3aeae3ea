import type { FastifyInstance } from 'fastify';
import { replacePassword } from './account-repository';
import { hashPassword } from './passwords';

/**
 * Sets a user's new password and ends what someone who knew the old one may still hold
 * (issue 9 item 3): every login token but the one making the change, and every unused link —
 * reset and set-password links, and change-email links, which would let such a person move the
 * account to their own address later.
 */
export async function setNewPassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  keepSessionJti?: string,
): Promise<void> {
  await replacePassword(app.database.db, userId, await hashPassword(password), keepSessionJti);
}
