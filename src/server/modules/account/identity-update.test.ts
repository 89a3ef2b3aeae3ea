import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoUserId } from '../../../../seed/accounts/demo-accounts';
import { users } from '../../db/schema';
import { completeIdentityLogin, type IdentityLoginRequest } from './identity-login';
import { type AccountTestApp, createAccountTestApp } from './testing/account-test-app';

// flows §4.2: a logged-in user without a security identifier adds a bank identity to their
// own account (the update purpose) before filing cases; it never switches the session to an
// account that already holds the identity.

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

const personalNumberOf = (key: string) =>
  DEMO_ACCOUNTS.find((account) => account.key === key)?.personalNumber;

function update(personalNumber: string | undefined, callerKey: string | null): IdentityLoginRequest {
  return {
    identity: { provider: 'bank_id', country: 'SE', personalNumber, givenName: 'E', surname: 'O' },
    purpose: 'update',
    context: 'private-case',
    siteKey: 'se',
    environment: 'local',
    returnUrl: '/kontakt/felanmalan/#open-case',
    caller: callerKey ? { userId: demoUserId(callerKey) } : null,
  };
}

const securityNumberOf = async (key: string) => {
  const [row] = await harness.app.database.db
    .select()
    .from(users)
    .where(eq(users.id, demoUserId(key)));
  return row?.securityNumber ?? null;
};

const claimsOf = (token: string | undefined) =>
  JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('adding a bank identity to the logged-in account', () => {
  it('needs a logged-in caller', async () => {
    const result = await completeIdentityLogin(harness.app, update(personalNumberOf('unknown-se'), null));
    expect(result).toEqual({ status: 'Error' });
  });

  it('refuses an identity another account or registration record holds, and changes nothing', async () => {
    for (const holder of ['resident', 'registration-only']) {
      const result = await completeIdentityLogin(harness.app, update(personalNumberOf(holder), 'email-only'));
      expect(result.status).toBe('UserAlreadyExists');
      expect(result.token).toBeUndefined();
    }
    expect(await securityNumberOf('email-only')).toBeNull();
  });

  it('adds a free identity to the caller and logs them in again by bank identity', async () => {
    const personalNumber = personalNumberOf('unknown-se');
    const result = await completeIdentityLogin(harness.app, update(personalNumber, 'email-only'));
    expect(result.status).toBe('Ok');
    expect(claimsOf(result.token)).toMatchObject({ sub: demoUserId('email-only'), bank_id: true });
    expect(await securityNumberOf('email-only')).toBe(personalNumber);
    // Again with the same identity: still the same account.
    const again = await completeIdentityLogin(harness.app, update(personalNumber, 'email-only'));
    expect(claimsOf(again.token)).toMatchObject({ sub: demoUserId('email-only') });
  });

  it('never replaces an identity the account already has', async () => {
    const result = await completeIdentityLogin(harness.app, update('199001011239', 'resident'));
    expect(result).toEqual({ status: 'Error' });
    expect(await securityNumberOf('resident')).toBe(personalNumberOf('resident'));
  });
});
