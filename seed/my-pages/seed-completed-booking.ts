import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  bookingInteriorOptions,
  bookingProjects,
  bookings,
  payments,
  residenceBookings,
  residenceObjects,
  residenceStages,
  users,
} from '../../src/server/db/schema';
import { OBJECT_STATUS } from '../../src/shared/residence/residence-enums';
import { SITES } from '../../src/shared/sites/sites';
import { demoUserId } from '../accounts/demo-accounts';
import { addDays, addMonths, catalogueReferenceDate, isoDay } from '../catalogue/dates';
import { deterministicUuid } from '../content/seed-types';

// My residence and the timeline of the demo resident (issue 15 items 3, 9): a completed booking
// of the last home of the Swedish site's interior-choice project (flow C), with its project's
// timeline dates and interior options when the booking seeds have not set them. The booking's
// id and home are those the my-pages seed picks for the same person, so whichever seed runs
// first writes it and the other finds it; options and dates are inserted only when absent.

const BOOKING_KEY = 'my-pages:booking:resident';

/** Interior options of the demo project, when it has none (whole kronor; stored in öre). */
const GROUPS = [
  {
    groupKey: 'kitchen',
    groupName: 'Kök',
    options: [
      ['Vita luckor', 'Släta vita luckor, laminatbänk', 0],
      ['Ek och sten', 'Ekfanér, bänkskiva i komposit', 45_000],
    ],
  },
  {
    groupKey: 'floor',
    groupName: 'Golv',
    options: [
      ['Ekparkett, ljus', 'Trestavs ekparkett', 0],
      ['Ekplank, rökt', 'Enstavs ekplank, rökt', 28_000],
    ],
  },
  {
    groupKey: 'bathroom',
    groupName: 'Badrum',
    options: [
      ['Vitt kakel', 'Blankt vitt kakel, grå klinker', 0],
      ['Helkaklat i sten', 'Storformat i kalksten', 32_000],
    ],
  },
] as const;

async function lastHomeOfProject(db: Database) {
  const [row] = await db
    .select({
      objectId: residenceObjects.id,
      objectNumber: residenceObjects.objectNumber,
      stageId: residenceObjects.stageId,
      status: residenceObjects.status,
      price: residenceObjects.price,
      flow: bookingProjects.flow,
      fee: bookingProjects.bookingFee,
      currency: bookingProjects.currency,
    })
    .from(residenceObjects)
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceObjects.stageId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(and(eq(residenceStages.siteId, SITES.se.siteId), isNotNull(residenceObjects.price)))
    .orderBy(desc(bookingProjects.flow), desc(residenceObjects.objectNumber))
    .limit(1);
  return row;
}

export async function seedCompletedBooking(db: Database): Promise<void> {
  const userId = demoUserId('resident');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  const bookingId = deterministicUuid(BOOKING_KEY);
  const [existing] = await db
    .select({ objectId: residenceBookings.objectId, stageId: residenceBookings.stageId })
    .from(residenceBookings)
    .where(eq(residenceBookings.id, bookingId));
  const home = existing ? undefined : await lastHomeOfProject(db);
  if (!user || (!existing && !home)) return;
  const stageId = existing?.stageId ?? (home?.stageId as string);
  const reference = catalogueReferenceDate();
  await db.transaction(async (tx) => {
    await tx
      .update(bookingProjects)
      .set({
        interiorDeadline: isoDay(addDays(reference, 45)),
        inspectionDate: isoDay(addMonths(reference, 5)),
        finalPaymentDate: isoDay(addMonths(reference, 6)),
      })
      .where(and(eq(bookingProjects.stageId, stageId), isNull(bookingProjects.interiorDeadline)));
    const [anyOption] = await tx
      .select({ id: bookingInteriorOptions.id })
      .from(bookingInteriorOptions)
      .where(eq(bookingInteriorOptions.stageId, stageId))
      .limit(1);
    if (!anyOption) {
      await tx.insert(bookingInteriorOptions).values(
        GROUPS.flatMap((group) =>
          group.options.map(([name, description, price], sort) => ({
            id: deterministicUuid(`booking-interior ${stageId} ${group.groupKey} ${sort}`),
            stageId,
            groupKey: group.groupKey,
            groupName: group.groupName,
            name,
            description,
            price: price * 100,
            isDefault: sort === 0,
            sort,
          })),
        ),
      );
    }
    if (existing || !home) return;
    const signedAt = addDays(reference, -20);
    await tx.insert(residenceBookings).values({
      id: bookingId,
      objectId: home.objectId,
      stageId: home.stageId,
      siteId: SITES.se.siteId,
      buyerUserId: userId,
      idempotencyKey: 'seed-resident',
      flow: home.flow,
      status: 'completed',
      currentStep: 'done',
      previousObjectStatus: home.status,
      bookingFee: home.fee,
      currency: home.currency,
      holdExpiresAt: signedAt,
      // Minor units, as the booking flow stores it (the catalogue's price is whole kronor).
      price: (home.price ?? 0) * 100,
      signedAt,
      paidAt: signedAt,
      completedAt: signedAt,
      createdAt: signedAt,
      updatedAt: signedAt,
    });
    await tx
      .update(residenceObjects)
      .set({ status: OBJECT_STATUS.sold })
      .where(eq(residenceObjects.id, home.objectId));
  });
  // The booking fee, paid when the booking was (its payment step), whichever seed wrote the
  // booking (my pages' overview seed writes the same one).
  const [written] = await db
    .select({
      fee: residenceBookings.bookingFee,
      currency: residenceBookings.currency,
      signedAt: residenceBookings.signedAt,
    })
    .from(residenceBookings)
    .where(eq(residenceBookings.id, bookingId));
  if (written && written.fee > 0) {
    await db
      .insert(payments)
      .values({
        id: deterministicUuid('my-residence:payment:resident-fee'),
        userId,
        siteKey: 'se',
        status: 'Paid',
        amount: written.fee,
        currency: written.currency,
        purpose: 'booking-fee',
        bookingId,
        paidAt: written.signedAt,
        paidWith: 'card',
        createdAt: written.signedAt ?? undefined,
      })
      .onConflictDoNothing();
  }
  // The account's summary of its bookings (flows §3.1): the menu shows my residence for it.
  const [booked] = await db
    .select({ objectId: residenceObjects.id, objectNumber: residenceObjects.objectNumber })
    .from(residenceBookings)
    .innerJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
    .where(eq(residenceBookings.id, bookingId));
  if (!booked) return;
  await db
    .insert(bookings)
    .values({
      id: bookingId,
      userId,
      objectId: booked.objectId,
      objectNumber: booked.objectNumber,
      siteKey: 'se',
      objectPageExists: true,
      status: 'completed',
      createdAt: addDays(reference, -20),
    })
    .onConflictDoNothing();
}
