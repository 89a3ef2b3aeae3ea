import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { BookingState } from '../../../shared/booking/booking-contracts';
import {
  ACTIVE_BOOKING_STATUSES,
  type BookingStatus,
  type BookingStep,
  chargedBookingFee,
  EXPIRING_BOOKING_STATUSES,
  FLOW_STEPS,
} from '../../../shared/booking/booking-steps';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import type { Database } from '../../db/client';
import { bookingProjects, residenceBookings, residenceObjects, residenceStages } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

// The booking records and the hold on a home (issue 14 item 3). Every change of a home's status
// is a plain UPDATE of residence_objects inside the booking's transaction, so the catalogue's
// triggers bump the search version and notify the page caches (migrations 0008, 0009): the
// search and the object page of every instance show the hold at once.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;
export type BookingRow = typeof residenceBookings.$inferSelect;

const MINUTE_MS = 60_000;
const ACTIVE = ACTIVE_BOOKING_STATUSES as BookingStatus[];
const EXPIRING = EXPIRING_BOOKING_STATUSES as BookingStatus[];

/** A home with its stage's booking settings; undefined when it is not sold online. */
export async function findBookableObject(db: Executor, objectId: string) {
  const [row] = await db
    .select({
      objectId: residenceObjects.id,
      objectNumber: residenceObjects.objectNumber,
      siteId: residenceObjects.siteId,
      status: residenceObjects.status,
      price: residenceObjects.price,
      monthlyFee: residenceObjects.monthlyFee,
      rooms: residenceObjects.rooms,
      livingArea: residenceObjects.livingArea,
      stageId: residenceStages.id,
      stageName: residenceStages.name,
      objectPath: residenceObjects.path,
      areaId: residenceStages.areaId,
      flow: bookingProjects.flow,
      bookingFee: bookingProjects.bookingFee,
      currency: bookingProjects.currency,
      holdMinutes: bookingProjects.holdMinutes,
      contractTerms: bookingProjects.contractTerms,
    })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceStages.id))
    .where(eq(residenceObjects.id, objectId));
  // What the flow shows and books is what it charges: no fee in a flow without a payment step.
  return row && { ...row, bookingFee: chargedBookingFee(row.flow, row.bookingFee) };
}
export type BookableObject = NonNullable<Awaited<ReturnType<typeof findBookableObject>>>;

/** Ends bookings whose hold has lapsed by `now`, restoring their homes' status. Answers how many. */
async function releaseLapsed(tx: Transaction, now: Date, objectId?: string): Promise<number> {
  const ended = await tx
    .update(residenceBookings)
    .set({ status: 'expired', endedAt: now, updatedAt: now })
    .where(
      and(
        inArray(residenceBookings.status, EXPIRING),
        lte(residenceBookings.holdExpiresAt, now),
        objectId ? eq(residenceBookings.objectId, objectId) : undefined,
      ),
    )
    .returning({ objectId: residenceBookings.objectId, previous: residenceBookings.previousObjectStatus });
  for (const row of ended) await releaseHome(tx, row.objectId, row.previous);
  return ended.length;
}

/** A lapsed booking's home back to its status before the hold (booking-lapse-repository.ts too). */
export async function releaseHome(tx: Transaction, objectId: string, previousStatus: number): Promise<void> {
  // Only a home still reserved by this hold goes back (staff may have changed it meanwhile).
  await tx
    .update(residenceObjects)
    .set({ status: previousStatus })
    .where(and(eq(residenceObjects.id, objectId), eq(residenceObjects.status, OBJECT_STATUS.reserved)));
}

/** The periodic release of lapsed holds (and what every read does for its own home first). */
export function releaseLapsedHolds(db: Database, now: Date, objectId?: string): Promise<number> {
  return db.transaction((tx) => releaseLapsed(tx, now, objectId));
}

export async function findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(residenceBookings).where(eq(residenceBookings.id, id));
  return row;
}

/** A booking of this buyer, with a lapsed hold released first so its status is exact at `now`. */
export async function findOwnBooking(
  db: Database,
  buyerUserId: string,
  id: string,
  now: Date,
): Promise<BookingRow | undefined> {
  const row = await findBooking(db, id);
  if (!row || row.buyerUserId !== buyerUserId) return undefined;
  if (EXPIRING.includes(row.status) && row.holdExpiresAt <= now) {
    await releaseLapsedHolds(db, now, row.objectId);
    return findBooking(db, id);
  }
  return row;
}

async function findByIdempotencyKey(db: Executor, buyerUserId: string, key: string) {
  const [row] = await db
    .select()
    .from(residenceBookings)
    .where(and(eq(residenceBookings.buyerUserId, buyerUserId), eq(residenceBookings.idempotencyKey, key)));
  return row;
}

export type StartResult =
  | { kind: 'booked'; booking: BookingRow }
  | { kind: 'notBookable' }
  | { kind: 'alreadyInStage' };

/**
 * The buyer's active booking in the home's stage, as the answer to a start: the same request
 * (its key) answers that booking, the same home is not bookable again, another home of the
 * stage is refused (one home per buyer and stage). Undefined when the buyer holds none there.
 */
async function stageConflict(
  db: Database,
  input: { buyerUserId: string; idempotencyKey: string; object: BookableObject },
  now: Date,
): Promise<StartResult | undefined> {
  const [row] = await db
    .select()
    .from(residenceBookings)
    .where(
      and(
        eq(residenceBookings.buyerUserId, input.buyerUserId),
        eq(residenceBookings.stageId, input.object.stageId),
        inArray(residenceBookings.status, ACTIVE),
      ),
    );
  if (!row) return undefined;
  if (EXPIRING.includes(row.status) && row.holdExpiresAt <= now) {
    // A lapsed hold nobody has released yet does not count.
    await releaseLapsedHolds(db, now, row.objectId);
    return undefined;
  }
  if (row.idempotencyKey === input.idempotencyKey) return { kind: 'booked', booking: row };
  return row.objectId === input.object.objectId ? { kind: 'notBookable' } : { kind: 'alreadyInStage' };
}

/**
 * Starts a booking: in one transaction the home goes from for sale to reserved (a conditional
 * UPDATE: of simultaneous attempts exactly one changes the row) and the booking is written (the
 * partial unique index on active bookings is the backstop). A repeated key answers its booking.
 */
export async function startBooking(
  db: Database,
  input: { buyerUserId: string; idempotencyKey: string; object: BookableObject },
  now: Date,
): Promise<StartResult> {
  const { buyerUserId, idempotencyKey, object } = input;
  const repeated = await findByIdempotencyKey(db, buyerUserId, idempotencyKey);
  if (repeated) return { kind: 'booked', booking: repeated };
  const conflict = await stageConflict(db, input, now);
  if (conflict) return conflict;
  const id = randomUUID();
  try {
    const booking = await db.transaction(async (tx) => {
      await releaseLapsed(tx, now, object.objectId);
      const held = await tx
        .update(residenceObjects)
        .set({ status: OBJECT_STATUS.reserved })
        .where(
          and(eq(residenceObjects.id, object.objectId), eq(residenceObjects.status, OBJECT_STATUS.forSale)),
        )
        .returning({ id: residenceObjects.id });
      if (held.length === 0) return undefined;
      const [row] = await tx
        .insert(residenceBookings)
        .values({
          id,
          objectId: object.objectId,
          stageId: object.stageId,
          siteId: object.siteId,
          buyerUserId,
          idempotencyKey,
          flow: object.flow,
          status: 'held',
          currentStep: FLOW_STEPS[object.flow][0] as BookingStep,
          previousObjectStatus: OBJECT_STATUS.forSale,
          bookingFee: object.bookingFee,
          currency: object.currency,
          // The agreement states the price as it was when the booking started (minor units).
          price: (object.price ?? 0) * 100,
          holdExpiresAt: new Date(now.getTime() + object.holdMinutes * MINUTE_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row;
    });
    if (booking) return { kind: 'booked', booking };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Our own start of another home in this stage won at the same moment (one home per stage).
    return (await stageConflict(db, input, now)) ?? { kind: 'notBookable' };
  }
  // Lost the race: to our own earlier click (same key), or to someone else.
  const winner = await findByIdempotencyKey(db, buyerUserId, idempotencyKey);
  return winner ? { kind: 'booked', booking: winner } : { kind: 'notBookable' };
}

/** Whether the home can be booked at `now`, or (with a booking id) is held by that live booking. */
export async function isBookable(
  db: Database,
  objectId: string,
  now: Date,
  bookingId?: string,
): Promise<boolean> {
  const object = await findBookableObject(db, objectId);
  if (!object || object.price === null) return false;
  await releaseLapsedHolds(db, now, objectId);
  const [active] = await db
    .select({ id: residenceBookings.id })
    .from(residenceBookings)
    .where(and(eq(residenceBookings.objectId, objectId), inArray(residenceBookings.status, ACTIVE)));
  if (active) return bookingId !== undefined && active.id === bookingId;
  const [current] = await db
    .select({ status: residenceObjects.status })
    .from(residenceObjects)
    .where(eq(residenceObjects.id, objectId));
  return current?.status === OBJECT_STATUS.forSale;
}

/** Whether the buyer holds an active booking in any of these stages. */
export async function hasActiveBookingIn(
  db: Database,
  buyerUserId: string,
  stageIds: string[],
): Promise<boolean> {
  if (stageIds.length === 0) return false;
  const [row] = await db
    .select({ id: residenceBookings.id })
    .from(residenceBookings)
    .where(
      and(
        eq(residenceBookings.buyerUserId, buyerUserId),
        inArray(residenceBookings.stageId, stageIds),
        inArray(residenceBookings.status, ACTIVE),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The stages booked online: one stage, or those of an area (a project). */
export async function bookingStagesOf(db: Database, where: { stageId: string } | { areaId: string }) {
  const rows = await db
    .select({ stageId: bookingProjects.stageId })
    .from(bookingProjects)
    .innerJoin(residenceStages, eq(residenceStages.id, bookingProjects.stageId))
    .where(
      'stageId' in where ? eq(residenceStages.id, where.stageId) : eq(residenceStages.areaId, where.areaId),
    );
  return rows.map((row) => row.stageId);
}

/** Moves a live booking to a step (the caller checked the step table). */
export async function moveToStep(
  db: Database,
  id: string,
  step: BookingStep,
  now: Date,
): Promise<BookingRow> {
  const [row] = await db
    .update(residenceBookings)
    .set({ currentStep: step, updatedAt: now })
    .where(eq(residenceBookings.id, id))
    .returning();
  if (!row) throw new Error('booking vanished while moving a step');
  return row;
}

/** Completes a booking: the home becomes booked, for good. */
export async function completeBooking(db: Database, id: string, now: Date): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(residenceBookings)
      .set({ status: 'completed', currentStep: 'done', completedAt: now, updatedAt: now })
      .where(and(eq(residenceBookings.id, id), inArray(residenceBookings.status, ['signed', 'paid'])))
      .returning();
    if (!row) return undefined;
    await tx
      .update(residenceObjects)
      .set({ status: OBJECT_STATUS.booked })
      .where(eq(residenceObjects.id, row.objectId));
    return row;
  });
}

export function bookingStateOf(row: BookingRow, objectNumber: string): BookingState {
  return {
    bookingId: row.id,
    objectId: row.objectId,
    objectNumber,
    flow: row.flow,
    status: row.status,
    step: row.currentStep,
    steps: [...FLOW_STEPS[row.flow]],
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    bookingFee: row.bookingFee,
    currency: row.currency,
  };
}

/** The object number of a booked home (bookings keep the id only). */
export async function objectNumberOf(db: Database, objectId: string): Promise<string> {
  const [row] = await db
    .select({ objectNumber: residenceObjects.objectNumber })
    .from(residenceObjects)
    .where(eq(residenceObjects.id, objectId));
  return row?.objectNumber ?? '';
}

/** The buyer's active booking of a home, if any (for the buy-residence cookie). */
export async function liveBookingOfObject(
  db: Database,
  buyerUserId: string,
  objectId: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(residenceBookings)
    .where(
      and(
        eq(residenceBookings.buyerUserId, buyerUserId),
        eq(residenceBookings.objectId, objectId),
        inArray(residenceBookings.status, ACTIVE),
      ),
    );
  if (row && EXPIRING.includes(row.status) && row.holdExpiresAt <= new Date()) {
    await releaseLapsedHolds(db, new Date(), row.objectId);
    return undefined;
  }
  return row;
}

/**
 * A user's live and completed click-to-buy bookings, for /account_service/user (flows §3.1
 * bookings; a completed one is also a purchase). Ended ones (expired, cancelled) are left out.
 */
export async function clickToBuyBookingsOf(db: Database, buyerUserId: string) {
  return db
    .select({
      bookingId: residenceBookings.id,
      objectId: residenceBookings.objectId,
      stageId: residenceBookings.stageId,
      siteId: residenceBookings.siteId,
      status: residenceBookings.status,
      objectNumber: residenceObjects.objectNumber,
    })
    .from(residenceBookings)
    .innerJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
    .where(and(eq(residenceBookings.buyerUserId, buyerUserId), inArray(residenceBookings.status, ACTIVE)));
}
