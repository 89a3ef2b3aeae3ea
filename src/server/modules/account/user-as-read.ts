import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { UserAsRead } from '../../../shared/account/account-schemas';
import type { SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import type { Database } from '../../db/client';
import { agreements, bookings, consents, payments, userResidences, vipMemberships } from '../../db/schema';
import { clickToBuyBookingsOf } from '../booking/booking-repository';
import { associationsOf, type UserRow } from './account-repository';

/** The site id (uuid) of a site key; unknown keys pass through. */
function siteIdOf(siteKey: string): string {
  return SITES[siteKey as SiteKey]?.siteId ?? siteKey;
}

/**
 * flows §3.1 activeObject: the agreement of the home the user lives in (started, not ended;
 * the latest started first), else the next one to start. Its start date is the entry date.
 * Agreements are on homes under management, never brokered ones: succession is false.
 */
async function activeObjectOf(db: Database, userId: string): Promise<UserAsRead['activeObject']> {
  const [row] = await db
    .select({ residenceId: agreements.apartmentId, entryDate: agreements.startDate })
    .from(agreements)
    .where(
      and(
        eq(agreements.userId, userId),
        or(isNull(agreements.endDate), gt(agreements.endDate, sql`current_date`)),
      ),
    )
    .orderBy(asc(sql`${agreements.startDate} > current_date`), desc(agreements.startDate))
    .limit(1);
  return row ? { residenceId: row.residenceId, entryDate: row.entryDate, succession: false } : null;
}

/**
 * The user as the client reads it (platform §3, flows §3.1). Never the personal number:
 * pid only says whether one is registered. A board token reads its own association.
 */
export async function readUser(db: Database, user: UserRow, associationId?: string): Promise<UserAsRead> {
  const [associations, vip, consentRows, paymentRows, bookingRows, residenceRows, activeObject, clickToBuy] =
    await Promise.all([
      associationsOf(db, user.id),
      db.select().from(vipMemberships).where(eq(vipMemberships.userId, user.id)),
      db.select().from(consents).where(eq(consents.userId, user.id)),
      db.select().from(payments).where(eq(payments.userId, user.id)),
      db.select().from(bookings).where(eq(bookings.userId, user.id)),
      db.select().from(userResidences).where(eq(userResidences.userId, user.id)),
      activeObjectOf(db, user.id),
      clickToBuyBookingsOf(db, user.id),
    ]);
  const association = associations.find((candidate) => candidate.id === associationId) ?? associations[0];
  const relation = (kind: 'favourite' | 'interest' | 'purchase') =>
    residenceRows
      .filter((row) => row.relation === kind)
      .map((row) => ({ stageId: row.stageId, objectId: row.objectId }));
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber,
    address: user.address,
    postalCode: user.postalCode,
    city: user.city,
    countryId: user.countryId,
    birthDate: user.birthDate,
    newsLetter: user.newsLetter,
    hasAccount: user.hasAccount,
    firstSsnLogin: user.firstSsnLogin,
    pid: Boolean(user.securityNumber || user.nationalId),
    isBoardMember: associations.length > 0,
    brfAccount: association
      ? {
          id: association.id,
          name: association.name,
          activeFinancialManagement: association.activeFinancialManagement,
        }
      : null,
    vipMemberships: vip.map((row) => ({ site: row.siteKey })),
    consents: consentRows.map((row) => ({ site: row.siteKey })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      site: row.siteKey,
      status: row.status,
      payedWithCode: row.payedWithCode,
    })),
    bookings: [
      ...bookingRows.map((row) => ({
        bookingId: row.id,
        objectId: row.objectId,
        objectNumber: row.objectNumber,
        siteId: siteIdOf(row.siteKey),
        objectPageExists: row.objectPageExists,
      })),
      // Click-to-buy bookings (issue 14 item 7) beside the older summary list; their homes have pages.
      ...clickToBuy.map((row) => ({
        bookingId: row.bookingId,
        objectId: row.objectId,
        objectNumber: row.objectNumber,
        siteId: row.siteId,
        objectPageExists: true,
      })),
    ],
    favorites: relation('favourite'),
    interests: relation('interest'),
    purchases: [
      ...relation('purchase'),
      ...clickToBuy
        .filter((row) => row.status === 'completed')
        .map((row) => ({ stageId: row.stageId, objectId: row.objectId })),
    ],
    userData: { deceased: user.deceased },
    activeObject,
  };
}
