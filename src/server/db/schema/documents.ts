import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { residenceBookings } from './booking';
import { users } from './identity';

// ---- Documents to sign (flows §3.8 document status; issue 14 item 5, issue 15 item 4) --------
// A PDF a person signs (the booking agreement, a purchase contract, an interior order …) or has
// signed. The file lives in file storage; its SHA-256 is what the signature covers, so signing
// refuses a document whose bytes changed.

export const DOCUMENT_KINDS = [
  'booking-agreement',
  'purchase-contract',
  'interior-order',
  'handover-protocol',
  'other',
] as const;
export const DOCUMENT_STATUSES = ['pending', 'done'] as const;
export const SIGNATURE_PROVIDERS = ['bankid', 'eident-no', 'eident-fi'] as const;

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    bookingId: uuid('booking_id').references(() => residenceBookings.id),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull(),
    /** File storage key of the PDF (the signed one once done). */
    storageKey: text('storage_key').notNull(),
    /** Hex SHA-256 of the PDF that is to be (or was) signed. */
    sha256: text('sha256').notNull(),
    /** Sign before this time (shown in my documents and the overview). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The signer's name as the identity provider gave it. */
    signerName: text('signer_name'),
    signatureProvider: text('signature_provider', { enum: SIGNATURE_PROVIDERS }),
    /** The provider's signature (BankID's `signature`, the e-ident id token) as received. */
    signature: text('signature'),
  },
  (table) => [
    index('documents_user_status_idx').on(table.userId, table.status),
    index('documents_booking_idx').on(table.bookingId),
    // One document of each kind per booking: parallel first calls of signcontract each draw up
    // an agreement, and only the first insert stands (issue 32 item 4).
    uniqueIndex('documents_booking_kind_idx').on(table.bookingId, table.kind),
  ],
);

/** Who signs a booking agreement: the buyer, and the co-buyer when the booking names one. */
export const SIGNER_ROLES = ['buyer', 'co-buyer'] as const;

/**
 * One person's signature of a document (issue 35 item 10): the buyer's and, on a booking with a
 * co-buyer, the co-buyer's, each with their own BankID or e-ident. The document is done, and its
 * booking signed, once every signer of it has a row here.
 */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: uuid('id').primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    signer: text('signer', { enum: SIGNER_ROLES }).notNull(),
    /** The signer's name as the identity provider gave it. */
    signerName: text('signer_name').notNull(),
    provider: text('provider', { enum: SIGNATURE_PROVIDERS }).notNull(),
    /** The provider's signature (BankID's `signature`, the e-ident id token) as received. */
    signature: text('signature').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  // Each person signs once: a second completion of the same signer cannot be written.
  (table) => [uniqueIndex('document_signatures_document_signer_idx').on(table.documentId, table.signer)],
);
