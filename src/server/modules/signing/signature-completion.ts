import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SigningResult } from '../../../shared/signing/signing-contracts';
import type { SigningProvider } from '../../../shared/signing/signing-endpoints';
import { findBooking } from '../booking/booking-repository';
import { stampSignaturesPage } from './agreement-pdf';
import { documentStorageOf, putBytes, signedKey, verifiedBytes } from './document-store';
import {
  type NewSignature,
  recordSignature,
  requiredSigners,
  type SignatureRow,
  type SignerRole,
  signaturesOf,
} from './signature-repository';
import type { DocumentRow } from './signing-repository';
import { localeOfSite } from './signing-service';

// Completing a signature (issue 14 item 5; co-buyers sign too, issue 35 item 10): each signer's
// signature is recorded on its own, bound to the bytes that were signed; a document waits until
// every signer it needs (the buyer, and a booking's co-buyer) has signed, and the last one's
// completion stamps the signature page naming them all and marks document and booking signed.

export const SIGNATURE_METHOD_OF: Readonly<Record<SigningProvider, 'bankid' | 'eident-no' | 'eident-fi'>> = {
  bank_id: 'bankid',
  eident: 'eident-no',
  signicat: 'eident-fi',
};
const METHOD_NAMES: Readonly<Record<'bankid' | 'eident-no' | 'eident-fi', string>> = {
  bankid: 'BankID',
  'eident-no': 'e-ident (NO)',
  'eident-fi': 'e-ident (FI)',
};

export interface CompletedSignature {
  document: DocumentRow;
  /** Who signed: the buyer, or the co-buyer of a booking that names one. */
  signer: SignerRole;
  /** The SHA-256 the identity provider bound the signature to. */
  signedSha256: string;
  signerName: string;
  provider: SigningProvider;
  signature: string;
  signedAt: Date;
}

/**
 * Finishes one signer's signature: the stored bytes must still be the ones signed. The last
 * signer's completion stamps the signature page (every signer on it) onto a copy, and document
 * and booking change together with it; until then the document waits for the others.
 */
export async function completeSigning(
  app: FastifyInstance,
  input: CompletedSignature,
): Promise<SigningResult> {
  const { document } = input;
  if (document.status === 'done') return { status: 'Error', reason: 'ALREADY_SIGNED' };
  const storage = documentStorageOf(app);
  let bytes: Buffer;
  try {
    bytes = await verifiedBytes(storage, document);
  } catch {
    return { status: 'Error', reason: 'DOCUMENT_CHANGED' };
  }
  if (input.signedSha256 !== document.sha256) return { status: 'Error', reason: 'DOCUMENT_CHANGED' };
  const signature: NewSignature = {
    documentId: document.id,
    signer: input.signer,
    signerName: input.signerName,
    provider: SIGNATURE_METHOD_OF[input.provider],
    signature: input.signature,
    signedAt: input.signedAt,
  };
  // Each stamped copy has a key of its own: a copy that does not stand is removed without
  // touching the one the document points at.
  const written: string[] = [];
  const stampAndStore = async (signatures: readonly SignatureFacts[]) => {
    const key = signedKey(document.id, randomUUID());
    await putBytes(storage, key, await stampedWith(bytes, document, signatures));
    written.push(key);
    return key;
  };
  // The file is stamped before the booking's lock is taken when this signature is expected to
  // be the last (the lock is held for no file write); only two signers finishing at the same
  // moment leave the stamp to the one that takes the lock second.
  const earlier = await signaturesOf(app.database.db, document.id);
  const booking =
    document.bookingId && document.kind === 'booking-agreement'
      ? await findBooking(app.database.db, document.bookingId)
      : undefined;
  const expected = [...earlier, signature];
  const prestamped = requiredSigners(booking).every((role) => expected.some((row) => row.signer === role))
    ? { key: await stampAndStore(expected), of: signatureSetOf(expected) }
    : undefined;
  let outcome: Awaited<ReturnType<typeof recordSignature>>;
  let kept: string | undefined;
  try {
    outcome = await recordSignature(app.database.db, signature, async (_, signatures) => {
      kept =
        prestamped && prestamped.of === signatureSetOf(signatures)
          ? prestamped.key
          : await stampAndStore(signatures);
      return kept;
    });
  } catch (error) {
    // The transaction did not commit: no signed file may stay behind.
    await removeAll(storage, written);
    throw error;
  }
  if (!outcome.ok || !outcome.complete) kept = undefined;
  await removeAll(
    storage,
    written.filter((key) => key !== kept),
  );
  if (!outcome.ok) return { status: 'Error', reason: outcome.reason };
  // Who is left is said only while someone is: a finished document answers as it always has.
  return outcome.remaining.length > 0
    ? { status: 'Complete', documentId: document.id, remainingSigners: outcome.remaining }
    : { status: 'Complete', documentId: document.id };
}

type SignatureFacts = Pick<SignatureRow, 'signer' | 'signerName' | 'provider' | 'signedAt'>;

/** The signed copy: the signed bytes with a signature page naming every signer. */
async function stampedWith(bytes: Uint8Array, document: DocumentRow, signatures: readonly SignatureFacts[]) {
  return stampSignaturesPage(bytes, {
    locale: localeOfSite(document.siteKey),
    sha256: document.sha256,
    signatures: signatures.map((row) => ({
      signerName: row.signerName,
      method: METHOD_NAMES[row.provider],
      signedAt: row.signedAt,
    })),
  });
}

/** Which signatures a stamped copy names, to tell whether it is the set that stood. */
function signatureSetOf(signatures: readonly SignatureFacts[]): string {
  return signatures
    .map((row) => `${row.signer}|${row.signerName}|${row.provider}|${row.signedAt.toISOString()}`)
    .sort()
    .join('\n');
}

async function removeAll(storage: ReturnType<typeof documentStorageOf>, keys: readonly string[]) {
  await Promise.all(keys.map((key) => storage.remove(key)));
}
