import { describe, expect, it } from 'vitest';
import { COOKIES, lifetimeDays } from '../../../shared/consent/cookie-table';
import { FAVORITE_NOTICE_COOKIE, INTEREST_COOKIE } from './residence-cookies';

describe('the cookies of the favourite and interest buttons', () => {
  it('are the interest and favorite-notice cookies of the cookie table, with their lifetimes', () => {
    expect(INTEREST_COOKIE).toEqual({ name: COOKIES.interest.name, days: lifetimeDays(COOKIES.interest) });
    expect(FAVORITE_NOTICE_COOKIE).toEqual({
      name: COOKIES.favoriteNotice.name,
      days: lifetimeDays(COOKIES.favoriteNotice),
    });
  });
});
