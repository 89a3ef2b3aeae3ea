import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../../seed/accounts/demo-accounts';
import type { LoginContext } from '../../../src/shared/account/identity-constants';
import type { SiteKey } from '../../../src/shared/sites/site-types';
import { SITES } from '../../../src/shared/sites/sites';

export interface EmailLogin {
  email: string;
  password: string;
  site?: SiteKey;
  /** The login modal's tab; absent: the private login. */
  context?: LoginContext;
}

/**
 * Logs the page's browser context in by e-mail, as the login form does: the session cookie then
 * comes with every page the test opens on `origin`. Node cannot resolve *.localhost, Chromium
 * can; on such a host the page itself makes the call (it opens the site's start page for it).
 */
export async function logInByEmail(page: Page, origin: string, login: EmailLogin): Promise<void> {
  const body = {
    email: login.email,
    password: login.password,
    siteId: SITES[login.site ?? 'se'].siteId,
    ...(login.context ? { context: login.context } : {}),
  };
  if (new URL(origin).hostname === 'localhost') {
    const response = await page
      .context()
      .request.post(`${origin}/account_service/login/email`, { data: body });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('Ok');
    return;
  }
  await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
  const answer = await page.evaluate(async (payload) => {
    const response = await fetch('/account_service/login/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: (await response.json()) as { status: string } };
  }, body);
  expect(answer).toEqual({ status: 200, body: expect.objectContaining({ status: 'Ok' }) });
}

/** Logs in as a demo account (seed/demo-accounts.json) on `origin`, on its site or the one given. */
export async function logInAsDemo(
  page: Page,
  origin: string,
  key: string,
  site: SiteKey = 'se',
  context?: LoginContext,
): Promise<void> {
  const { email } = demoAccount(key);
  if (!email) throw new Error(`demo account ${key} has no e-mail login`);
  await logInByEmail(page, origin, { email, password: DEMO_PASSWORD, site, context });
}
