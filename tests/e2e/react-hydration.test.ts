import { describe, expect, it } from 'vitest';
import { pagePaths } from '../../bench/bench-pages';
import { DEMO_PASSWORD, demoAccount } from '../../seed/accounts/demo-accounts';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { requireRoute } from '../../src/shared/sites/routes';
import { openPage } from './testing/browser';
import { logInByEmail } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// React 19 hydrates every measured page of se, no and fi, and the fault-report, booking and
// my-pages pages, with no console error or warning (issue 31): tests/setup/fail-on-browser-errors.ts
// fails a test on any, hydration mismatches included. React, not a look-alike, holds the root.

type Site = 'se' | 'no' | 'fi';
const e2e = setUpE2eContext();
const hostOf = (site: Site) => LOCAL_HOSTS[site][0] ?? 'localhost';
const origin = (site: Site) => e2e.portal.origin(hostOf(site));

const buyers: Record<Site, string> = { se: 'buyer-se', no: 'buyer-no', fi: 'buyer-fi' };

describe('React hydrates the pages', () => {
  it.each(['se', 'no', 'fi'] as const)(
    '%s: the measured pages, fault report, booking and my pages',
    async (site) => {
      const measured = await pagePaths(e2e.portal.origin(), site);
      const pages = [
        measured.start,
        measured.search,
        measured.stage,
        measured.object,
        measured.article,
        measured['text search'],
        requireRoute(site, 'faultReport'),
        requireRoute(site, 'clickToBuy'),
        requireRoute(site, 'myPages'),
      ];
      const { page } = await openPage(e2e.browser, 1280, 900);
      await logInByEmail(page, origin(site), {
        email: demoAccount(buyers[site]).email ?? '',
        password: DEMO_PASSWORD,
        site,
      });
      for (const pagePath of pages) {
        // goto with networkidle waits for entry-client.tsx's mark that hydrateRoot has run.
        await page.goto(`${origin(site)}${pagePath}`, { waitUntil: 'networkidle' });
        const root = await page.evaluate(() => {
          const element = document.getElementById('root');
          return {
            hydrated: document.documentElement.hasAttribute('data-hydrated'),
            react:
              element !== null && Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
            preact: element !== null && '__k' in element,
          };
        });
        expect(root, `${site} ${pagePath}`).toEqual({ hydrated: true, react: true, preact: false });
      }
    },
  );
});
