import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, apartments, users } from '../../../server/db/schema';
import { signLoginToken } from '../../../server/plugins/auth/login-tokens';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { type UserAsRead, userAsReadSchema } from '../../../shared/account/account-schemas';
import { myPagesEntries } from './my-pages-entries';

// flows §2.4, §3.1, §9 end to end: the server derives the user's active object from their
// agreement (its start is the entry date), and the menu's rule shows errands to a resident
// without cases once the entry date is over a month ago, never on the Finnish site.

let harness: TestApp;
let apartmentId: string;

beforeAll(async () => {
  harness = await createTestApp();
  const [apartment] = await harness.app.database.db.select({ id: apartments.id }).from(apartments).limit(1);
  if (!apartment) throw new Error('the demo world has no apartments');
  apartmentId = apartment.id;
});
afterAll(() => harness?.close());

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A resident without cases whose agreements started the given number of days ago. */
async function residentMovedIn(...daysAgo: Array<{ days: number; endedDaysAgo?: number }>): Promise<string> {
  const db = harness.app.database.db;
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    email: `inflyttad-${userId}@example.test`,
    firstName: 'Inga',
    lastName: 'Inflyttad',
  });
  for (const { days, endedDaysAgo } of daysAgo) {
    await db.insert(agreements).values({
      id: randomUUID(),
      userId,
      apartmentId,
      kind: 'tenancy',
      startDate: isoDay(new Date(Date.now() - days * DAY_MS)),
      endDate: endedDaysAgo === undefined ? null : isoDay(new Date(Date.now() - endedDaysAgo * DAY_MS)),
    });
  }
  return userId;
}

async function userAnswer(userId: string, host = 'localhost'): Promise<UserAsRead> {
  const { token } = await signLoginToken(harness.app, { userId, bankId: false });
  const response = await harness.app.inject({
    method: 'GET',
    url: '/account_service/user',
    headers: { host, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return userAsReadSchema.parse(response.json());
}

async function hasCases(userId: string): Promise<boolean> {
  const { token } = await signLoginToken(harness.app, { userId, bankId: false });
  const response = await harness.app.inject({
    method: 'GET',
    url: '/case_management/has_cases',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() === true;
}

/** The menu's entries for the answer, as my-pages-menu.tsx computes them. */
function entriesFor(user: UserAsRead, site: 'se' | 'no' | 'fi' = 'se') {
  return myPagesEntries({
    site,
    isBoardMember: user.isBoardMember,
    isVip: false,
    hasObjectPageBooking: false,
    hasCases: false,
    entryDate: user.activeObject?.entryDate ?? null,
    succession: user.activeObject?.succession ?? false,
    now: new Date(),
  });
}

describe('the errands entry from the entry date (flows §2.4)', () => {
  it('shows errands to a resident without cases who moved in two months ago', async () => {
    const userId = await residentMovedIn({ days: 61 });
    expect(await hasCases(userId)).toBe(false);
    const user = await userAnswer(userId);
    expect(user.activeObject).toEqual({
      residenceId: apartmentId,
      entryDate: isoDay(new Date(Date.now() - 61 * DAY_MS)),
      succession: false,
    });
    expect(entriesFor(user)).toContain('errands');
    expect(entriesFor(user, 'no')).toContain('errands');
    // Never on the Finnish site.
    expect(entriesFor(user, 'fi')).not.toContain('errands');
  });

  it('does not show errands to one who moved in two weeks ago', async () => {
    const user = await userAnswer(await residentMovedIn({ days: 14 }));
    expect(user.activeObject?.entryDate).toBe(isoDay(new Date(Date.now() - 14 * DAY_MS)));
    expect(entriesFor(user)).not.toContain('errands');
  });

  it('reads the current home: an ended agreement does not count, an upcoming one only without a current one', async () => {
    // Moved two weeks ago from a home lived in for years: the new home's date decides.
    const moved = await userAnswer(await residentMovedIn({ days: 2000, endedDaysAgo: 14 }, { days: 14 }));
    expect(moved.activeObject?.entryDate).toBe(isoDay(new Date(Date.now() - 14 * DAY_MS)));
    expect(entriesFor(moved)).not.toContain('errands');
    // Living here for years with a move ahead: still the current home.
    const moving = await userAnswer(await residentMovedIn({ days: 900 }, { days: -20 }));
    expect(moving.activeObject?.entryDate).toBe(isoDay(new Date(Date.now() - 900 * DAY_MS)));
    expect(entriesFor(moving)).toContain('errands');
    // Only an upcoming home: that one, not yet a month.
    const coming = await userAnswer(await residentMovedIn({ days: -20 }));
    expect(coming.activeObject?.entryDate).toBe(isoDay(new Date(Date.now() + 20 * DAY_MS)));
    expect(entriesFor(coming)).not.toContain('errands');
  });

  it('answers null without an agreement', async () => {
    const user = await userAnswer(await residentMovedIn());
    expect(user.activeObject).toBeNull();
    expect(entriesFor(user)).not.toContain('errands');
  });
});
