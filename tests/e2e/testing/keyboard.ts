import type { Locator, Page } from 'playwright-core';

// Keyboard-only moves for the browser tests: a keyboard user reaches a control by Tab, from
// wherever the focus is now, and types into a field or presses Enter on it.

/** Presses Tab (at most `limit` times) until `reached` says the focus is where it should be. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, what: string, limit: number) {
  for (let press = 0; press < limit; press++) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${what} by Tab`);
}

/** Tabs until the focus is on `target`. */
export async function tabToElement(page: Page, target: Locator, limit = 80): Promise<void> {
  const handle = await target.elementHandle();
  await tabUntil(
    page,
    () => page.evaluate((element) => document.activeElement === element, handle),
    String(target),
    limit,
  );
}

/** Tabs until the focus is on an element matching `selector`. */
export async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  await tabUntil(
    page,
    () => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector),
    selector,
    limit,
  );
}

/** Tabs to the field, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabToElement(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to the control and presses Enter on it. */
export async function pressByKeyboard(page: Page, target: Locator): Promise<void> {
  await tabToElement(page, target);
  await page.keyboard.press('Enter');
}
