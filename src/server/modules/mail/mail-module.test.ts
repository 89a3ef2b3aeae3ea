import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountTestApp,
  createAccountTestApp,
  freshIp,
  SE_HOST,
} from '../account/testing/account-test-app';
import { queuedMailSettled } from './mail-queue';
import { deliverMail } from './mailer';

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

describe('GET /dev/outbox', () => {
  it('lists stored mail newest first, escaped, with clickable links', async () => {
    await deliverMail(harness.app, {
      to: 'a@demo.hemvist.se',
      subject: 'First <b>',
      text: 'no link',
      html: '',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await harness.app.inject({
      method: 'POST',
      url: '/system/user/forgotpassword',
      headers: { host: SE_HOST },
      remoteAddress: freshIp(),
      payload: { email: 'resident@demo.hemvist.se' },
    });
    await queuedMailSettled(harness.app);
    const response = await harness.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { host: SE_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('First &lt;b&gt;');
    expect(html).not.toContain('First <b>');
    expect(html).toMatch(/<a href="http:\/\/localhost\/glomt-losenord\/\?token=[\w-]+">/);
    expect(html.indexOf('Välj ett nytt lösenord')).toBeLessThan(html.indexOf('First &lt;b&gt;'));
  });

  it('is a 404 on production and pre-production hosts, served on test hosts', async () => {
    expect(
      (await harness.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'www.hemvist.se' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/dev/outbox',
          headers: { host: 'preprod.hemvist.se' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'test.hemvist.se' } }))
        .statusCode,
    ).toBe(200);
  });
});
