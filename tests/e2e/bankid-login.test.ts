import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerInApp } from './testing/bankid-app';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// Swedish BankID through the built server and its mounted simulator: the portal's start and
// status endpoints over HTTP, and the simulator's tester page in Chromium playing the user's
// BankID app — by QR payload on desktop, by the autostart link on a phone.

const e2e = setUpE2eContext();

/** Nobody in the demo world has this personal number. */
const UNKNOWN_PERSON = '196001019991';

interface Started {
  sessionId: string;
  qrData: string;
  autoStartUrl: string;
}

async function startSession(page: Page, purpose: 'login' | 'register'): Promise<Started> {
  const response = await page.request.post(`${e2e.portal.origin()}/account_service/login/bank_id/start`, {
    data: { returnUrl: '/mina-sidor/', environment: 'local', purpose, context: 'private' },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

async function pollStatus(page: Page, sessionId: string) {
  const response = await page.request.get(
    `${e2e.portal.origin()}/account_service/login/bank_id/status/${sessionId}`,
  );
  expect(response.status()).toBe(200);
  return response.json() as Promise<{
    status: string;
    hintCode?: string;
    qrData?: string;
    data?: Record<string, unknown>;
  }>;
}

/** Polls every second, as the login modal does, until the answer is no longer Pending. */
async function pollUntilDone(page: Page, sessionId: string) {
  let result = await pollStatus(page, sessionId);
  await expect
    .poll(
      async () => {
        result = await pollStatus(page, sessionId);
        return result.status;
      },
      { interval: 1_000, timeout: 15_000 },
    )
    .not.toBe('Pending');
  return result;
}

async function approveAs(tester: Page, personalNumber: string) {
  await expect.poll(() => tester.getByRole('heading', { level: 1 }).textContent()).toContain('BankID');
  await tester.getByLabel('Approve as personal number').fill(personalNumber);
  await answerInApp(tester, 'Approve');
}

describe('BankID login through the simulator', () => {
  it('desktop: the tester scans the current QR payload, sees the order and approves it', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const started = await startSession(page, 'login');
    expect(started.qrData).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);

    await page.waitForTimeout(1_100);
    const pending = await pollStatus(page, started.sessionId);
    expect(pending.status).toBe('Pending');
    expect(pending.hintCode).toBe('outstandingTransaction');
    expect(pending.qrData).not.toBe(started.qrData);

    // The tester's phone: paste the QR payload into the simulator's scan form.
    await page.goto(`${e2e.portal.origin()}/bankid-simulator/`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('QR payload (bankid.…)').fill(pending.qrData ?? '');
    await page.getByRole('button', { name: 'Open order' }).first().click();
    await page.waitForURL(/\/bankid-simulator\/orders\//);
    await expect.poll(() => page.locator('.visible-data').textContent()).toBe('Logga in på Hemvist');
    expect(await axeViolations(page)).toEqual([]);

    // Collect runs at most every 2 s, so the new hint shows within a few polls.
    await expect
      .poll(async () => (await pollStatus(page, started.sessionId)).hintCode, {
        timeout: 6_000,
        interval: 1_000,
      })
      .toMatch(/^(started|userSign)$/);

    await approveAs(page, UNKNOWN_PERSON);
    // A person BankID knows but the portal does not: "BankID not in system".
    expect(await pollUntilDone(page, started.sessionId)).toMatchObject({ status: 'SsnNotFound' });
    expect(errors).toEqual([]);
  });

  it('mobile: the autostart link opens the order on the same device', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const started = await startSession(page, 'register');
    expect(started.autoStartUrl).toMatch(/^\/bankid-simulator\/autostart\?token=[0-9a-f-]{36}$/);

    await page.goto(`${e2e.portal.origin()}${started.autoStartUrl}`);
    await page.waitForURL(/\/bankid-simulator\/orders\//);
    expect(await axeViolations(page)).toEqual([]);
    await approveAs(page, UNKNOWN_PERSON);

    // Registration: the verified person gets a bearer to finish the register form.
    const result = await pollUntilDone(page, started.sessionId);
    expect(result.status).toBe('Ok');
    expect(result.data?.registerToken).toEqual(expect.any(String));
    expect(errors).toEqual([]);
  });

  it('a cancel in the app ends the session as Cancelled', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900);
    const started = await startSession(page, 'login');
    await page.goto(`${e2e.portal.origin()}/bankid-simulator/`);
    await page
      .getByRole('link', { name: /auth order from/ })
      .first()
      .click();
    await answerInApp(page, 'Cancel');
    expect(await page.locator('#order-hint').textContent()).toBe('userCancel');
    expect(await pollUntilDone(page, started.sessionId)).toEqual({
      status: 'Cancelled',
      hintCode: 'userCancel',
    });
  });
});

describe('BankID in the login modal', () => {
  /** The tester's device: opens the newest pending order in the simulator and approves it. */
  async function approveNewestOrder(url: string, personalNumber: string) {
    const { page: tester } = await openPage(e2e.browser, 390, 844);
    await tester.goto(url);
    if (!/\/orders\//.test(tester.url())) {
      await tester
        .getByRole('link', { name: /auth order from/ })
        .first()
        .click();
    }
    await approveAs(tester, personalNumber);
    await tester.context().close();
  }

  it('desktop: shows the animated QR code, then the outcome once the order is approved', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/#open-login`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Logga in med BankID' }).click();
    const qr = dialog.locator('img[data-qr-code]');
    await expect.poll(() => qr.count(), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('skanna QR-koden');
    const firstCode = await qr.getAttribute('src');
    // Renewed every second from the portal's status answers.
    await expect.poll(() => qr.getAttribute('src'), { timeout: 5_000 }).not.toBe(firstCode);
    expect(await axeViolations(page)).toEqual([]);

    await approveNewestOrder(`${e2e.portal.origin()}/bankid-simulator/`, UNKNOWN_PERSON);
    await expect
      .poll(() => dialog.textContent(), { timeout: 8_000 })
      .toContain('Ditt BankID finns inte hos oss');
    expect(errors).toEqual([]);
  });

  it('mobile: offers the autostart link to the simulator, and the result comes back to the modal', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}/#open-login`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Logga in med BankID' }).click();
    const link = dialog.locator('a[data-bankid-autostart]');
    await expect.poll(() => link.count(), { timeout: 5_000 }).toBe(1);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/bankid-simulator\/autostart\?token=[0-9a-f-]{36}$/);

    await approveNewestOrder(`${e2e.portal.origin()}${href}`, UNKNOWN_PERSON);
    await expect
      .poll(() => dialog.textContent(), { timeout: 8_000 })
      .toContain('Ditt BankID finns inte hos oss');
    expect(errors).toEqual([]);
  });
});
