import { MAX_SAVED_INTERESTS } from '../../../shared/account/saved-residences';
import { COOKIES, lifetimeDays } from '../../../shared/consent/cookie-table';
import { readCookie, writeCookie } from '../../browser/cookies';

// platform §9: `interest` holds the ids an anonymous visitor registered interest in (space
// separated, newest last); `favorite-notice` the id whose favourite button opened the login,
// so the login modal can say why and the favourite is saved once logged in.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function storedInterestIds(): string[] {
  return (readCookie(COOKIES.interest.name) ?? '').split(' ').filter((id) => UUID.test(id));
}

export function storeInterest(residenceId: string, on: boolean): void {
  const others = storedInterestIds().filter((id) => id !== residenceId);
  const next = (on ? [...others, residenceId] : others).slice(-MAX_SAVED_INTERESTS);
  writeCookie(
    COOKIES.interest.name,
    next.length > 0 ? next.join(' ') : null,
    lifetimeDays(COOKIES.interest) ?? 30,
  );
}

export function pendingFavourite(): string | null {
  const id = readCookie(COOKIES.favoriteNotice.name);
  return id && UUID.test(id) ? id : null;
}

export function setPendingFavourite(residenceId: string | null): void {
  writeCookie(COOKIES.favoriteNotice.name, residenceId, lifetimeDays(COOKIES.favoriteNotice) ?? 30);
}

/** Whether anything waits to be saved to the account after a login. */
export const hasPendingSaves = () => storedInterestIds().length > 0 || pendingFavourite() !== null;
