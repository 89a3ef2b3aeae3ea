import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentTemplatePages } from '../../seed/content/content-pages';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The content templates of issue 5 in the browser: one page per template family renders
// without console errors and axe-clean, FAQ items open by keyboard, the contact dialog traps
// focus, and forms keep what was typed, show messages, then confirm what was sent.

const e2e = setUpE2eContext();

const HOSTS: Partial<Record<SiteKey, string>> = { contractor: 'entreprenad.localhost', no: 'no.localhost' };

function seeded(site: SiteKey, template: string) {
  const page = contentTemplatePages(site).find((candidate) => candidate.template === template);
  if (!page) throw new Error(`No ${template} page on ${site}`);
  return { path: page.path, heading: (page.viewModel as { heading: string }).heading };
}

async function visit(page: Page, site: SiteKey, path: string) {
  await page.goto(`${e2e.portal.origin(HOSTS[site])}${path}`, { waitUntil: 'networkidle' });
}

const FAMILIES: Array<[family: string, site: SiteKey, template: string]> = [
  ['editorial', 'se', 'blog-item'],
  ['editorial FAQ', 'brf', 'faq'],
  ['corporate', 'se', 'corporate-start'],
  ['corporate with video', 'se', 'sustainability'],
  ['corporate in English', 'en', 'report-list'],
  ['career', 'no', 'available-jobs'],
  ['landing', 'se', 'showing-qr'],
  ['reference', 'contractor', 'reference-project'],
  ['form', 'se', 'order-form'],
  ['modal form', 'se', 'modal-contact'],
];

describe('content templates', () => {
  it.each(FAMILIES)(
    '%s (%s %s) renders its heading without console errors and axe-clean',
    async (_family, site, template) => {
      const { path, heading } = seeded(site, template);
      const { page, errors } = await openPage(e2e.browser);
      await visit(page, site, path);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await page.locator('nav [aria-current="page"]').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('shows a video as a poster until third-party cookies are accepted; play asks for them', async () => {
    const { page } = await openPage(e2e.browser);
    await visit(page, 'se', seeded('se', 'sustainability').path);
    const video = page.locator('[data-requires-consent="thirdParty"]');
    expect(await video.count()).toBe(1);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(
      await video.getByText('Godkänn cookies från tredje part för att spela upp filmen.').isVisible(),
    ).toBe(true);
    await video.getByRole('button', { name: /Spela upp filmen/ }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.context().close();
  });

  it('opens and closes FAQ answers with the keyboard', async () => {
    const { page } = await openPage(e2e.browser);
    await visit(page, 'se', seeded('se', 'faq').path);
    const item = page.locator('details').first();
    const answer = item.locator('p').first();
    expect(await answer.isVisible()).toBe(false);
    await item.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.context().close();
  });

  it('traps focus in the contact dialog, adds #modal, and closes with Escape back to its button', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await visit(page, 'se', seeded('se', 'modal-contact').path);
    const opener = page.getByRole('button', { name: 'Skriv till oss' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kontakta en säljare' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#modal');
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `Tab ${step + 1}`).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // The dialog leaves the page first; its focus scope gives focus back in a task after that.
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed and shows messages for bad input, then confirms good input', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await visit(page, 'se', seeded('se', 'showing-form').path);
    const name = page.getByLabel('Namn');
    const email = page.getByLabel('E-post');
    await name.fill('Anna 2');
    await email.fill('anna@');
    await page.getByLabel('Meddelande (frivilligt)').fill('Finns det parkering?');
    await page.getByRole('button', { name: 'Anmäl mig till visning' }).click();

    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('fält behöver rättas');
    expect(await name.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const nameError = await name.getAttribute('aria-describedby');
    expect(await page.locator(`#${nameError}`).textContent()).toContain('tecken som inte är tillåtna');
    expect(await page.getByText('Skriv en giltig e-postadress').isVisible()).toBe(true);
    expect(await page.getByText('Du behöver godkänna villkoren.').isVisible()).toBe(true);
    expect(await name.inputValue()).toBe('Anna 2');
    expect(await email.inputValue()).toBe('anna@');
    expect(await axeViolations(page)).toEqual([]);

    // After a first attempt each message follows what is typed, without another submit.
    await email.fill('anna@example.se');
    await expect.poll(() => page.getByText('Skriv en giltig e-postadress').count()).toBe(0);
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Anna Lindqvist');
    await page.getByLabel('Telefonnummer').fill('070-123 45 67');
    await page.getByLabel('Önskad visningstid').selectOption({ label: 'Söndag 6 december kl. 12.00–14.00' });
    await page.getByLabel('Jag godkänner').check();
    await page.getByRole('button', { name: 'Anmäl mig till visning' }).click();

    const thanks = page.getByRole('heading', { name: 'Tack, Anna Lindqvist!' });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    const confirmation = page.getByRole('status');
    expect(await confirmation.textContent()).toContain('anna@example.se');
    expect(await confirmation.textContent()).toContain('Söndag 6 december kl. 12.00–14.00');
    expect(await confirmation.textContent()).toContain('Finns det parkering?');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
