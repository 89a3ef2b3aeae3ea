import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChoicesAnswer } from '../../../shared/booking/booking-answers';
import type { Database } from '../../db/client';
import {
  bookingInteriorOptions,
  bookingProjects,
  documents,
  notifications,
  residenceBookings,
  residenceObjects,
  residenceStages,
  users,
} from '../../db/schema';

// The SQL of documents and signing (issue 14 item 5): documents, their awaiting-signature
// notification; the signatures and the booking's change to signed are in signature-repository.ts.

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;

/** flows §3.9 notification menu: a document to sign shows as a signing action. */
export const AWAITING_SIGNATURE = 'awaiting_signature';

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

/** A document of this user (anyone else's answers undefined, as a missing one does). */
export async function findOwnDocument(
  db: Database,
  userId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  const row = await findDocument(db, id);
  return row?.userId === userId ? row : undefined;
}

export async function findBookingAgreement(
  db: Database,
  bookingId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.bookingId, bookingId), eq(documents.kind, 'booking-agreement')));
  return row;
}

export async function listDocuments(db: Database, userId: string, siteKey?: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), siteKey ? eq(documents.siteKey, siteKey) : undefined))
    .orderBy(desc(documents.createdAt));
}

/**
 * Writes a pending document and its awaiting-signature notification together, unless the
 * booking has a document of this kind already (documents_booking_kind_idx): then nothing is
 * written and the answer is false. Parallel first calls thus leave one document, not one each.
 */
export async function insertPendingDocument(db: Database, row: NewDocument, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(documents)
      .values(row)
      .onConflictDoNothing({ target: [documents.bookingId, documents.kind] })
      .returning({ id: documents.id });
    if (inserted.length === 0) return false;
    await tx.insert(notifications).values({
      id: crypto.randomUUID(),
      userId: row.userId,
      siteKey: row.siteKey,
      notificationType: 'DocumentSigning',
      name: AWAITING_SIGNATURE,
      targetId: row.id,
      createdOn: now,
    });
    return true;
  });
}

/** Everything the booking agreement states, read for one booking. */
export async function agreementFacts(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      booking: residenceBookings,
      buyer: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        securityNumber: users.securityNumber,
        nationalId: users.nationalId,
      },
      objectNumber: residenceObjects.objectNumber,
      objectPrice: residenceObjects.price,
      inhabitDate: residenceObjects.inhabitDate,
      stageName: residenceStages.name,
      contractTerms: bookingProjects.contractTerms,
      interiorDeadline: bookingProjects.interiorDeadline,
      inspectionDate: bookingProjects.inspectionDate,
      finalPaymentDate: bookingProjects.finalPaymentDate,
    })
    .from(residenceBookings)
    .innerJoin(users, eq(users.id, residenceBookings.buyerUserId))
    .innerJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceBookings.stageId))
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceBookings.stageId))
    .where(eq(residenceBookings.id, bookingId));
  return row;
}
export type AgreementFacts = NonNullable<Awaited<ReturnType<typeof agreementFacts>>>;

/** The interior options chosen in a booking's choices step (flow C), in the project's order. */
export async function chosenInteriorOptions(db: Database, booking: AgreementFacts['booking']) {
  const choices = (booking.answers.choices as ChoicesAnswer | undefined)?.choices ?? {};
  const ids = Object.values(choices);
  if (ids.length === 0) return [];
  return db
    .select({
      groupName: bookingInteriorOptions.groupName,
      name: bookingInteriorOptions.name,
      price: bookingInteriorOptions.price,
    })
    .from(bookingInteriorOptions)
    .where(and(eq(bookingInteriorOptions.stageId, booking.stageId), inArray(bookingInteriorOptions.id, ids)))
    .orderBy(asc(bookingInteriorOptions.groupKey), asc(bookingInteriorOptions.sort));
}

/** The identity a signer must prove: the personal number (Sweden) or national id (Norway, Finland). */
export async function signerIdentityOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      securityNumber: users.securityNumber,
      nationalId: users.nationalId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
