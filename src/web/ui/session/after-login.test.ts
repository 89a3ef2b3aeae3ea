import { describe, expect, it } from 'vitest';
import type { UserAsRead } from '../../../shared/account/account-schemas';
import { FEATURE_AVAILABLE } from '../../../shared/sites/feature-availability';
import { SITES } from '../../../shared/sites/sites';
import { afterLoginPath, leavesSite, needsConsent } from './after-login';

const site = SITES.se;

function user(overrides: Partial<UserAsRead> = {}): UserAsRead {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.se',
    phoneNumber: '0701234567',
    address: '',
    postalCode: '',
    city: '',
    countryId: 0,
    birthDate: null,
    newsLetter: false,
    hasAccount: true,
    firstSsnLogin: false,
    pid: true,
    isBoardMember: false,
    brfAccount: null,
    vipMemberships: [],
    consents: [{ site: 'se' }],
    payments: [],
    bookings: [],
    favorites: [],
    interests: [],
    purchases: [],
    userData: { deceased: false },
    activeObject: null,
    ...overrides,
  };
}

describe('where a login goes next (platform §4)', () => {
  it('from the login route: the referrer when it is a path of this site, else my pages', () => {
    expect(afterLoginPath({ site, user: user(), origin: 'loginRoute', referrer: '/om-oss/' })).toBe(
      '/om-oss/',
    );
    expect(afterLoginPath({ site, user: user(), origin: 'loginRoute', referrer: '//evil.example/' })).toBe(
      '/mina-sidor/',
    );
    expect(afterLoginPath({ site, user: user(), origin: 'loginRoute' })).toBe('/mina-sidor/');
  });

  it('a modal login stays on the page', () => {
    expect(afterLoginPath({ site, user: user(), origin: 'modal' })).toBeNull();
  });

  it('sends a user without VIP entry and without consent for the site to the consent page', () => {
    const withoutConsent = user({ consents: [{ site: 'no' }] });
    expect(needsConsent(site, withoutConsent)).toBe(true);
    expect(afterLoginPath({ site, user: withoutConsent, origin: 'modal' })).toBe('/samtycke/');
    expect(needsConsent(site, user({ consents: [], vipMemberships: [{ site: 'se' }] }))).toBe(false);
  });

  it('after register: VIP members with unpaid payments go to payments, others to my pages', () => {
    const vip = user({
      vipMemberships: [{ site: 'se' }],
      payments: [
        { id: '22222222-2222-4222-8222-222222222222', site: 'se', status: 'NotPaid', payedWithCode: false },
      ],
    });
    // The payments page once it is built; my pages until then, never a 404.
    expect(afterLoginPath({ site, user: vip, origin: 'register' })).toBe(
      FEATURE_AVAILABLE.myPayments ? '/mina-sidor/betalningar/' : '/mina-sidor/',
    );
    expect(afterLoginPath({ site, user: user(), origin: 'register' })).toBe('/mina-sidor/');
  });

  it('after register from a page: back to that page when it is a path of this site', () => {
    const from = '/boka/?objectId=11111111-1111-4111-8111-111111111111';
    expect(afterLoginPath({ site, user: user(), origin: 'register', referrer: from })).toBe(from);
    expect(afterLoginPath({ site, user: user(), origin: 'register', referrer: '//evil.example/' })).toBe(
      '/mina-sidor/',
    );
  });
});

describe('leavesSite (issue 35 item 4)', () => {
  it('sends the way back from the Swedish login to an English page as a page load, and only that', () => {
    expect(leavesSite(SITES.se, '/en/book/?objectId=1')).toBe(true);
    expect(leavesSite(SITES.en, '/mina-sidor/')).toBe(true);
    expect(leavesSite(SITES.se, '/boka/')).toBe(false);
    expect(leavesSite(SITES.se, '/enkat/')).toBe(false);
    expect(leavesSite(SITES.en, '/en/book/')).toBe(false);
    expect(leavesSite(SITES.no, '/boka/')).toBe(false);
    expect(leavesSite(SITES.no, '/en/')).toBe(false);
  });
});
