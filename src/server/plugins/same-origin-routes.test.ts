import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../shared/api/contract';
import {
  type AccountTestApp,
  createAccountTestApp,
  emailLogin,
} from '../modules/account/testing/account-test-app';
import type { RegisteredRoute } from './route-registry';
import { CROSS_SITE_MESSAGE } from './same-origin-guard';

// Issue 32 item 7: every route the same-origin guard covers, enumerated from the app (a method
// that changes state, or a GET marked stateChanging), refuses a request made on the jwtToken
// cookie alone from this host on another port or with another scheme, when no Sec-Fetch-Site
// vouches for it. Each request carries the login its route asks for, so what refuses it is the
// guard and not the access check.

const PORT = 3000;
const HOST = `localhost:${PORT}`;
const OWN_ORIGIN = `http://${HOST}`;
/** This host, but not this origin: another port, the default port, another scheme. */
const FOREIGN_SOURCES: readonly Record<string, string>[] = [
  { origin: `http://localhost:${PORT + 1}` },
  { origin: 'http://localhost' },
  { origin: `https://${HOST}` },
  { referer: `http://localhost:${PORT + 1}/mina-sidor/` },
  { referer: `https://${HOST}/mina-sidor/` },
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let harness: AccountTestApp;
let guarded: RegisteredRoute[];
const tokenOf = {} as Record<Access, string>;

async function tokenFrom(key: string, context?: string): Promise<string> {
  const { body } = await emailLogin(harness.app, key, context ? { context } : {});
  if (!body.token) throw new Error(`${key} could not log in`);
  return body.token;
}

beforeAll(async () => {
  harness = await createAccountTestApp();
  guarded = harness.app.registeredRoutes.filter(
    (route) => !SAFE_METHODS.has(route.method) || route.config?.stateChanging,
  );
  const person = await tokenFrom('resident');
  Object.assign(tokenOf, {
    public: person,
    devTools: person,
    login: person,
    private: person,
    boardMember: await tokenFrom('board', 'board-member'),
    staff: await tokenFrom('case-handler'),
    chooseAssociation: await tokenFrom('board-multi', 'board-member'),
  } satisfies Record<Access, string>);
});
afterAll(() => harness.close());

/** The route's path with an id in each parameter, and a segment for a wildcard. */
const pathOf = (route: RegisteredRoute) => route.url.replace(/:\w+/g, SOME_ID).replace(/\*$/, 'x');

/** What a browser sends when a page elsewhere makes it call the route: the cookie and no bearer. */
function fromElsewhere(route: RegisteredRoute, source: Record<string, string>): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    url: pathOf(route),
    headers: { host: HOST, ...source },
    cookies: { jwtToken: tokenOf[route.config?.access ?? 'public'] },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  };
}

describe('the same-origin guard on every route it covers', () => {
  it('finds the routes that change state in every module, pages’ and simulators’ included', () => {
    const names = guarded.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /account_service/logout',
        'GET /notifications/pause/:id',
        'PATCH /case_management/customer/case/:id',
        'POST /api/buyresidence/signcontract',
        'POST /api/my-pages/saved-searches',
        'POST /bankid-simulator/orders/:orderRef/approve',
      ]),
    );
    expect(guarded.length).toBeGreaterThan(80);
  });

  it('refuses each when the Origin or Referer is this host on another port or scheme', async () => {
    const passed: string[] = [];
    for (const route of guarded) {
      for (const source of FOREIGN_SOURCES) {
        const answer = await harness.app.inject(fromElsewhere(route, source));
        const refused = answer.statusCode === 403 && answer.json().message === CROSS_SITE_MESSAGE;
        if (!refused)
          passed.push(`${route.method} ${route.url} from ${JSON.stringify(source)}: ${answer.statusCode}`);
      }
    }
    expect(passed).toEqual([]);
  });
});

describe('a page of this very origin', () => {
  it('passes the guard with its Origin or Referer, port and scheme alike', async () => {
    const notifications = await harness.app.inject({
      method: 'GET',
      url: '/notifications/Jmse',
      headers: { host: HOST, authorization: `Bearer ${tokenOf.private}` },
    });
    const [first, second] = notifications.json() as { id: string }[];
    if (!first || !second) throw new Error('the resident has fewer than two notifications');
    for (const [id, source] of [
      [first.id, { origin: OWN_ORIGIN }],
      [second.id, { referer: `${OWN_ORIGIN}/mina-sidor/` }],
    ] as const) {
      const paused = await harness.app.inject({
        method: 'GET',
        url: `/notifications/pause/${id}`,
        headers: { host: HOST, ...source },
        cookies: { jwtToken: tokenOf.private },
      });
      expect(paused.statusCode, JSON.stringify(source)).toBe(204);
    }
  });
});
