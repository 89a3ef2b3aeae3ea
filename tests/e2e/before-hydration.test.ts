import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../src/shared/sites/routes';
import { openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// What a visitor meets before a page has hydrated: it asks for its scripts after its first paint
// (docs/adr/0024), so a fast hand or a password manager can send a server-rendered form first.
// The browser then sends the form itself. It must never put what was typed into the address
// (the history, the server's request log); the page is shown again and works.

const e2e = setUpE2eContext();

describe('before the page hydrates', () => {
  it('a form sent by the browser itself posts, shows the page again and keeps the password out of the address', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const path = requireRoute('se', 'createAccount');
    // The page's scripts are held back, never answered: the page stays as the server sent it.
    await page.route('**/assets/*.js', () => undefined);
    await page.goto(`${e2e.portal.origin()}${path}`);
    await page.locator('input[name="email"]').fill('tidig@example.se');
    await page.locator('input[name="password"]').fill('hemligt-lösen-1234');
    await page.unroute('**/assets/*.js');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === path);
    await page.locator('input[name="password"]').press('Enter');
    expect((await sent).method()).toBe('POST');
    // 303 back to the page, which now loads its scripts and hydrates.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(new URL(page.url()).pathname).toBe(path);
    expect(page.url()).not.toContain('hemligt');
    expect(page.url()).not.toContain('tidig');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
