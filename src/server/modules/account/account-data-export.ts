import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attachments,
  bookings,
  caseComments,
  caseFollowers,
  cases,
  consents,
  documents,
  notifications,
  paymentAttempts,
  payments,
  residenceBookings,
  savedSearches,
  showingRegistrations,
  userResidences,
  users,
  vipMemberships,
} from '../../db/schema';

// "Download my data" (issue 15 item 10, GDPR art. 15 and 20): every row that names the caller,
// read by the caller's own user id only, so nobody else's data can be in it. Secrets (the
// password hash, login and link tokens) are left out: they are not about the person, and a
// leaked file must not open the account. Comments on the caller's cases are the case handler's
// words about the caller's errand; the handler is not named.

export async function exportUserData(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const { passwordHash: _secret, ...account } = user;
  const [consentRows, vipRows, paymentRows, bookingRows, residenceRows, followed, notificationRows] =
    await Promise.all([
      db.select().from(consents).where(eq(consents.userId, userId)),
      db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId)),
      db.select().from(payments).where(eq(payments.userId, userId)),
      db.select().from(bookings).where(eq(bookings.userId, userId)),
      db.select().from(userResidences).where(eq(userResidences.userId, userId)),
      db
        .select({
          caseId: caseFollowers.caseId,
          siteKey: caseFollowers.siteKey,
          since: caseFollowers.createdAt,
        })
        .from(caseFollowers)
        .where(eq(caseFollowers.userId, userId)),
      db.select().from(notifications).where(eq(notifications.userId, userId)),
    ]);
  const [clickToBuy, documentRows, savedSearchRows, showingRows] = await Promise.all([
    db.select().from(residenceBookings).where(eq(residenceBookings.buyerUserId, userId)),
    db
      .select({
        id: documents.id,
        siteKey: documents.siteKey,
        kind: documents.kind,
        title: documents.title,
        status: documents.status,
        sha256: documents.sha256,
        createdAt: documents.createdAt,
        signedAt: documents.signedAt,
        signerName: documents.signerName,
        signatureProvider: documents.signatureProvider,
      })
      .from(documents)
      .where(eq(documents.userId, userId)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
    db.select().from(showingRegistrations).where(eq(showingRegistrations.userId, userId)),
  ]);
  const attemptRows = paymentRows.length
    ? await db
        .select()
        .from(paymentAttempts)
        .where(
          inArray(
            paymentAttempts.paymentId,
            paymentRows.map((row) => row.id),
          ),
        )
    : [];
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, hasPassword: user.passwordHash !== null },
    consents: consentRows.map(({ userId: _, ...row }) => row),
    vipMemberships: vipRows.map(({ userId: _, ...row }) => row),
    payments: paymentRows.map(({ userId: _, ...row }) => ({
      ...row,
      attempts: attemptRows.filter((attempt) => attempt.paymentId === row.id),
    })),
    bookings: bookingRows.map(({ userId: _, ...row }) => row),
    clickToBuyBookings: clickToBuy.map(({ buyerUserId: _, ...row }) => row),
    documents: documentRows,
    savedSearches: savedSearchRows.map(({ userId: _, ...row }) => row),
    showingPlaces: showingRows.map(({ userId: _, ...row }) => row),
    favourites: residenceRows.filter((row) => row.relation === 'favourite').map(withoutUser),
    interests: residenceRows.filter((row) => row.relation === 'interest').map(withoutUser),
    purchases: residenceRows.filter((row) => row.relation === 'purchase').map(withoutUser),
    followedCases: followed,
    reportedCases: await reportedCases(db, userId),
    notifications: notificationRows.map(({ userId: _, ...row }) => row),
  };
}

function withoutUser<T extends { userId: string; relation: string }>(row: T) {
  const { userId: _, relation: __, ...rest } = row;
  return rest;
}

async function reportedCases(db: Database, userId: string) {
  const caseRows = await db
    .select({
      id: cases.id,
      ticketNumber: cases.ticketNumber,
      siteKey: cases.siteKey,
      statusId: cases.statusId,
      caseTypeId: cases.caseTypeId,
      description: cases.description,
      address: cases.address,
      zipCode: cases.zipCode,
      city: cases.city,
      alternativeContact: cases.alternativeContact,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
    })
    .from(cases)
    .where(eq(cases.reporterUserId, userId));
  if (caseRows.length === 0) return [];
  const ids = caseRows.map((row) => row.id);
  const [commentRows, fileRows] = await Promise.all([
    db
      .select({ caseId: caseComments.caseId, text: caseComments.text, createdAt: caseComments.createdAt })
      .from(caseComments)
      .where(inArray(caseComments.caseId, ids)),
    db
      .select({
        caseId: attachments.caseId,
        fileName: attachments.fileName,
        createdAt: attachments.createdAt,
      })
      .from(attachments)
      .where(inArray(attachments.caseId, ids)),
  ]);
  return caseRows.map((row) => ({
    ...row,
    comments: commentRows.filter((c) => c.caseId === row.id).map(({ caseId: _, ...c }) => c),
    attachments: fileRows.filter((f) => f.caseId === row.id).map(({ caseId: _, ...f }) => f),
  }));
}
