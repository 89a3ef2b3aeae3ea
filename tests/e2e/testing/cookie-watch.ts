import type { BrowserContext } from 'playwright-core';
import { COOKIES, type CookieSpec } from '../../../src/shared/consent/cookie-table';

// Issue 35 item 2: the cookie table is the truth. Every browser test's context records each cookie
// the portal sets, by Set-Cookie or by a page script's document.cookie, and a name that is not in
// the table is a browser error, which fails the test (tests/setup/fail-on-browser-errors.ts).

export const COOKIE_TABLE_NAMES: ReadonlySet<string> = new Set(
  (Object.values(COOKIES) as CookieSpec[]).map((spec) => spec.name),
);

/** The cookies some page of the portal sets: every one must be set by a browser journey. */
export const COOKIES_SET_BY_PAGES: readonly string[] = (Object.values(COOKIES) as CookieSpec[])
  .filter((spec) => spec.setBy !== 'api')
  .map((spec) => spec.name)
  .sort();

const nameOf = (cookie: string) => cookie.split('=')[0]?.trim() ?? '';

/**
 * The simulators stand in for other companies' services (BankID, the e-ident brokers, Swish,
 * Svea, Nordea) on their own origins in production: their cookies are theirs, not the portal's.
 */
const SIMULATOR_PATH = /^\/(bankid|eident|swish|svea|nordea)-simulator\//;
const fromSimulator = (url: string) => SIMULATOR_PATH.test(new URL(url).pathname);

/** Every cookie name set in this worker's browsers so far (a worker runs file after file): scripts/test.mjs checks the union. */
const seenInFile = new Set<string>();
export const cookiesSeenInFile = (): readonly string[] => [...seenInFile].sort();

/** Watches the context; answers the names set so far (a live set). */
export async function watchCookies(context: BrowserContext, errors: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const record = (name: string, how: string) => {
    if (!name) return;
    seen.add(name);
    seenInFile.add(name);
    if (!COOKIE_TABLE_NAMES.has(name)) errors.push(`cookie outside the cookie table: ${name} (${how})`);
  };
  context.on('response', (response) => {
    if (fromSimulator(response.url())) return;
    response
      .headersArray()
      .then((headers) => {
        for (const header of headers)
          if (header.name.toLowerCase() === 'set-cookie')
            for (const line of header.value.split('\n'))
              record(nameOf(line), `Set-Cookie of ${response.url()}`);
      })
      .catch(() => undefined);
  });
  await context.exposeBinding('__hemvistCookieWritten', (source, cookie: string) => {
    if (!fromSimulator(source.frame.url()))
      record(nameOf(cookie), `document.cookie on ${source.frame.url()}`);
  });
  await context.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!native?.set || !native.get) return;
    const { get, set } = native;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return get.call(this);
      },
      set(value: string) {
        (window as unknown as { __hemvistCookieWritten?: (cookie: string) => void }).__hemvistCookieWritten?.(
          String(value),
        );
        set.call(this, value);
      },
    });
  });
  return seen;
}
