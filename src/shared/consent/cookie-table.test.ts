import { describe, expect, it } from 'vitest';
import {
  COOKIES,
  type CookieSpec,
  lifetimeDays,
  maxAgeSeconds,
  newVisitorId,
  nonEssentialCookieNames,
  sourceMediumFrom,
  VISITOR_ID_PATTERN,
} from './cookie-table';

const specs = Object.values(COOKIES) as CookieSpec[];

describe('cookie table (platform §9)', () => {
  it('lists each cookie the portal sets once: the spec’s, and those of its own flows', () => {
    const names = specs.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      [
        'jwtToken',
        'logged-in',
        'bankid_session',
        'eident_session',
        'hvDevice',
        'jmuid',
        'user-consent-settings',
        'interest',
        'source-medium',
        'user-residence-type',
        'scroll-position',
        'searchresult-items',
        'selected-residence',
        'premises--filters',
        'favorite-notice',
        'buy-residence',
        'buy-residence-expire',
        'buy-residence-sign',
        'faultReportDraft',
      ].sort(),
    );
    // Named by the spec, set by nothing of the portal: not listed.
    expect(names).not.toContain('pid-answered');
    expect(names).not.toContain('case-management');
  });

  it('has the spec lifetimes: 60 minutes, 6 months, 30 days; the hold’s end', () => {
    expect(lifetimeDays(COOKIES.jwtToken) ?? 0).toBeCloseTo(60 / (24 * 60));
    expect(lifetimeDays(COOKIES.jmuid)).toBe(180);
    expect(lifetimeDays(COOKIES.consentSettings)).toBe(180);
    expect(lifetimeDays(COOKIES.interest)).toBe(30);
    expect(lifetimeDays(COOKIES.buyResidenceExpire)).toBeNull();
    expect(maxAgeSeconds(COOKIES.buyResidenceSign)).toBe(30 * 60);
  });

  it('needs consent only for the visitor id (statistics) and the campaign source (marketing)', () => {
    expect(nonEssentialCookieNames().sort()).toEqual(['jmuid', 'source-medium']);
    expect(COOKIES.jmuid.category).toBe('statistics');
    expect(COOKIES.sourceMedium.category).toBe('marketing');
    expect(COOKIES.consentSettings.category).toBe('essential');
  });
});

describe('visitor id', () => {
  it('is anon- plus a random id, and the pattern accepts only that form', () => {
    const id = newVisitorId(() => '0b7c6a52-93c3-4b8e-8f51-9b7f0f7d1a2c');
    expect(id).toBe('anon-0b7c6a52-93c3-4b8e-8f51-9b7f0f7d1a2c');
    expect(VISITOR_ID_PATTERN.test(id)).toBe(true);
    expect(VISITOR_ID_PATTERN.test('0b7c6a52-93c3-4b8e-8f51-9b7f0f7d1a2c')).toBe(false);
    expect(VISITOR_ID_PATTERN.test("anon-x'; drop table")).toBe(false);
  });
});

describe('sourceMediumFrom', () => {
  it("stores 'source,medium' from utm_source and utm_medium", () => {
    expect(sourceMediumFrom('?utm_source=newsletter&utm_medium=email&x=1')).toBe('newsletter,email');
    expect(sourceMediumFrom('?utm_source=google')).toBe('google,');
    expect(sourceMediumFrom('?utm_medium=cpc')).toBe(',cpc');
  });

  it('is null without campaign parameters', () => {
    expect(sourceMediumFrom('')).toBeNull();
    expect(sourceMediumFrom('?page=2&utm_source=')).toBeNull();
  });
});
