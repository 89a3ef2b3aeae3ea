import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../../src/server/db/client';
import {
  bookingProjects,
  documents,
  residenceBookings,
  residenceObjects,
  residenceShowings,
  residenceStages,
  showingRegistrations,
  users,
} from '../../src/server/db/schema';
import { originalKey } from '../../src/server/modules/signing/document-store';
import type { FileStorage } from '../../src/server/providers/file-storage/file-storage';
import { localDiskStorage } from '../../src/server/providers/file-storage/local-disk-storage';
import { OBJECT_STATUS } from '../../src/shared/residence/residence-enums';
import { SITES } from '../../src/shared/sites/sites';
import { demoUserId } from '../accounts/demo-accounts';
import { addDays, catalogueReferenceDate } from '../catalogue/dates';
import { deterministicUuid, SEED_TIMESTAMP } from '../content/seed-types';

// What my pages show the demo people (issue 15 items 2 and 7): the Swedish resident and the
// Norwegian customer each own a home bought through click to buy, in its project's timeline
// (interior deadline, inspection, final payment), with a contract waiting for their signature;
// the VIP member has a place on an upcoming showing. Idempotent and deterministic per
// month, like the catalogue it builds on. Each home is the last of its project by number, so
// the first homes stay free for click-to-buy's own demo bookings.

interface Owner {
  userKey: 'resident' | 'norway';
  siteKey: 'se' | 'no';
  contractTitle: string;
}

const OWNERS: Owner[] = [
  { userKey: 'resident', siteKey: 'se', contractTitle: 'Köpekontrakt' },
  { userKey: 'norway', siteKey: 'no', contractTitle: 'Kjøpekontrakt' },
];

async function contractPdf(title: string, objectNumber: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(SEED_TIMESTAMP);
  pdf.setModificationDate(SEED_TIMESTAMP);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(`${title} ${objectNumber}`, { x: 56, y: 770, size: 20, font });
  page.drawText('Hemvist demo', { x: 56, y: 740, size: 12, font });
  return pdf.save({ useObjectStreams: false });
}

async function lastHomeOfProject(db: Database, siteKey: 'se' | 'no') {
  const [row] = await db
    .select({
      objectId: residenceObjects.id,
      objectNumber: residenceObjects.objectNumber,
      stageId: residenceObjects.stageId,
      status: residenceObjects.status,
      price: residenceObjects.price,
      moveIn: residenceObjects.inhabitDate,
      flow: bookingProjects.flow,
      fee: bookingProjects.bookingFee,
      currency: bookingProjects.currency,
    })
    .from(residenceObjects)
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceObjects.stageId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(and(eq(residenceStages.siteId, SITES[siteKey].siteId), isNotNull(residenceObjects.price)))
    .orderBy(desc(bookingProjects.flow), desc(residenceObjects.objectNumber))
    .limit(1);
  return row;
}

async function seedOwnedHome(db: Database, owner: Owner, storage?: FileStorage) {
  const userId = demoUserId(owner.userKey);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  const home = await lastHomeOfProject(db, owner.siteKey);
  if (!user || !home) return;
  const reference = catalogueReferenceDate();
  const bookingId = deterministicUuid(`my-pages:booking:${owner.userKey}`);
  await db.transaction(async (tx) => {
    // The project's timeline dates are the booking seed's (seed/booking/seed-booking-details.ts).
    const existing = await tx
      .select({ id: residenceBookings.id })
      .from(residenceBookings)
      .where(eq(residenceBookings.id, bookingId));
    if (existing.length > 0) return;
    const signedAt = addDays(reference, -20);
    await tx.insert(residenceBookings).values({
      id: bookingId,
      objectId: home.objectId,
      stageId: home.stageId,
      siteId: SITES[owner.siteKey].siteId,
      buyerUserId: userId,
      idempotencyKey: `seed-${owner.userKey}`,
      flow: home.flow,
      status: 'completed',
      currentStep: 'done',
      previousObjectStatus: home.status,
      bookingFee: home.fee,
      currency: home.currency,
      holdExpiresAt: signedAt,
      price: (home.price ?? 0) * 100, // minor units, as the booking flow stores it
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

  const pdf = await contractPdf(owner.contractTitle, home.objectNumber);
  const documentId = deterministicUuid(`my-pages:document:${owner.userKey}:contract`);
  // Where the signing service reads a pending document's original (and checks its SHA-256).
  const storageKey = originalKey(documentId);
  await db
    .insert(documents)
    .values({
      id: documentId,
      userId,
      siteKey: owner.siteKey,
      bookingId,
      kind: 'purchase-contract',
      title: `${owner.contractTitle} ${home.objectNumber}`,
      status: 'pending',
      storageKey,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      dueAt: addDays(reference, 40),
      createdAt: SEED_TIMESTAMP,
    })
    .onConflictDoNothing();
  if (storage) {
    const present = await storage.read(storageKey);
    if (present) present.destroy();
    else await storage.put(storageKey, Readable.from([Buffer.from(pdf)]));
  }
}

/** The VIP member's place on the Swedish site's next VIP showing (or next showing). */
async function seedShowingPlace(db: Database) {
  const userId = demoUserId('vip');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const [showing] = await db
    .select({ id: residenceShowings.id })
    .from(residenceShowings)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceShowings.stageId))
    .where(
      and(
        eq(residenceStages.siteId, SITES.se.siteId),
        gte(residenceShowings.startsAt, addDays(catalogueReferenceDate(), 35)),
      ),
    )
    .orderBy(desc(residenceShowings.vip), asc(residenceShowings.startsAt), asc(residenceShowings.id))
    .limit(1);
  if (!showing) return;
  await db
    .insert(showingRegistrations)
    .values({ showingId: showing.id, userId, createdAt: SEED_TIMESTAMP })
    .onConflictDoNothing();
}

export async function seedMyPages(
  db: Database,
  options: { fileStorage?: FileStorage; fileStorageDir?: string } = {},
): Promise<void> {
  const storage =
    options.fileStorage ?? (options.fileStorageDir ? localDiskStorage(options.fileStorageDir) : undefined);
  for (const owner of OWNERS) await seedOwnedHome(db, owner, storage);
  await seedShowingPlace(db);
  // The Norwegian customer's reminded VIP payment (Reminder1) is the accounts seed's.
}
