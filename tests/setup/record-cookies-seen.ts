import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { COOKIES_SET_BY_PAGES, cookiesSeenInFile } from '../e2e/testing/cookie-watch';

// Issue 35 item 2: what the browser journeys of this file set, for the check over the whole run
// in scripts/test.mjs (a cookie the table lists that no journey sets is a failure there).
export const COOKIES_SEEN_DIR = path.resolve('test-results', 'cookies-seen');

afterAll(() => {
  mkdirSync(COOKIES_SEEN_DIR, { recursive: true });
  writeFileSync(
    path.join(COOKIES_SEEN_DIR, `${randomUUID()}.json`),
    JSON.stringify({ seen: cookiesSeenInFile(), table: COOKIES_SET_BY_PAGES }),
  );
});
