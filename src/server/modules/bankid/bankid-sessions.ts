import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identitySessions } from '../../db/schema';

// BankID rows of identity_sessions: the order as the portal knows it (orderRef, tokens, the
// QR secret, when the answer came), its last hint code and, once finished, the outcome. Every
// instance reads and writes the same rows, so a poll may land on any of them.

export type IdentitySession = typeof identitySessions.$inferSelect;
export type NewIdentitySession = typeof identitySessions.$inferInsert;

/** What the outcome column holds: the answer and how many polls have received it. */
export interface StoredOutcome {
  result: Record<string, unknown>;
  deliveries: number;
}

export async function insertSession(db: Database, session: NewIdentitySession): Promise<void> {
  await db.insert(identitySessions).values(session);
}

export async function findBankIdSession(db: Database, id: string): Promise<IdentitySession | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(identitySessions)
    .where(and(eq(identitySessions.id, id), eq(identitySessions.provider, 'bank_id')));
  return row;
}

/**
 * Claims the right to call collect now: succeeds for one caller per collect window, across
 * instances, because the check and the write are one UPDATE.
 */
export async function claimCollect(
  db: Database,
  id: string,
  now: Date,
  minIntervalMs: number,
): Promise<IdentitySession | undefined> {
  const windowStart = new Date(now.getTime() - minIntervalMs);
  const [row] = await db
    .update(identitySessions)
    .set({ lastCollectAt: now })
    .where(
      and(
        eq(identitySessions.id, id),
        eq(identitySessions.status, 'pending'),
        or(isNull(identitySessions.lastCollectAt), lte(identitySessions.lastCollectAt, windowStart)),
      ),
    )
    .returning();
  return row;
}

export async function updatePendingHint(db: Database, id: string, hintCode: string): Promise<void> {
  await db
    .update(identitySessions)
    .set({ hintCode })
    .where(and(eq(identitySessions.id, id), eq(identitySessions.status, 'pending')));
}

/**
 * Records how a pending session ended. The QR secret and tokens are dropped: nothing can be
 * done with the order any more.
 */
export async function finishSession(
  db: Database,
  id: string,
  status: 'complete' | 'failed' | 'cancelled',
  hintCode: string | null,
  outcome: StoredOutcome | null,
): Promise<boolean> {
  const rows = await db
    .update(identitySessions)
    .set({
      status,
      hintCode,
      outcome: outcome as Record<string, unknown> | null,
      qrStartSecret: null,
      autoStartToken: null,
    })
    .where(and(eq(identitySessions.id, id), eq(identitySessions.status, 'pending')))
    .returning({ id: identitySessions.id });
  return rows.length > 0;
}

/**
 * Counts one more delivery of a finished session's outcome; after the last allowed one the
 * outcome (and its token) is erased. Returns the outcome if this caller may still receive it.
 */
export async function deliverOutcome(
  db: Database,
  session: IdentitySession,
  maxDeliveries: number,
): Promise<Record<string, unknown> | undefined> {
  const stored = session.outcome as StoredOutcome | null;
  if (!stored) return undefined;
  const deliveries = stored.deliveries + 1;
  const next = deliveries >= maxDeliveries ? null : { ...stored, deliveries };
  const rows = await db
    .update(identitySessions)
    .set({ outcome: next as Record<string, unknown> | null })
    .where(
      and(
        eq(identitySessions.id, session.id),
        eq(identitySessions.outcome, stored as unknown as Record<string, unknown>),
      ),
    )
    .returning({ id: identitySessions.id });
  return rows.length > 0 ? stored.result : undefined;
}

/** Cancels a session whatever its state: no outcome, token or QR secret is kept. */
export async function forgetSession(db: Database, id: string): Promise<void> {
  await db
    .update(identitySessions)
    .set({
      status: 'cancelled',
      hintCode: 'cancelled',
      outcome: null,
      qrStartSecret: null,
      autoStartToken: null,
    })
    .where(eq(identitySessions.id, id));
}
