import type { RoutePurpose } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';

// flows §2.4: the my-pages submenu. Entries in order: overview; my residence (only with a
// booking whose object page exists); errands; my documents; payments; my residences;
// contacts; VIP page. Board members see only overview, errands and contacts. Errands show when
// the user has cases, a flag is set, or the entry date passed over a month ago, never on
// Finland (§9).
// Payments are for VIP users (or edit mode), not on Finland; the VIP page neither on Finland
// nor for board members. Beyond §2.4 (issue 33 item 4): whoever has a payment on the site, a
// click-to-buy booking fee included, gets the entry too, Finland included (its projects charge
// fees in euro): a fee owed or paid is never without the page that lists it and its receipt.

export type MyPagesEntry =
  | 'overview'
  | 'myResidence'
  | 'errands'
  | 'documents'
  | 'payments'
  | 'myHomes'
  | 'savedSearches'
  | 'contacts'
  | 'vip';

const PURPOSE: Readonly<Record<MyPagesEntry, RoutePurpose>> = {
  overview: 'myPages',
  myResidence: 'myResidence',
  errands: 'myErrands',
  documents: 'myDocuments',
  payments: 'myPayments',
  myHomes: 'myHomes',
  savedSearches: 'mySavedSearches',
  contacts: 'myContacts',
  vip: 'myVip',
};

export interface MyPagesMenuInput {
  site: SiteKey;
  isBoardMember: boolean;
  isVip: boolean;
  hasObjectPageBooking: boolean;
  hasCases: boolean;
  /** Whether the user has a payment (owed, paid or cancelled) on this site. */
  hasPayments?: boolean;
  /** flows §2.4 "or a flag is set": errands shown regardless of cases and entry date. */
  errandsFlag?: boolean;
  /** The active object's entry date (YYYY-MM-DD), when the user has one. */
  entryDate?: string | null;
  editMode?: boolean;
  /** Whether the active object is a succession (its documents are hidden). */
  succession?: boolean;
  now: Date;
}

/** flows §9: errands are visible when the entry date is over one month ago. */
export function entryDateOverMonthAgo(entryDate: string | null | undefined, now: Date): boolean {
  if (!entryDate) return false;
  const entry = new Date(entryDate);
  if (Number.isNaN(entry.getTime())) return false;
  const monthLater = new Date(entry);
  monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
  return monthLater.getTime() < now.getTime();
}

export function showsErrands(input: MyPagesMenuInput): boolean {
  return (
    input.site !== 'fi' &&
    (input.hasCases || input.errandsFlag === true || entryDateOverMonthAgo(input.entryDate, input.now))
  );
}

/** The entries the rules allow, before asking whether each page exists on the site. */
export function myPagesEntries(input: MyPagesMenuInput): MyPagesEntry[] {
  const finland = input.site === 'fi';
  const errands = showsErrands(input);
  if (input.isBoardMember) {
    return ['overview', ...(errands ? (['errands'] as const) : []), 'contacts'];
  }
  const entries: MyPagesEntry[] = ['overview'];
  if (input.hasObjectPageBooking) entries.push('myResidence');
  if (errands) entries.push('errands');
  if (!input.succession) entries.push('documents');
  if (((input.isVip || input.editMode) && !finland) || input.hasPayments) entries.push('payments');
  // Saved searches (platform §1 lists them in my pages; flows §2.4's submenu predates them)
  // sit beside my residences, for private users only.
  entries.push('myHomes', 'savedSearches', 'contacts');
  if (!finland) entries.push('vip');
  return entries;
}

/** The entries with their paths; a page the site lacks or that is not built yet is left out. */
export function myPagesLinks(
  input: MyPagesMenuInput,
  linkFor: (site: SiteKey, purpose: RoutePurpose) => string | undefined,
): { entry: MyPagesEntry; href: string }[] {
  return myPagesEntries(input).flatMap((entry) => {
    const href = linkFor(input.site, PURPOSE[entry]);
    return href ? [{ entry, href }] : [];
  });
}
