import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identitySessions } from '../../db/schema';

// OIDC rows of identity_sessions: state, nonce and PKCE verifier from the start call until
// the return. Every instance reads the same rows, so the return may land on any of them.

export type IdentitySession = typeof identitySessions.$inferSelect;
export type NewIdentitySession = typeof identitySessions.$inferInsert;
export type EidentProviderName = 'eident' | 'signicat';

/** How long the person has to finish at the broker. */
export const EIDENT_SESSION_MINUTES = 15;

export async function insertEidentSession(db: Database, session: NewIdentitySession): Promise<void> {
  await db.insert(identitySessions).values(session);
}

/**
 * Takes the pending session of a state for this return, once: the check and the write are one
 * UPDATE, so a replayed return (or two instances racing) finds nothing.
 */
export async function claimPendingSession(
  db: Database,
  provider: EidentProviderName,
  state: string,
  now: Date,
): Promise<IdentitySession | undefined> {
  const [row] = await db
    .update(identitySessions)
    .set({ status: 'complete', lastCollectAt: now })
    .where(
      and(
        eq(identitySessions.provider, provider),
        eq(identitySessions.oidcState, state),
        eq(identitySessions.status, 'pending'),
        gt(identitySessions.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Records how the return ended; the outcome keeps the status only, never a token. */
export async function finishSession(
  db: Database,
  id: string,
  status: 'complete' | 'failed' | 'cancelled',
  outcome: string,
): Promise<void> {
  await db
    .update(identitySessions)
    .set({ status, outcome: { status: outcome }, codeVerifier: null })
    .where(eq(identitySessions.id, id));
}

/**
 * The update flow's account: whose national id this verification adds, written at start from
 * the login cookie. The identity column holds it until the return (the identified person is
 * never stored there by the OIDC flow; the return reads the ID token instead).
 */
export function verifyingAccount(userId: string): Record<string, string> {
  return { verifiesUserId: userId };
}

export function verifiedAccountOf(session: IdentitySession): { userId: string } | null {
  const userId = session.identity?.verifiesUserId;
  return typeof userId === 'string' && userId.length > 0 ? { userId } : null;
}

export async function findSessionProvider(
  db: Database,
  state: string,
): Promise<EidentProviderName | undefined> {
  const [row] = await db
    .select({ provider: identitySessions.provider })
    .from(identitySessions)
    .where(eq(identitySessions.oidcState, state));
  return row?.provider === 'eident' || row?.provider === 'signicat' ? row.provider : undefined;
}
