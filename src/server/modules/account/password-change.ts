import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authTokens, oneTimeTokens, users } from '../../db/schema';
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
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await app.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authTokens.userId, userId),
          isNull(authTokens.revokedAt),
          keepSessionJti ? ne(authTokens.jti, keepSessionJti) : undefined,
        ),
      );
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
  });
}
