import { describe, expect, it } from 'vitest';
import { linkFor } from '../../../shared/sites/feature-availability';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { hasMyPages, SITES } from '../../../shared/sites/sites';
import { type MyPagesEntry, type MyPagesMenuInput, myPagesEntries, myPagesLinks } from './my-pages-entries';

// Issue 15 item 13: the my-pages menu rules of flows §2.4 per site and role, as one table.
// Each row is a site and a kind of person; the expected entries are what the rules allow, and
// the links are those entries whose page the site has and that is built (never a 404).

const now = new Date('2026-11-24T12:00:00Z');
const base: Omit<MyPagesMenuInput, 'site'> = {
  isBoardMember: false,
  isVip: false,
  hasObjectPageBooking: false,
  hasCases: false,
  now,
};

const ROLES = {
  // Moved in over a month ago: errands by the entry-date rule, no cases needed.
  resident: { ...base, entryDate: '2026-09-01' },
  buyer: { ...base, hasObjectPageBooking: true, entryDate: '2027-06-01' },
  vip: { ...base, isVip: true },
  board: { ...base, isBoardMember: true, hasCases: true, isVip: true, hasObjectPageBooking: true },
  successionOwner: { ...base, hasCases: true, succession: true },
  flagged: { ...base, errandsFlag: true },
  editor: { ...base, editMode: true },
} satisfies Record<string, Omit<MyPagesMenuInput, 'site'>>;
type Role = keyof typeof ROLES;

const ALL: MyPagesEntry[] = [
  'overview',
  'myResidence',
  'errands',
  'documents',
  'payments',
  'myHomes',
  'savedSearches',
  'contacts',
  'vip',
];
const only = (...entries: MyPagesEntry[]) => ALL.filter((entry) => entries.includes(entry));

/** What the rules give each role outside Finland … */
const ELSEWHERE: Record<Role, MyPagesEntry[]> = {
  resident: only('overview', 'errands', 'documents', 'myHomes', 'savedSearches', 'contacts', 'vip'),
  buyer: only('overview', 'myResidence', 'documents', 'myHomes', 'savedSearches', 'contacts', 'vip'),
  vip: only('overview', 'documents', 'payments', 'myHomes', 'savedSearches', 'contacts', 'vip'),
  board: only('overview', 'errands', 'contacts'),
  successionOwner: only('overview', 'errands', 'myHomes', 'savedSearches', 'contacts', 'vip'),
  flagged: only('overview', 'errands', 'documents', 'myHomes', 'savedSearches', 'contacts', 'vip'),
  editor: only('overview', 'documents', 'payments', 'myHomes', 'savedSearches', 'contacts', 'vip'),
};
/** … and on the Finnish site: never errands, payments or the VIP page. */
const FINLAND: Record<Role, MyPagesEntry[]> = {
  resident: only('overview', 'documents', 'myHomes', 'savedSearches', 'contacts'),
  buyer: only('overview', 'myResidence', 'documents', 'myHomes', 'savedSearches', 'contacts'),
  vip: only('overview', 'documents', 'myHomes', 'savedSearches', 'contacts'),
  board: only('overview', 'contacts'),
  successionOwner: only('overview', 'myHomes', 'savedSearches', 'contacts'),
  flagged: only('overview', 'documents', 'myHomes', 'savedSearches', 'contacts'),
  editor: only('overview', 'documents', 'myHomes', 'savedSearches', 'contacts'),
};

const PURPOSE = {
  overview: 'myPages',
  myResidence: 'myResidence',
  errands: 'myErrands',
  documents: 'myDocuments',
  payments: 'myPayments',
  myHomes: 'myHomes',
  savedSearches: 'mySavedSearches',
  contacts: 'myContacts',
  vip: 'myVip',
} as const;

const SITE_KEYS: SiteKey[] = ['se', 'senior', 'brf', 'no', 'fi', 'contractor'];
const rows = SITE_KEYS.flatMap((site) => (Object.keys(ROLES) as Role[]).map((role) => [site, role] as const));

describe('my-pages menu per site and role (flows §2.4, platform §2)', () => {
  it.each(rows)('%s, %s: the entries the rules allow', (site, role) => {
    const expected = site === 'fi' ? FINLAND[role] : ELSEWHERE[role];
    expect(myPagesEntries({ ...ROLES[role], site })).toEqual(expected);
  });

  it.each(rows)('%s, %s: links only to the site’s built pages', (site, role) => {
    const input = { ...ROLES[role], site };
    const links = myPagesLinks(input, linkFor);
    const expected = myPagesEntries(input).filter((entry) => linkFor(site, PURPOSE[entry]) !== undefined);
    expect(links.map((link) => link.entry)).toEqual(expected);
    for (const link of links) expect(link.href).toBe(routeFor(site, PURPOSE[link.entry]));
  });

  it('links nothing on the contractor site, and my pages are off where login is', () => {
    // platform §2 lists a reduced my-pages set for the contractor site but turns login off
    // there; login off wins (ADR 0020), so no entry has a page to link to.
    const all = myPagesLinks(
      { ...ROLES.vip, hasCases: true, hasObjectPageBooking: true, site: 'contractor' },
      routeFor,
    );
    expect(all).toEqual([]);
    // … and, like the English sub-site, no login: no my pages to show a menu on.
    expect(hasMyPages(SITES.contractor)).toBe(false);
    expect(hasMyPages(SITES.en)).toBe(false);
    for (const site of ['se', 'senior', 'brf', 'no', 'fi'] as const)
      expect(hasMyPages(SITES[site])).toBe(true);
  });

  it('links contacts on every site with my pages, now that the page is built', () => {
    for (const site of ['se', 'senior', 'brf', 'no', 'fi'] as const) {
      const links = myPagesLinks({ ...ROLES.resident, site }, linkFor);
      expect(links.find((link) => link.entry === 'contacts')?.href).toBe(routeFor(site, 'myContacts'));
    }
  });
});
