import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  SE_HOST,
} from '../modules/account/testing/account-test-app';

// A page on another site can make the browser send the jwtToken cookie (a link, an image, a
// form); a request that changes something on the strength of that cookie alone must come from
// a page of this host. notifications/pause/{id} keeps the spec's GET.

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.database.handle.db.update(notifications).set({ pausedAt: null });
});

async function loggedIn() {
  const { body } = await emailLogin(harness.app, 'resident');
  const token = body.token ?? '';
  const list = await harness.app.inject({
    method: 'GET',
    url: '/notifications/Jmse',
    headers: bearer(token),
  });
  return { token, ids: (list.json() as Array<{ id: string }>).map((item) => item.id) };
}

const notificationIds = async (token: string) =>
  (
    (
      await harness.app.inject({ method: 'GET', url: '/notifications/Jmse', headers: bearer(token) })
    ).json() as Array<{ id: string }>
  ).map((item) => item.id);

/** What a browser sends: the cookie, an empty or no bearer, and the headers given. */
const withCookie = (token: string, method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
  harness.app.inject({
    method,
    url,
    headers: { host: SE_HOST, ...headers },
    cookies: { jwtToken: token },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

describe('same-origin guard', () => {
  it('a cross-site or same-site GET of notifications/pause/{id} with the cookie pauses nothing', async () => {
    const { token, ids } = await loggedIn();
    for (const fetchSite of ['cross-site', 'same-site']) {
      const response = await withCookie(token, 'GET', `/notifications/pause/${ids[0]}`, {
        'sec-fetch-site': fetchSite,
      });
      expect(response.statusCode, fetchSite).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await notificationIds(token)).toEqual(ids);
  });

  it('the same request from a page of the site (or typed in the address bar) pauses it', async () => {
    const { token, ids } = await loggedIn();
    const fromPage = await withCookie(token, 'GET', `/notifications/pause/${ids[0]}`, {
      'sec-fetch-site': 'same-origin',
      authorization: 'Bearer ',
    });
    expect(fromPage.statusCode).toBe(204);
    const typed = await withCookie(token, 'GET', `/notifications/pause/${ids[1]}`, {
      'sec-fetch-site': 'none',
    });
    expect(typed.statusCode).toBe(204);
    expect(await notificationIds(token)).toEqual(ids.slice(2));
  });

  it('without Sec-Fetch-Site, Origin or Referer must name this host; with neither it is refused', async () => {
    const { token, ids } = await loggedIn();
    const pause = (headers: Record<string, string>) =>
      withCookie(token, 'GET', `/notifications/pause/${ids[0]}`, headers);
    expect((await pause({ origin: 'http://attacker.example' })).statusCode).toBe(403);
    expect((await pause({ referer: 'http://attacker.example/page' })).statusCode).toBe(403);
    expect((await pause({ origin: 'null' })).statusCode).toBe(403);
    expect((await pause({})).statusCode).toBe(403);
    expect(await notificationIds(token)).toEqual(ids);
    expect((await pause({ referer: `http://${SE_HOST}/mina-sidor/` })).statusCode).toBe(204);
  });

  it('a cross-site POST on the cookie is refused too: a forged logout leaves the session', async () => {
    const { token } = await loggedIn();
    const forged = await withCookie(token, 'POST', '/account_service/logout', {
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.statusCode).toBe(403);
    const session = await harness.app.inject({
      method: 'GET',
      url: '/account_service/session',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(200);
  });

  it('a cross-site GET of refresh_token does not rotate the token', async () => {
    const { token } = await loggedIn();
    const forged = await withCookie(token, 'GET', '/account_service/login/refresh_token', {
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies).toEqual([]);
    const session = await harness.app.inject({
      method: 'GET',
      url: '/account_service/session',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(200);
  });

  it('leaves bearer requests alone: another site cannot make a browser send one', async () => {
    const { token, ids } = await loggedIn();
    const response = await harness.app.inject({
      method: 'GET',
      url: `/notifications/pause/${ids[0]}`,
      headers: { ...bearer(token), 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(204);
  });
});
