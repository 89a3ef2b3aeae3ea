import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  associations,
  boardMembers,
  bookings,
  consents,
  notifications,
  payments,
  residenceObjects,
  staffMembers,
  userResidences,
  users,
  vipMemberships,
} from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/account/passwords';
import { SITES } from '../../src/shared/sites/sites';
import { deterministicUuid, SEED_TIMESTAMP } from '../content/seed-types';
import {
  DEMO_ACCOUNTS,
  DEMO_ASSOCIATIONS,
  DEMO_PASSWORD,
  demoAssociationId,
  demoUserId,
} from './demo-accounts';

// Seeds the demo accounts of seed/demo-accounts.json. Idempotent: existing rows are kept.
// The password is hashed once per seed run (argon2 is deliberately slow).

const minutesBefore = (minutes: number) => new Date(SEED_TIMESTAMP.getTime() - minutes * 60_000);
/** A date (YYYY-MM-DD) some days after the seed's moment. */
const daysAfterSeed = (days: number) =>
  new Date(SEED_TIMESTAMP.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A real catalogue object of the Swedish site when the catalogue is seeded; else a stand-in without a page. */
async function demoObjects(db: Database) {
  const rows = await db
    .select({
      id: residenceObjects.id,
      objectNumber: residenceObjects.objectNumber,
      stageId: residenceObjects.stageId,
    })
    .from(residenceObjects)
    .where(eq(residenceObjects.siteId, SITES.se.siteId))
    .orderBy(asc(residenceObjects.id))
    .limit(2);
  const fallback = (name: string, objectNumber: string) => ({
    id: deterministicUuid(`account:object:${name}`),
    objectNumber,
    stageId: deterministicUuid(`account:stage:${name}`),
    pageExists: false,
  });
  return {
    completed: rows[0] ? { ...rows[0], pageExists: true } : fallback('completed', 'A-1101'),
    ongoing: rows[1] ? { ...rows[1], pageExists: true } : fallback('ongoing', 'A-1102'),
  };
}

export async function seedAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const objects = await demoObjects(db);
  const seeded = DEMO_ACCOUNTS.filter((account) => account.seeded !== false);

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        seeded.map((account) => ({
          id: demoUserId(account.key),
          email: account.email,
          passwordHash: account.email && !account.bankIdOnly ? passwordHash : null,
          firstName: account.firstName,
          lastName: account.lastName,
          phoneNumber: account.hasAccount ? '070-123 45 67' : '',
          securityNumber: account.personalNumber ?? null,
          nationalId: account.nationalId?.id ?? null,
          nationalIdCountry: account.nationalId?.country ?? null,
          hasAccount: account.hasAccount,
          deceased: account.deceased ?? false,
          pidActivated: account.pidActivated ?? true,
          bankIdOnly: account.bankIdOnly ?? false,
          isEditor: account.isEditor ?? false,
          createdAt: SEED_TIMESTAMP,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(associations)
      .values(
        DEMO_ASSOCIATIONS.map((association) => ({
          id: demoAssociationId(association.key),
          name: association.name,
          organisationNumber: association.organisationNumber,
          siteKey: association.siteKey ?? 'se',
          activeFinancialManagement: association.activeFinancialManagement,
          boardEmail:
            association.siteKey === 'no'
              ? `styret.${association.key}@demo.hemvist.no`
              : `styrelsen.${association.key}@demo.hemvist.se`,
        })),
      )
      .onConflictDoNothing();

    const boardRows = seeded.flatMap((account) =>
      (account.boardOf ?? []).map((key) => ({
        associationId: demoAssociationId(key),
        userId: demoUserId(account.key),
      })),
    );
    await tx.insert(boardMembers).values(boardRows).onConflictDoNothing();

    const staffRows = seeded.flatMap((account) =>
      (account.staffOf ?? []).map((siteKey) => ({ userId: demoUserId(account.key), siteKey })),
    );
    await tx.insert(staffMembers).values(staffRows).onConflictDoNothing();

    const consentRows = seeded.flatMap((account) =>
      account.consentSites.map((siteKey) => ({
        userId: demoUserId(account.key),
        siteKey,
        givenAt: SEED_TIMESTAMP,
      })),
    );
    await tx.insert(consents).values(consentRows).onConflictDoNothing();

    const vipRows = seeded.flatMap((account) =>
      (account.vipSites ?? []).map((siteKey) => ({
        userId: demoUserId(account.key),
        siteKey,
        createdAt: SEED_TIMESTAMP,
      })),
    );
    await tx.insert(vipMemberships).values(vipRows).onConflictDoNothing();

    const vipPaymentId = deterministicUuid('account:payment:vip-unpaid');
    await tx
      .insert(payments)
      .values([
        {
          id: vipPaymentId,
          userId: demoUserId('vip'),
          siteKey: 'se',
          status: 'NotPaid',
          // Minor units: 200 kr.
          amount: 20_000,
          currency: 'SEK',
          purpose: 'vip',
          dueDate: daysAfterSeed(30),
          createdAt: SEED_TIMESTAMP,
        },
        {
          // flows §3.2: a reminder has gone out; due on the Norwegian site (issue 15 item 5).
          id: deterministicUuid('account:payment:norway-reminder'),
          userId: demoUserId('norway'),
          siteKey: 'no',
          status: 'Reminder1',
          amount: 20_000,
          currency: 'NOK',
          purpose: 'vip',
          dueDate: daysAfterSeed(-5),
          createdAt: minutesBefore(60 * 24 * 40),
        },
        {
          id: deterministicUuid('account:payment:resident-paid'),
          userId: demoUserId('resident'),
          siteKey: 'se',
          status: 'Paid',
          amount: 25_000,
          createdAt: SEED_TIMESTAMP,
        },
      ])
      .onConflictDoNothing();

    await tx
      .insert(bookings)
      .values([
        {
          id: deterministicUuid('account:booking:resident'),
          userId: demoUserId('resident'),
          objectId: objects.completed.id,
          objectNumber: objects.completed.objectNumber,
          siteKey: 'se',
          objectPageExists: objects.completed.pageExists,
          status: 'completed',
          createdAt: SEED_TIMESTAMP,
        },
        {
          id: deterministicUuid('account:booking:ongoing'),
          userId: demoUserId('ongoing-booking'),
          objectId: objects.ongoing.id,
          objectNumber: objects.ongoing.objectNumber,
          siteKey: 'se',
          objectPageExists: objects.ongoing.pageExists,
          status: 'ongoing',
          createdAt: SEED_TIMESTAMP,
        },
      ])
      .onConflictDoNothing();

    // user_residences has no unique key: insert the resident's rows only once.
    const existing = await tx
      .select({ userId: userResidences.userId })
      .from(userResidences)
      .where(eq(userResidences.userId, demoUserId('resident')))
      .limit(1);
    if (existing.length === 0) {
      await tx.insert(userResidences).values([
        {
          userId: demoUserId('resident'),
          relation: 'purchase',
          stageId: objects.completed.stageId,
          objectId: objects.completed.id,
          createdAt: SEED_TIMESTAMP,
        },
        {
          userId: demoUserId('resident'),
          relation: 'favourite',
          stageId: objects.ongoing.stageId,
          objectId: null,
          createdAt: SEED_TIMESTAMP,
        },
      ]);
    }

    const notification = (
      name: string,
      userKey: string,
      siteKey: string,
      type: 'VipPayment' | 'DocumentSigning' | 'Case',
      minutesAgo: number,
      targetId: string,
      paused = false,
    ) => ({
      id: deterministicUuid(`account:notification:${name}`),
      userId: demoUserId(userKey),
      siteKey,
      notificationType: type,
      name: type === 'DocumentSigning' ? (name.split(':')[1] ?? name) : name,
      targetId,
      createdOn: minutesBefore(minutesAgo),
      pausedAt: paused ? SEED_TIMESTAMP : null,
    });
    await tx
      .insert(notifications)
      .values([
        notification('vip_payment', 'vip', 'se', 'VipPayment', 30, vipPaymentId),
        notification(
          'sign:awaiting_signature',
          'resident',
          'se',
          'DocumentSigning',
          10,
          deterministicUuid('account:document:contract'),
        ),
        notification(
          'approve:awaiting_approval',
          'resident',
          'se',
          'DocumentSigning',
          60,
          deterministicUuid('account:document:interior'),
        ),
        notification('case_updated', 'resident', 'se', 'Case', 120, deterministicUuid('account:errand:1')),
        notification(
          'case_closed',
          'resident',
          'se',
          'Case',
          240,
          deterministicUuid('account:errand:2'),
          true,
        ),
        notification('case_no', 'norway', 'no', 'Case', 15, deterministicUuid('account:errand:no')),
        notification('case_board', 'board', 'se', 'Case', 20, deterministicUuid('account:errand:board')),
      ])
      .onConflictDoNothing();
  });
}
