import { describe, expect, it } from 'vitest';
import { LOCALES, SITE_KEYS, type SiteKey } from './site-types';
import { getSite, hasMyPages, SITES } from './sites';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Check digits of the organisation-number formats, so the invented numbers look real.
const luhnOk = (digits: string) =>
  [...digits].reduce((sum, c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;
const mod11 = (digits: string, weights: number[]) =>
  [...digits].reduce((sum, c, i) => sum + Number(c) * (weights[i] ?? 0), 0) % 11;

describe('SITES', () => {
  it('has exactly the seven site keys, each under its own key', () => {
    expect(Object.keys(SITES).sort()).toEqual([...SITE_KEYS].sort());
    for (const key of SITE_KEYS) expect(SITES[key].key).toBe(key);
  });

  it.each([
    ['se', 'sv', 'sv-SE', 'SE', 'Hemvist', 'Hemvist Bostad AB', 'Jmse', 'hemvist'],
    ['en', 'en', 'en', 'SE', 'Hemvist', 'Hemvist Bostad AB', 'JmseEn', 'hemvist'],
    ['senior', 'sv', 'sv-SE', 'SE', 'Hemvist Senior', 'Hemvist Senior AB', 'Seniorgarden', 'senior'],
    ['brf', 'sv', 'sv-SE', 'SE', 'Hemvist Bostadsrätt', 'Hemvist Bostadsrätt AB', 'Boratt', 'brf'],
    ['no', 'no', 'nb-NO', 'NO', 'Hemvist Norge', 'Hemvist Bolig AS', 'Jmno', 'hemvist'],
    ['fi', 'fi', 'fi-FI', 'FI', 'Hemvist Suomi', 'Hemvist Asunnot Oy', 'Jmoy', 'hemvist'],
    [
      'contractor',
      'sv',
      'sv-SE',
      'SE',
      'Hemvist Entreprenad',
      'Hemvist Entreprenad AB',
      'JmEntreprenad',
      'contractor',
    ],
  ] as const)(
    '%s: locale %s, lang %s, country %s, brand %s',
    (key, locale, lang, country, brand, company, notify, theme) => {
      const site = getSite(key);
      expect(site.locale).toBe(locale);
      expect(LOCALES).toContain(site.locale);
      expect(site.htmlLang).toBe(lang);
      expect(site.country).toBe(country);
      expect(site.brand.name).toBe(brand);
      expect(site.brand.companyName).toBe(company);
      expect(site.notificationSiteKey).toBe(notify);
      expect(site.brand.theme).toBe(theme);
    },
  );

  it('gives every site distinct, well-formed siteId and siteOrgId GUIDs and distinct names', () => {
    const ids = SITE_KEYS.flatMap((k) => [SITES[k].siteId, SITES[k].siteOrgId]);
    for (const id of ids) expect(id).toMatch(GUID);
    expect(new Set(ids).size).toBe(SITE_KEYS.length * 2);
    expect(new Set(SITE_KEYS.map((k) => SITES[k].siteName)).size).toBe(SITE_KEYS.length);
    expect(new Set(SITE_KEYS.map((k) => SITES[k].notificationSiteKey)).size).toBe(SITE_KEYS.length);
  });

  it.each(SITE_KEYS)('%s: organisation number has the country format and a valid check digit', (key) => {
    const { country, brand } = SITES[key];
    const digits = brand.organisationNumber.replace(/\D/g, '');
    if (country === 'SE') {
      expect(brand.organisationNumber).toMatch(/^\d{6}-\d{4}$/);
      expect(luhnOk(digits)).toBe(true);
    } else if (country === 'NO') {
      expect(brand.organisationNumber).toMatch(/^\d{3} \d{3} \d{3}$/);
      expect(mod11(digits, [3, 2, 7, 6, 5, 4, 3, 2, 1])).toBe(0);
    } else {
      expect(brand.organisationNumber).toMatch(/^\d{7}-\d$/);
      const r = mod11(digits.slice(0, 7), [7, 9, 10, 5, 8, 4, 2]);
      expect(Number(digits[7])).toBe(r === 0 ? 0 : 11 - r);
    }
  });

  it('only the English sub-site is localized, under /en/', () => {
    for (const key of SITE_KEYS) {
      expect(SITES[key].isLocalizedSubSite).toBe(key === 'en');
      expect(SITES[key].basePath).toBe(key === 'en' ? '/en/' : '/');
    }
  });

  it('the Swedish site searches itself, the seniors and the co-operative brand (platform §9)', () => {
    expect([...SITES.se.searchSiteIds].sort()).toEqual(
      [SITES.se.siteId, SITES.senior.siteId, SITES.brf.siteId].sort(),
    );
    expect(SITES.senior.searchSiteIds).toEqual([SITES.senior.siteId]);
    expect(SITES.en.searchSiteIds).toEqual([]);
    for (const key of ['brf', 'no', 'fi', 'contractor'] as const) {
      expect(SITES[key].searchSiteIds).toEqual([SITES[key].siteId]);
    }
  });

  it('turns login and my pages off on the contractor site and the English sub-site only', () => {
    for (const key of SITE_KEYS) {
      const off = key === 'contractor' || key === 'en';
      expect(SITES[key].flags.login).toBe(!off);
      expect(hasMyPages(SITES[key])).toBe(!off);
    }
  });

  it('gives en corporate search but no residence search', () => {
    expect(SITES.en.flags).toMatchObject({ search: false, corporateSearch: true, login: false });
  });

  it('switches off search and VIP on the contractor site', () => {
    expect(SITES.contractor.flags).toMatchObject({ search: false, login: false, vip: false });
  });

  it('gives Finland its reduced feature set, without the notification bell', () => {
    expect(SITES.fi.flags).toMatchObject({
      vip: false,
      myPagesNews: false,
      stock: false,
      newNotification: false,
      search: true,
    });
  });

  it('shows the group share on se, en and no only', () => {
    for (const key of SITE_KEYS) expect(SITES[key].flags.stock).toBe(['se', 'en', 'no'].includes(key));
  });

  it('has the notification bell wherever login is, except Finland', () => {
    for (const key of SITE_KEYS) {
      expect(SITES[key].flags.newNotification).toBe(SITES[key].flags.login && key !== 'fi');
    }
  });

  it('gives the seniors simple search only and the co-operative brand no start-page search box', () => {
    expect(SITES.senior.flags).toMatchObject({ search: true, simpleSearch: true, advancedSearch: false });
    expect(SITES.brf.flags).toMatchObject({ search: true, simpleSearch: false, advancedSearch: true });
    for (const key of ['se', 'no', 'fi'] as const) {
      expect(SITES[key].flags).toMatchObject({ search: true, simpleSearch: true, advancedSearch: true });
    }
  });

  it('never enables a feature that needs a user or residence search where those are off', () => {
    for (const key of SITE_KEYS) {
      const f = SITES[key].flags;
      if (!f.login) expect([f.vip, f.newNotification, f.myPagesNews]).toEqual([false, false, false]);
      if (!f.search) expect([f.advancedSearch, f.simpleSearch]).toEqual([false, false]);
    }
  });

  it('is frozen, including the shared flags objects', () => {
    expect(Object.isFrozen(SITES.se.flags)).toBe(true);
    expect(() => {
      (SITES.no.flags as { vip: boolean }).vip = false;
    }).toThrow(TypeError);
    expect(SITES.se.flags.vip).toBe(true);
  });
});

describe('getSite', () => {
  it('returns the configuration for each key', () => {
    for (const key of SITE_KEYS) expect(getSite(key)).toBe(SITES[key]);
  });

  it('throws a clear error for an unchecked, unknown key', () => {
    expect(() => getSite('dk' as SiteKey)).toThrow(/Unknown site key: dk/);
  });
});
