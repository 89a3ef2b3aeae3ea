import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';

// Single-use links (reset password, set password, change email). The link carries a random
// token; only its SHA-256 is stored, and using it marks it used in the same statement.

export type OneTimePurpose = 'reset-password' | 'set-password' | 'change-email';

export const ONE_TIME_LIFETIME_MS: Readonly<Record<OneTimePurpose, number>> = {
  'reset-password': 60 * 60 * 1000,
  'set-password': 24 * 60 * 60 * 1000,
  'change-email': 24 * 60 * 60 * 1000,
};

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createOneTimeToken(
  db: Database,
  input: { userId: string; purpose: OneTimePurpose; newEmail?: string; lifetimeMs?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    tokenHash: hashOneTimeToken(token),
    userId: input.userId,
    purpose: input.purpose,
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(Date.now() + (input.lifetimeMs ?? ONE_TIME_LIFETIME_MS[input.purpose])),
  });
  return token;
}

/** Uses a token once: the row if it was unused, unexpired and of one of these purposes; otherwise null. */
export async function consumeOneTimeToken(db: Database, token: string, purposes: readonly OneTimePurpose[]) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row || !purposes.includes(row.purpose)) return null;
  return row;
}
