import { and, eq, gt } from 'drizzle-orm';
import type { SigningResult } from '../../../shared/signing/signing-contracts';
import type { SigningProvider } from '../../../shared/signing/signing-endpoints';
import type { Database } from '../../db/client';
import { identitySessions } from '../../db/schema';

// Signing sessions are identity_sessions rows of purpose `booking` (until a migration gives
// signing a table of its own). Two things keep the login routes from ever reading one: the
// browser binding is not a login binding (`signing:<user>`, which no bankid_session cookie
// hashes to), and an OIDC state is stored as `signing:<state>`, which no broker return names.
// The document, its hash and its owner ride in `outcome` with the result once there is one.

export type SigningSession = typeof identitySessions.$inferSelect;

export interface SigningBinding {
  documentId: string;
  userId: string;
  /** The SHA-256 the session set out to sign (what BankID's userNonVisibleData carries). */
  sha256: string;
  /** Who signs in this session (absent in sessions from before co-buyers signed: the buyer). */
  signer?: 'buyer' | 'co-buyer';
  result?: SigningResult;
}

const bindingOf = (userId: string) => `signing:${userId}`;
export const storedState = (state: string) => `signing:${state}`;

export function signingOf(session: SigningSession): SigningBinding | undefined {
  const outcome = session.outcome as { signing?: SigningBinding } | null;
  return outcome?.signing;
}

export async function insertSigningSession(
  db: Database,
  input: {
    id: string;
    provider: SigningProvider;
    siteKey: string;
    environment: string;
    returnUrl: string;
    signing: SigningBinding;
    expiresAt: Date;
    createdAt: Date;
    order?: { orderRef: string; autoStartToken: string; qrStartToken: string; qrStartSecret: string };
    oidc?: { state: string; nonce: string; codeVerifier: string };
  },
): Promise<void> {
  await db.insert(identitySessions).values({
    id: input.id,
    provider: input.provider,
    purpose: 'booking',
    context: 'private',
    siteKey: input.siteKey,
    environment: input.environment,
    returnUrl: input.returnUrl,
    orderRef: input.order?.orderRef,
    autoStartToken: input.order?.autoStartToken,
    qrStartToken: input.order?.qrStartToken,
    qrStartSecret: input.order?.qrStartSecret,
    bindingHash: bindingOf(input.signing.userId),
    oidcState: input.oidc ? storedState(input.oidc.state) : null,
    oidcNonce: input.oidc?.nonce,
    codeVerifier: input.oidc?.codeVerifier,
    status: 'pending',
    hintCode: 'outstandingTransaction',
    outcome: { signing: input.signing } as unknown as Record<string, unknown>,
    createdAt: input.createdAt,
    expiresAt: input.expiresAt,
  });
}

/** A signing session of this user with this provider; anyone else's answers undefined. */
export async function findSigningSession(
  db: Database,
  id: string,
  userId: string,
  provider: SigningProvider,
): Promise<SigningSession | undefined> {
  const [row] = await db
    .select()
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.id, id),
        eq(identitySessions.provider, provider),
        eq(identitySessions.purpose, 'booking'),
        eq(identitySessions.bindingHash, bindingOf(userId)),
      ),
    );
  return row;
}

/** The user's BankID signings still pending (BankID allows one order per person at a time). */
export async function pendingBankIdSigningIds(db: Database, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: identitySessions.id })
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.provider, 'bank_id'),
        eq(identitySessions.purpose, 'booking'),
        eq(identitySessions.bindingHash, bindingOf(userId)),
        eq(identitySessions.status, 'pending'),
        gt(identitySessions.expiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** Takes the pending broker session of a state, once (the check and the write are one UPDATE). */
export async function claimBrokerSession(
  db: Database,
  provider: SigningProvider,
  state: string,
  userId: string,
  now: Date,
): Promise<SigningSession | undefined> {
  const [row] = await db
    .update(identitySessions)
    .set({ status: 'complete', lastCollectAt: now })
    .where(
      and(
        eq(identitySessions.provider, provider),
        eq(identitySessions.purpose, 'booking'),
        eq(identitySessions.oidcState, storedState(state)),
        eq(identitySessions.bindingHash, bindingOf(userId)),
        eq(identitySessions.status, 'pending'),
        gt(identitySessions.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Records how a session ended; its secrets go. Only the first finisher wins for a pending one. */
export async function finishSigningSession(
  db: Database,
  session: SigningSession,
  status: 'complete' | 'failed' | 'cancelled',
  result: SigningResult,
  onlyIfPending: boolean,
): Promise<boolean> {
  const signing = signingOf(session);
  const rows = await db
    .update(identitySessions)
    .set({
      status,
      hintCode: 'hintCode' in result ? (result.hintCode ?? null) : null,
      outcome: { signing: { ...signing, result } } as unknown as Record<string, unknown>,
      qrStartSecret: null,
      autoStartToken: null,
      codeVerifier: null,
    })
    .where(
      and(
        eq(identitySessions.id, session.id),
        onlyIfPending ? eq(identitySessions.status, 'pending') : undefined,
      ),
    )
    .returning({ id: identitySessions.id });
  return rows.length > 0;
}

export async function reloadSession(db: Database, id: string): Promise<SigningSession | undefined> {
  const [row] = await db.select().from(identitySessions).where(eq(identitySessions.id, id));
  return row;
}
