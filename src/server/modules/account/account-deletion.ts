import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeleteAccountAnswer, KeptRecordKind } from '../../../shared/account/account-data-contracts';
import type { Database } from '../../db/client';
import {
  authTokens,
  boardMembers,
  bookings,
  caseFollowers,
  cases,
  consents,
  mailOutbox,
  notifications,
  oneTimeTokens,
  payments,
  residenceBookings,
  savedSearches,
  showingRegistrations,
  staffMembers,
  userResidences,
  users,
  vipMemberships,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import type { LoginClaims } from '../../plugins/auth/login-tokens';
import { findUserById } from './account-repository';
import { verifyPassword } from './passwords';

// "Delete my account" (issue 15 item 10, GDPR art. 17). The user row is kept, emptied of
// everything that identifies the person, because payments, bookings and cases must be kept and
// reference it (no migration: the columns are NOT NULL). With no e-mail, password or personal
// number left, no login can reach the row again, and every token it had is revoked.

/** A fresh bank-identity login confirms the deletion of an account that has no password. */
export const BANK_ID_REAUTH_MINUTES = 15;

const KEPT_REASONS: Readonly<Record<KeptRecordKind, string>> = {
  payments: 'Bookkeeping law keeps accounting records (payments) for seven years.',
  bookings: 'Bookings are part of the accounting records of the purchases they led to.',
  cases:
    'Fault reports are the record of work on the property; they are kept without your name or contact details.',
};

export async function deleteAccount(
  app: FastifyInstance,
  claims: LoginClaims,
  password: string | undefined,
): Promise<DeleteAccountAnswer> {
  const db = app.database.db;
  const user = await findUserById(db, claims.userId);
  if (!user) throw new HttpError('UNAUTHORIZED', 'Log in to continue.');
  await confirmDeletion(db, claims, user.passwordHash, password);
  const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.userId, user.id)).limit(1);
  if (staff) {
    throw new HttpError('FORBIDDEN', 'A case handler’s account is closed by the company, not here.');
  }
  const kept = await keptCounts(db, user.id);
  await anonymise(db, user.id, user.email);
  return {
    status: 'Deleted',
    kept: (Object.keys(KEPT_REASONS) as KeptRecordKind[])
      .filter((kind) => kept[kind] > 0)
      .map((kind) => ({ kind, count: kept[kind], reason: KEPT_REASONS[kind] })),
  };
}

/**
 * The rule: a bank-identity login made within the last 15 minutes confirms on its own (the
 * person just proved who they are); otherwise the current password must be given. An account
 * without a password (bank identity only) therefore needs a fresh bank-identity login.
 */
async function confirmDeletion(
  db: Database,
  claims: LoginClaims,
  passwordHash: string | null,
  password: string | undefined,
): Promise<void> {
  if (await isFreshBankIdLogin(db, claims)) return;
  if (!passwordHash) {
    throw new HttpError(
      'FORBIDDEN',
      'Identify yourself with your bank identity again, then delete the account.',
    );
  }
  if (password === undefined || !(await verifyPassword(passwordHash, password))) {
    throw new HttpError('VALIDATION_FAILED', 'The password is wrong.');
  }
}

async function isFreshBankIdLogin(db: Database, claims: LoginClaims): Promise<boolean> {
  if (!claims.bankId) return false;
  const [token] = await db
    .select({ issuedAt: authTokens.issuedAt })
    .from(authTokens)
    .where(eq(authTokens.jti, claims.jti))
    .limit(1);
  return token !== undefined && token.issuedAt.getTime() >= Date.now() - BANK_ID_REAUTH_MINUTES * 60_000;
}

async function keptCounts(db: Database, userId: string): Promise<Record<KeptRecordKind, number>> {
  const count = sql<number>`cast(count(*) as int)`;
  const [[paid], [booked], [bought], [reported]] = await Promise.all([
    db.select({ n: count }).from(payments).where(eq(payments.userId, userId)),
    db.select({ n: count }).from(bookings).where(eq(bookings.userId, userId)),
    db.select({ n: count }).from(residenceBookings).where(eq(residenceBookings.buyerUserId, userId)),
    db.select({ n: count }).from(cases).where(eq(cases.reporterUserId, userId)),
  ]);
  return {
    payments: paid?.n ?? 0,
    bookings: (booked?.n ?? 0) + (bought?.n ?? 0),
    cases: reported?.n ?? 0,
  };
}

async function anonymise(db: Database, userId: string, email: string | null): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        phoneNumber: '',
        securityNumber: null,
        nationalId: null,
        nationalIdCountry: null,
        address: '',
        postalCode: '',
        city: '',
        birthDate: null,
        newsLetter: false,
        hasAccount: false,
        bankIdOnly: false,
      })
      .where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now, newEmail: null })
      .where(eq(oneTimeTokens.userId, userId));
    // Mail to the person (links, receipts) names them and their address.
    if (email) await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await tx.delete(consents).where(eq(consents.userId, userId));
    await tx.delete(vipMemberships).where(eq(vipMemberships.userId, userId));
    await tx.delete(boardMembers).where(eq(boardMembers.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(caseFollowers).where(eq(caseFollowers.userId, userId));
    // Saved searches (their matches go with them) and VIP showing places serve only the person.
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.delete(showingRegistrations).where(eq(showingRegistrations.userId, userId));
    await tx
      .delete(userResidences)
      .where(
        and(eq(userResidences.userId, userId), inArray(userResidences.relation, ['favourite', 'interest'])),
      );
    // A case's own contact person is the reporter's choice of someone to call: not needed to keep.
    await tx.update(cases).set({ alternativeContact: null }).where(eq(cases.reporterUserId, userId));
  });
}
