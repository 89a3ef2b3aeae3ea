import { describe, expect, it } from 'vitest';
import { linkFor } from '../../../shared/sites/feature-availability';
import { routeFor } from '../../../shared/sites/routes';
import {
  entryDateOverMonthAgo,
  type MyPagesMenuInput,
  myPagesEntries,
  myPagesLinks,
} from './my-pages-entries';

// flows §2.4 and §9: which my-pages entries a user sees.

const now = new Date('2026-11-24T12:00:00Z');
const resident: MyPagesMenuInput = {
  site: 'se',
  isBoardMember: false,
  isVip: false,
  hasObjectPageBooking: false,
  hasCases: true,
  now,
};

describe('my-pages menu entries (flows §2.4)', () => {
  it('shows errands when the user has cases, or the entry date passed over a month ago', () => {
    expect(myPagesEntries(resident)).toContain('errands');
    expect(myPagesEntries({ ...resident, hasCases: false })).not.toContain('errands');
    expect(myPagesEntries({ ...resident, hasCases: false, entryDate: '2026-10-01' })).toContain('errands');
    expect(myPagesEntries({ ...resident, hasCases: false, entryDate: '2026-11-01' })).not.toContain(
      'errands',
    );
  });

  it('never shows errands, payments or the VIP page on Finland', () => {
    const entries = myPagesEntries({ ...resident, site: 'fi', isVip: true, entryDate: '2020-01-01' });
    expect(entries).not.toContain('errands');
    expect(entries).not.toContain('payments');
    expect(entries).not.toContain('vip');
  });

  it('shows payments to whoever has a payment on the site, a booking fee included, Finland too (issue 33 item 4)', () => {
    expect(myPagesEntries(resident)).not.toContain('payments');
    expect(myPagesEntries({ ...resident, hasPayments: true })).toContain('payments');
    expect(myPagesEntries({ ...resident, site: 'fi', hasPayments: true })).toContain('payments');
  });

  it('gives board members only overview, errands and contacts', () => {
    expect(
      myPagesEntries({ ...resident, isBoardMember: true, isVip: true, hasObjectPageBooking: true }),
    ).toEqual(['overview', 'errands', 'contacts']);
  });

  it('lists a resident’s entries in the spec’s order', () => {
    expect(myPagesEntries({ ...resident, isVip: true, hasObjectPageBooking: true })).toEqual([
      'overview',
      'myResidence',
      'errands',
      'documents',
      'payments',
      'myHomes',
      'savedSearches',
      'contacts',
      'vip',
    ]);
    expect(myPagesEntries({ ...resident, succession: true })).not.toContain('documents');
  });

  it('links only entries whose page the site has', () => {
    const links = myPagesLinks({ ...resident, site: 'se' }, (site, purpose) =>
      purpose === 'myErrands' ? undefined : routeFor(site, purpose),
    );
    expect(links.map((link) => link.entry)).not.toContain('errands');
    // The contractor site has no my pages (ADR 0020): nothing to link.
    expect(myPagesLinks({ ...resident, site: 'contractor' }, routeFor)).toEqual([]);
  });

  it('links my homes (built) on every site with my pages, never for a board member', () => {
    for (const site of ['se', 'senior', 'brf', 'no', 'fi'] as const) {
      const links = myPagesLinks({ ...resident, site }, linkFor);
      expect(links.find((link) => link.entry === 'myHomes')?.href).toBe(routeFor(site, 'myHomes'));
    }
    const board = myPagesLinks({ ...resident, isBoardMember: true }, linkFor);
    expect(board.map((link) => link.entry)).not.toContain('myHomes');
    expect(
      myPagesLinks({ ...resident, site: 'contractor' }, linkFor).map((link) => link.entry),
    ).not.toContain('myHomes');
  });

  it('links saved searches and the VIP page (built) where the site has them, never for a board member', () => {
    for (const site of ['se', 'senior', 'brf', 'no', 'fi'] as const) {
      const entries = myPagesLinks({ ...resident, site }, linkFor).map((link) => link.entry);
      expect(entries).toContain('savedSearches');
      expect(entries.includes('vip')).toBe(site !== 'fi');
    }
    const board = myPagesLinks({ ...resident, isBoardMember: true }, linkFor).map((link) => link.entry);
    expect(board).not.toContain('savedSearches');
    expect(board).not.toContain('vip');
  });

  it('reads the entry date as a calendar month', () => {
    expect(entryDateOverMonthAgo('2026-10-23', now)).toBe(true);
    expect(entryDateOverMonthAgo('2026-10-25', now)).toBe(false);
    expect(entryDateOverMonthAgo(null, now)).toBe(false);
    expect(entryDateOverMonthAgo('not a date', now)).toBe(false);
  });
});
