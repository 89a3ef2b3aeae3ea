import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../server/testing/test-database';
import type {
  notificationsContract,
  pauseNotificationContract,
} from '../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../shared/account/account-endpoints';
import { ApiRequestError, callEndpoint } from './call-endpoint';

// The browser's fetcher against the real server: the URL and method come from the route the
// server registered, and a refusal arrives as the catalogue's code.

describe('callEndpoint', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const realFetch = globalThis.fetch;
  const seen: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig, { database: database.handle, logger: false });
    await app.ready();
    // fetch goes to the app itself through inject, so no port is opened.
    globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
      seen.push(`${init.method} ${url}`);
      const response = await app.inject({
        method: init.method as 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        payload: init.body as string | undefined,
      });
      return new Response(response.statusCode === 204 ? null : response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    }) as typeof fetch;
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await app.close();
    await database.dispose();
  });

  it('builds the path and method from the declared route', async () => {
    await expect(
      callEndpoint<typeof notificationsContract>(
        ACCOUNT_ENDPOINTS.notifications,
        { params: { siteKey: 'se' } },
        { token: '' },
      ),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(seen).toEqual(['GET /notifications/se']);
  });

  it("reads a refusal as the catalogue's code and the server's message", async () => {
    const failure = await callEndpoint<typeof pauseNotificationContract>(
      ACCOUNT_ENDPOINTS.pauseNotification,
      { params: { id: 'not-a-uuid' } },
      { token: '' },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

// Checked by TypeScript (`tsc --noEmit` in `npm test`): a route that is not the contract's is
// refused. Never called: the check is the compiler's.
const wrongRouteIsRefused = () =>
  // @ts-expect-error the notifications contract does not live at the logout route
  callEndpoint<typeof notificationsContract>(ACCOUNT_ENDPOINTS.logout, { params: { siteKey: 'se' } });
void wrongRouteIsRefused;
