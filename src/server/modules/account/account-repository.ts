import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { unpaidStatusesOn } from '../../../shared/payments/payment-status';
import type { Database } from '../../db/client';
import {
  associations,
  authTokens,
  boardMembers,
  bookings,
  consents,
  documents,
  oneTimeTokens,
  payments,
  users,
  vipMemberships,
} from '../../db/schema';

// The SQL of accounts: reads shared by email login, bank-identity login, register and the user
// endpoints, and the writes of registration, profile, consent and email changes.

export type UserRow = typeof users.$inferSelect;
export type AssociationRow = typeof associations.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** Swedish personal number, or a Norwegian/Finnish national id with its country. */
export async function findUserByIdentity(
  db: Database,
  identity: { country: 'SE' | 'NO' | 'FI'; personalNumber?: string; nationalId?: string },
): Promise<UserRow | undefined> {
  if (identity.country === 'SE') {
    if (!identity.personalNumber) return undefined;
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.securityNumber, identity.personalNumber))
      .limit(1);
    return row;
  }
  if (!identity.nationalId) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.nationalId, identity.nationalId.toUpperCase()),
        eq(users.nationalIdCountry, identity.country),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The associations on whose board `userId` sits, by name; `only` narrows them to the one
 * association, when it belongs to the site (the board page's check, board-repository.ts).
 */
export async function associationsOf(
  db: Database,
  userId: string,
  only?: { associationId: string; siteKey: string },
): Promise<AssociationRow[]> {
  const rows = await db
    .select({ association: associations })
    .from(boardMembers)
    .innerJoin(associations, eq(associations.id, boardMembers.associationId))
    .where(
      and(
        eq(boardMembers.userId, userId),
        only && eq(boardMembers.associationId, only.associationId),
        only && eq(associations.siteKey, only.siteKey),
      ),
    )
    .orderBy(associations.name);
  return rows.map((row) => row.association);
}

export async function ongoingBookingOf(db: Database, userId: string) {
  const [row] = await db
    .select({ bookingId: bookings.id, objectNumber: bookings.objectNumber })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'ongoing')))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row;
}

export async function isVipOn(db: Database, userId: string, siteKey: string): Promise<boolean> {
  const rows = await db
    .select({ siteKey: vipMemberships.siteKey })
    .from(vipMemberships)
    .where(and(eq(vipMemberships.userId, userId), eq(vipMemberships.siteKey, siteKey)))
    .limit(1);
  return rows.length > 0;
}

export async function hasUnpaidPayment(db: Database, userId: string, siteKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.siteKey, siteKey),
        inArray(payments.status, unpaidStatusesOn(siteKey)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasConsentFor(db: Database, userId: string, siteKey: string): Promise<boolean> {
  const rows = await db
    .select({ siteKey: consents.siteKey })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.siteKey, siteKey)))
    .limit(1);
  return rows.length > 0;
}

export async function addConsent(db: Database, userId: string, siteKey: string): Promise<void> {
  await db.insert(consents).values({ userId, siteKey }).onConflictDoNothing();
}

export async function removeConsent(db: Database, userId: string, siteKey: string): Promise<void> {
  await db.delete(consents).where(and(eq(consents.userId, userId), eq(consents.siteKey, siteKey)));
}

/** The fields a registration writes on the person's row. */
export type RegisteredFields = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phoneNumber' | 'newsLetter'
>;

/** A new account row; the unique email index may refuse it (two registrations at once). */
export async function insertAccount(db: Database, id: string, fields: RegisteredFields): Promise<void> {
  await db.insert(users).values({ id, ...fields, hasAccount: true });
}

/** Gives a person known from registration data (no account yet) their account. */
export async function activateAccount(db: Database, id: string, fields: RegisteredFields): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, hasAccount: true })
    .where(and(eq(users.id, id), eq(users.hasAccount, false)));
}

export type ProfileFields = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'newsLetter'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'countryId'
  | 'birthDate'
>;

export async function updateProfile(db: Database, userId: string, fields: ProfileFields): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

export async function setEmail(db: Database, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/** platform §7 hasdocuments: whether the documents table holds any document of the user's. */
export async function hasDocuments(db: Database, userId: string): Promise<boolean> {
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.userId, userId))
    .limit(1);
  return Boolean(document);
}

/** A VIP membership and its payment, unless the user already has one on the site (then false). */
export async function insertVipMembership(
  db: Database,
  membership: {
    userId: string;
    siteKey: string;
    campaignCode: string | null;
    fee: { amount: number; currency: 'SEK' | 'NOK' | 'EUR' };
  },
): Promise<boolean> {
  const inserted = await db
    .insert(vipMemberships)
    .values({ userId: membership.userId, siteKey: membership.siteKey, campaignCode: membership.campaignCode })
    .onConflictDoNothing()
    .returning({ userId: vipMemberships.userId });
  if (inserted.length === 0) return false;
  await db.insert(payments).values({
    id: randomUUID(),
    userId: membership.userId,
    siteKey: membership.siteKey,
    status: membership.campaignCode ? 'Paid' : 'NotPaid',
    payedWithCode: Boolean(membership.campaignCode),
    amount: membership.fee.amount,
    currency: membership.fee.currency,
  });
  return true;
}

export async function deleteVipMembership(db: Database, userId: string, siteKey: string): Promise<void> {
  await db
    .delete(vipMemberships)
    .where(and(eq(vipMemberships.userId, userId), eq(vipMemberships.siteKey, siteKey)));
}

/**
 * A new password hash, in one transaction with the end of every login token but `keepJti` and
 * of every unused one-time link of the user.
 */
export async function replacePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepJti: string | undefined,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authTokens.userId, userId),
          isNull(authTokens.revokedAt),
          keepJti ? ne(authTokens.jti, keepJti) : undefined,
        ),
      );
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
  });
}

export async function markFirstIdentityLoginDone(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ firstSsnLogin: false }).where(eq(users.id, userId));
}

/** A person identified by a bank identity but without an account yet (registration data). */
export async function insertIdentifiedPerson(
  db: Database,
  person: Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'securityNumber' | 'nationalId' | 'nationalIdCountry'
  >,
): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ id: randomUUID(), ...person, hasAccount: false })
    .returning();
  return created;
}
