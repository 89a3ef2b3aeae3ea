import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  associations,
  boardMembers,
  bookings,
  consents,
  payments,
  users,
  vipMemberships,
} from '../../db/schema';

// Reads shared by email login, bank-identity login, register and the user endpoints.

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

export async function associationsOf(db: Database, userId: string): Promise<AssociationRow[]> {
  const rows = await db
    .select({ association: associations })
    .from(boardMembers)
    .innerJoin(associations, eq(associations.id, boardMembers.associationId))
    .where(eq(boardMembers.userId, userId))
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
    .where(and(eq(payments.userId, userId), eq(payments.siteKey, siteKey), eq(payments.status, 'Unpaid')))
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
