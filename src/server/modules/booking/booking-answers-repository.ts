import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnswerStep } from '../../../shared/booking/booking-answers';
import type { BookingStep } from '../../../shared/booking/booking-steps';
import type { Database } from '../../db/client';
import {
  bookingInteriorOptions,
  bookingProjects,
  documents,
  residenceBookings,
  users,
} from '../../db/schema';
import type { BookingRow } from './booking-repository';

// The answers of a booking's steps (residence_bookings.answers, one key per step), the project's
// interior options and documents, and the buyer's account details the personal-info step starts
// from. Answers are written only while the booking stands on that step and is held, so a
// signed booking's answers (what the agreement states) cannot change.

type PersonalInfo = {
  coBuyer?: { firstName: string; lastName: string; email: string; securityNumber: string };
};

/**
 * Stores the answer of the step the booking stands on and moves it to `next`, guarded by status
 * and step so a concurrent signing or step change wins. Undefined when the guard did not hold.
 */
export async function saveAnswer(
  db: Database,
  booking: BookingRow,
  step: AnswerStep,
  answer: unknown,
  next: BookingStep,
  now: Date,
): Promise<BookingRow | undefined> {
  const coBuyer = step === 'personal-info' ? (answer as PersonalInfo).coBuyer : undefined;
  const answers: Record<string, unknown> = { ...booking.answers, [step]: answer };
  // The financing limit is the price plus the choices: new choices need the financing again.
  if (step === 'choices') delete answers.financing;
  const [row] = await db
    .update(residenceBookings)
    .set({
      answers,
      currentStep: next,
      updatedAt: now,
      ...(step === 'personal-info'
        ? {
            coBuyerFirstName: coBuyer?.firstName ?? null,
            coBuyerLastName: coBuyer?.lastName ?? null,
            coBuyerEmail: coBuyer?.email ?? null,
            coBuyerSecurityNumber: coBuyer?.securityNumber ?? null,
          }
        : {}),
    })
    .where(
      and(
        eq(residenceBookings.id, booking.id),
        eq(residenceBookings.status, 'held'),
        eq(residenceBookings.currentStep, step),
      ),
    )
    .returning();
  return row;
}

export async function interiorOptionsOf(db: Database, stageId: string) {
  return db
    .select()
    .from(bookingInteriorOptions)
    .where(eq(bookingInteriorOptions.stageId, stageId))
    .orderBy(asc(bookingInteriorOptions.groupKey), asc(bookingInteriorOptions.sort));
}
export type InteriorOptionRow = Awaited<ReturnType<typeof interiorOptionsOf>>[number];

/** The options of these ids in the project (ids of another project are simply not found). */
export async function chosenOptions(db: Database, stageId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bookingInteriorOptions)
    .where(and(eq(bookingInteriorOptions.stageId, stageId), inArray(bookingInteriorOptions.id, ids)));
}

export async function projectOf(db: Database, stageId: string) {
  const [row] = await db.select().from(bookingProjects).where(eq(bookingProjects.stageId, stageId));
  return row;
}

export async function buyerOf(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The booking's own documents to sign or signed (the agreement the signing service made). */
export async function bookingOwnDocuments(db: Database, bookingId: string, userId: string) {
  return db
    .select({
      id: documents.id,
      kind: documents.kind,
      title: documents.title,
      status: documents.status,
      storageKey: documents.storageKey,
    })
    .from(documents)
    .where(and(eq(documents.bookingId, bookingId), eq(documents.userId, userId)))
    .orderBy(asc(documents.createdAt));
}
