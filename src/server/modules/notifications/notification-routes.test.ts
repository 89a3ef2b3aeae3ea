import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  NO_HOST,
} from '../account/testing/account-test-app';

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

const list = (siteKey: string, token?: string, host?: string) =>
  harness.app.inject({
    method: 'GET',
    url: `/notifications/${siteKey}`,
    headers: { ...bearer(token), ...(host ? { host } : {}) },
  });

describe('GET /notifications/{siteKey}', () => {
  it('lists the user’s own unpaused notifications of the site, newest first', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const response = await list('Jmse', body.token);
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(
      items.map((item: { notificationType: string; name: string }) => [item.notificationType, item.name]),
    ).toEqual([
      ['DocumentSigning', 'awaiting_signature'],
      ['DocumentSigning', 'awaiting_approval'],
      ['Case', 'case_updated'],
    ]);
    expect((await list('Jmno', body.token)).json()).toEqual([]);
  });

  it('the VIP member sees a VipPayment pointing at the unpaid payment', async () => {
    const { body } = await emailLogin(harness.app, 'vip');
    const [item] = (await list('Jmse', body.token)).json();
    const user = (
      await harness.app.inject({ method: 'GET', url: '/account_service/user', headers: bearer(body.token) })
    ).json();
    expect(item).toMatchObject({ notificationType: 'VipPayment', targetId: user.payments[0].id });
  });

  it('the Norwegian customer sees the Norwegian site’s notifications', async () => {
    const { body } = await emailLogin(harness.app, 'norway', { host: NO_HOST });
    expect((await list('Jmno', body.token, NO_HOST)).json()).toHaveLength(1);
  });

  it('refuses a board login, to the list and to a pause; the same person logged in privately sees theirs', async () => {
    const board = await emailLogin(harness.app, 'board', { context: 'board-member' });
    const refused = await list('Jmse', board.body.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const privately = await emailLogin(harness.app, 'board');
    const [own] = (await list('Jmse', privately.body.token)).json();
    expect(own).toBeDefined();
    const pause = (token?: string) =>
      harness.app.inject({ method: 'GET', url: `/notifications/pause/${own.id}`, headers: bearer(token) });
    expect((await pause(board.body.token)).statusCode).toBe(403);
    expect((await list('Jmse', privately.body.token)).json()).toHaveLength(1);
    expect((await pause(privately.body.token)).statusCode).toBe(204);
    expect((await list('Jmse', privately.body.token)).json()).toEqual([]);
  });

  it('refuses anonymous visitors and unknown site keys', async () => {
    expect((await list('Jmse')).statusCode).toBe(401);
    const { body } = await emailLogin(harness.app, 'resident');
    expect((await list('Nowhere', body.token)).statusCode).toBe(400);
  });
});

describe('GET /notifications/pause/{id}', () => {
  it('pauses the user’s own notification, which then leaves the list', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const [first, ...rest] = (await list('Jmse', body.token)).json();
    const pause = await harness.app.inject({
      method: 'GET',
      url: `/notifications/pause/${first.id}`,
      headers: bearer(body.token),
    });
    expect(pause.statusCode).toBe(204);
    expect((await list('Jmse', body.token)).json()).toEqual(rest);
  });

  it('answers 404 for an unknown id', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/notifications/pause/00000000-0000-4000-8000-000000000009',
      headers: bearer(body.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
