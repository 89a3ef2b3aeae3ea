import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../../seed/accounts/demo-accounts';
import type { SiteKey } from '../../../src/shared/sites/site-types';
import { SITES } from '../../../src/shared/sites/sites';

/**
 * Logs the page's browser context in as a demo account by e-mail, as the login form does: the
 * session cookie then comes with every page the test opens on `origin`.
 */
export async function logInAsDemo(
  page: Page,
  origin: string,
  key: string,
  site: SiteKey = 'se',
): Promise<void> {
  const { email } = demoAccount(key);
  if (!email) throw new Error(`demo account ${key} has no e-mail login`);
  const response = await page.context().request.post(`${origin}/account_service/login/email`, {
    data: { email, password: DEMO_PASSWORD, siteId: SITES[site].siteId },
  });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { status: string }).status).toBe('Ok');
}
