import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { watchCookies } from './cookie-watch';

/**
 * Headless Chromium 156 is the whole desktop browser, and for every new window (each test's
 * context, each Lighthouse tab) it builds its omnibox pop-up as a WebUI page of its own: about
 * 2.4 s of processor time in a "WebUI Top Renderer" process, beside the page under test, on a
 * two-core machine. No visitor's phone does that; turned off, browser tests ran 20 % faster and
 * a traced start page's main thread went from 1.3 s to 0.76 s (docs/performance.md, stop 49).
 */
export const WITHOUT_OMNIBOX_WEBUI =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      // Software WebGL for the map (SwiftShader in the GPU process) ...
      '--use-angle=swiftshader',
      // ... but pages drawn and composited by Skia on the CPU: emulating a GPU to raster and
      // composite every page cost the GPU process more than the pages' renderers did (a third
      // of the browser tests' processor time here). A WebGL canvas is then read back into the
      // page, which Chromium reports as a driver stall (CHROMIUM_DRIVER_NOTE below).
      '--disable-gpu-compositing',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      WITHOUT_OMNIBOX_WEBUI,
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** console errors and uncaught exceptions, hydration mismatches included. */
  errors: string[];
  /** Names of the cookies the portal set in this page's context so far (cookie-watch.ts). */
  cookies: Set<string>;
}

export interface OpenPageOptions {
  /**
   * 'unanswered' starts like a first visit, so the cookie modal appears after 2 s. By default the
   * visitor has already answered "essential only", so the modal stays out of other tests' way.
   */
  consent?: 'essential-only' | 'unanswered';
  /**
   * Console lines the test provokes on purpose (a refused login's 401, a mocked 503): the shared
   * check after each test (tests/setup/fail-on-browser-errors.ts) lets only these pass.
   */
  expectedErrors?: readonly RegExp[];
  /** The device's time zone (Chromium's own otherwise, which is the machine's). */
  timezoneId?: string;
}

interface PageWatch {
  errors: string[];
  expected: readonly RegExp[];
}

// Every page opened through openPage (and pages its context opens later) since the last check.
const watches: PageWatch[] = [];

/** Console errors and page errors no test expected, since the last call; clears the record. */
export function unexpectedBrowserErrors(): string[] {
  const lines = watches.flatMap((watch) =>
    watch.errors.filter((line) => !watch.expected.some((pattern) => pattern.test(line))),
  );
  watches.length = 0;
  return lines;
}

/**
 * A page the portal rendered is usable once it has hydrated (entry-client.tsx marks <html>).
 * goto and reload with waitUntil 'networkidle' wait for that too: on a loaded machine the
 * network can fall quiet before hydration ends, and a key pressed then would go nowhere.
 */
function waitForHydrationAfterLoads(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('hemvist-state') || document.documentElement.hasAttribute('data-hydrated'),
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === 'networkidle') await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === 'networkidle') await hydrated();
    return response;
  };
}

/**
 * Chromium's own note on its software GL (the map's WebGL read back into a CPU-composited page):
 * about the test browser's drawing, never about the page's code.
 */
const CHROMIUM_DRIVER_NOTE = /^\[\.WebGL-0x[0-9a-f]+\]GL Driver Message \(OpenGL, Performance, /;

function watch(page: Page, errors: string[]): void {
  waitForHydrationAfterLoads(page);
  page.on('console', (message) => {
    if (message.type() === 'warning' && CHROMIUM_DRIVER_NOTE.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
}

export async function openPage(
  browser: Browser,
  width = 1280,
  height = 900,
  options: OpenPageOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width, height },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.consent !== 'unanswered') {
    await context.addInitScript(() => {
      try {
        if (!document.cookie.includes('user-consent-settings=')) {
          const essentialOnly = '{"answered":true,"statistics":false,"marketing":false,"thirdParty":false}';
          // biome-ignore lint/suspicious/noDocumentCookie: set before the page's own scripts run
          document.cookie = `user-consent-settings=${encodeURIComponent(essentialOnly)}; Path=/; SameSite=Lax`;
        }
      } catch {
        // about:blank has no cookies
      }
    });
  }
  const errors: string[] = [];
  watches.push({ errors, expected: options.expectedErrors ?? [] });
  const cookies = await watchCookies(context, errors);
  context.on('page', (opened) => watch(opened, errors));
  const page = await context.newPage();
  return { page, errors, cookies };
}

/** axe-core violations as readable lines (WCAG 2.x A and AA rules). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are read as drawn: a page or a list still loading its next view (dimmed while
  // aria-busy), or a dialog fading in or out, reads as low contrast. Finite animations are
  // awaited; endless ones (a spinner) would never end.
  await page.waitForFunction(
    () =>
      !document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
  // Legacy mode runs axe.run in the page, which audits the page and its same-origin frames. The
  // default mode runs axe in each frame, then opens a blank page to merge the frames' results:
  // 1-2 s more of a two-core machine on every call (209 calls in the browser tests). What legacy
  // mode leaves out is a cross-origin frame (a consented video): a third party's page.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
