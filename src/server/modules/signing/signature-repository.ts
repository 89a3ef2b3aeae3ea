import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  documentSignatures,
  documents,
  notifications,
  residenceBookings,
  type SIGNER_ROLES,
} from '../../db/schema';
import { AWAITING_SIGNATURE, type DocumentRow } from './signing-repository';

// Each signer's signature of a document (issue 35 item 10), and the one change that finishes it:
// when the last signer's signature is written the document becomes done and its booking moves
// held → signed. All under the booking's row lock, so two signatures completing at once are
// decided one after the other: exactly one of them sees every signer and makes the change.

export type SignerRole = (typeof SIGNER_ROLES)[number];
export type SignatureRow = typeof documentSignatures.$inferSelect;

/** Who must sign a document: its owner, and on a booking with a co-buyer the co-buyer too. */
export function requiredSigners(booking: { coBuyerSecurityNumber: string | null } | undefined): SignerRole[] {
  return booking?.coBuyerSecurityNumber ? ['buyer', 'co-buyer'] : ['buyer'];
}

export async function signaturesOf(db: Database, documentId: string): Promise<SignatureRow[]> {
  return db
    .select()
    .from(documentSignatures)
    .where(eq(documentSignatures.documentId, documentId))
    .orderBy(asc(documentSignatures.signedAt), asc(documentSignatures.signer));
}

export interface NewSignature {
  documentId: string;
  signer: SignerRole;
  signerName: string;
  provider: 'bankid' | 'eident-no' | 'eident-fi';
  signature: string;
  signedAt: Date;
}

export type RecordOutcome =
  | { ok: true; complete: boolean; remaining: SignerRole[] }
  | { ok: false; reason: 'ALREADY_SIGNED' | 'BOOKING_EXPIRED' };

/**
 * Writes one signature. When it is the last one the document needs, `finish` stores the signed
 * PDF (all signatures on it) and answers its storage key; the document becomes done, the booking
 * signed and the awaiting-signature notification goes, in the same transaction.
 */
export async function recordSignature(
  db: Database,
  input: NewSignature,
  finish: (document: DocumentRow, signatures: SignatureRow[]) => Promise<string>,
): Promise<RecordOutcome> {
  return db.transaction(async (tx): Promise<RecordOutcome> => {
    const [unlocked] = await tx.select().from(documents).where(eq(documents.id, input.documentId));
    if (!unlocked) return { ok: false, reason: 'ALREADY_SIGNED' };
    // A booking agreement signs its booking: the booking's lock first (the order every booking
    // change takes), then the document's. Other documents of a bought home (the purchase
    // contract, the handover protocol) do not depend on the booking's hold.
    const [booking] =
      unlocked.bookingId && unlocked.kind === 'booking-agreement'
        ? await tx
            .select()
            .from(residenceBookings)
            .where(eq(residenceBookings.id, unlocked.bookingId))
            .for('update')
        : [];
    const [document] = await tx
      .select()
      .from(documents)
      .where(eq(documents.id, input.documentId))
      .for('update');
    if (document?.status !== 'pending') return { ok: false, reason: 'ALREADY_SIGNED' };
    if (booking && (booking.status !== 'held' || booking.holdExpiresAt <= input.signedAt))
      return { ok: false, reason: 'BOOKING_EXPIRED' };
    const inserted = await tx
      .insert(documentSignatures)
      .values({ id: crypto.randomUUID(), ...input })
      .onConflictDoNothing({ target: [documentSignatures.documentId, documentSignatures.signer] })
      .returning({ id: documentSignatures.id });
    if (inserted.length === 0) return { ok: false, reason: 'ALREADY_SIGNED' };
    const signatures = await tx
      .select()
      .from(documentSignatures)
      .where(eq(documentSignatures.documentId, document.id))
      .orderBy(asc(documentSignatures.signedAt), asc(documentSignatures.signer));
    const signed = new Set(signatures.map((row) => row.signer));
    const remaining = requiredSigners(booking).filter((role) => !signed.has(role));
    if (remaining.length > 0) return { ok: true, complete: false, remaining };

    const storageKey = await finish(document, signatures);
    await tx
      .update(documents)
      .set({
        status: 'done',
        storageKey,
        signerName: signatures.map((row) => row.signerName).join(', '),
        signatureProvider: input.provider,
        signature: input.signature,
        signedAt: input.signedAt,
      })
      .where(eq(documents.id, document.id));
    if (booking)
      await tx
        .update(residenceBookings)
        .set({ status: 'signed', signedAt: input.signedAt, updatedAt: input.signedAt })
        .where(eq(residenceBookings.id, booking.id));
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.targetId, document.id),
          eq(notifications.notificationType, 'DocumentSigning'),
          eq(notifications.name, AWAITING_SIGNATURE),
        ),
      );
    return { ok: true, complete: true, remaining: [] };
  });
}
