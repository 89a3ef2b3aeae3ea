import { RESULT_TYPES, type ResultType } from '../../../shared/residence/residence-enums';
import { MAX_LIMITS, RESULT_SIZES, SEARCH_COOKIES } from '../../../shared/residence/search-constants';
import { readCookie } from '../../browser/cookies';

// The search page's cookies (platform §9): secure except on local hosts, SameSite lax,
// path root. Read and written in the browser only; the server render uses the defaults.

/** The stored result type; stage when nothing (or nonsense) is stored. */
export function storedResultType(): ResultType {
  const value = readCookie(SEARCH_COOKIES.residenceType);
  return (RESULT_TYPES as readonly string[]).includes(value ?? '') ? (value as ResultType) : 'stage';
}

/** How many objects the list showed last time (flows §9: default 30), within the API's maximum. */
export function storedResultItems(): number {
  const value = Number(readCookie(SEARCH_COOKIES.resultItems));
  if (!Number.isInteger(value) || value < RESULT_SIZES.objectPage) return RESULT_SIZES.objectPage;
  return Math.min(value, MAX_LIMITS.objects);
}

export function storedScrollPosition(): number | null {
  const value = Number(readCookie(SEARCH_COOKIES.scrollPosition));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** geo=auto goes with every search call when inhabitDate is Now and a user id cookie exists (platform §7). */
export function hasUserIdCookie(): boolean {
  return readCookie(SEARCH_COOKIES.userId) !== null;
}
