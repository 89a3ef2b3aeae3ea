import { MAX_SAVED_INTERESTS } from '../../../shared/account/saved-residences';
import { readCookie, writeCookie } from '../../browser/cookies';

// platform §9: `interest` holds the ids an anonymous visitor registered interest in (space
// separated, newest last); `favorite-notice` the id whose favourite button opened the login,
// so the login modal can say why and the favourite is saved once logged in.

// Names and lifetimes as in shared/consent/cookie-table.ts (residence-cookies.test.ts holds them
// equal): that table, with its purposes, stays out of every page's first script.
export const INTEREST_COOKIE = { name: 'interest', days: 30 } as const;
export const FAVORITE_NOTICE_COOKIE = { name: 'favorite-notice', days: 30 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function storedInterestIds(): string[] {
  return (readCookie(INTEREST_COOKIE.name) ?? '').split(' ').filter((id) => UUID.test(id));
}

export function storeInterest(residenceId: string, on: boolean): void {
  const others = storedInterestIds().filter((id) => id !== residenceId);
  const next = (on ? [...others, residenceId] : others).slice(-MAX_SAVED_INTERESTS);
  writeCookie(INTEREST_COOKIE.name, next.length > 0 ? next.join(' ') : null, INTEREST_COOKIE.days);
}

export function pendingFavourite(): string | null {
  const id = readCookie(FAVORITE_NOTICE_COOKIE.name);
  return id && UUID.test(id) ? id : null;
}

export function setPendingFavourite(residenceId: string | null): void {
  writeCookie(FAVORITE_NOTICE_COOKIE.name, residenceId, FAVORITE_NOTICE_COOKIE.days);
}
