import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingInteriorOptions,
  bookingProjects,
  documents,
  payments,
  residenceBookings,
  residenceObjects,
  residenceStages,
} from '../../db/schema';

// The data of my residence and the timeline. Every read names the caller and the site, so a
// booking of another person or another site is simply not found (issue 15 item 13).

/** Bookings that own a home: signed, paid for, or completed (a hold alone is not a residence). */
const OWNING_STATUSES = ['signed', 'paid', 'completed'] as const;

function owned(userId: string, siteId: string) {
  return and(
    eq(residenceBookings.buyerUserId, userId),
    eq(residenceBookings.siteId, siteId),
    inArray(residenceBookings.status, [...OWNING_STATUSES]),
  );
}

export async function residencesOf(db: Database, userId: string, siteId: string) {
  return db
    .select({
      bookingId: residenceBookings.id,
      objectNumber: residenceObjects.objectNumber,
      stageName: residenceStages.name,
    })
    .from(residenceBookings)
    .innerJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceBookings.stageId))
    .where(owned(userId, siteId))
    .orderBy(desc(residenceBookings.createdAt), asc(residenceBookings.id));
}

export async function ownedBooking(db: Database, bookingId: string, userId: string, siteId: string) {
  const [row] = await db
    .select({
      booking: residenceBookings,
      object: {
        id: residenceObjects.id,
        objectNumber: residenceObjects.objectNumber,
        path: residenceObjects.path,
        rooms: residenceObjects.rooms,
        livingArea: residenceObjects.livingArea,
        floor: residenceObjects.floor,
        buildingFloors: residenceObjects.buildingFloors,
        inhabitDate: residenceObjects.inhabitDate,
      },
      stage: { name: residenceStages.name, staff: residenceStages.staff },
      project: {
        interiorDeadline: bookingProjects.interiorDeadline,
        inspectionDate: bookingProjects.inspectionDate,
        finalPaymentDate: bookingProjects.finalPaymentDate,
        currency: bookingProjects.currency,
      },
    })
    .from(residenceBookings)
    .innerJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceBookings.stageId))
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceBookings.stageId))
    .where(and(eq(residenceBookings.id, bookingId), owned(userId, siteId)));
  return row;
}
export type OwnedBooking = NonNullable<Awaited<ReturnType<typeof ownedBooking>>>;

export async function bookingDocuments(db: Database, bookingId: string, userId: string) {
  return db
    .select({ id: documents.id, title: documents.title, kind: documents.kind, status: documents.status })
    .from(documents)
    .where(and(eq(documents.bookingId, bookingId), eq(documents.userId, userId)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export async function bookingPayments(db: Database, bookingId: string, userId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.userId, userId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function interiorOptions(db: Database, stageId: string) {
  return db
    .select()
    .from(bookingInteriorOptions)
    .where(eq(bookingInteriorOptions.stageId, stageId))
    .orderBy(asc(bookingInteriorOptions.groupKey), asc(bookingInteriorOptions.sort));
}
export type InteriorOptionRow = Awaited<ReturnType<typeof interiorOptions>>[number];

/**
 * Stores the choices as the booking flow does (answers.choices = { choices: {group: id} }),
 * replacing only that key so answers of other steps stay as they are.
 */
export async function saveChoices(
  db: Database,
  bookingId: string,
  choices: Record<string, string>,
  now: Date,
) {
  await db
    .update(residenceBookings)
    .set({
      answers: sql`${residenceBookings.answers} || jsonb_build_object('choices', ${JSON.stringify({ choices })}::jsonb)`,
      updatedAt: now,
    })
    .where(eq(residenceBookings.id, bookingId));
}
