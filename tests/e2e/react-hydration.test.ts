import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../seed/accounts/demo-accounts';
import type { PagePayload } from '../../src/shared/page/page-payload';
import type {
  ResidenceIndexViewModel,
  StagePageViewModel,
} from '../../src/shared/residence/residence-page-view-models';
import { residenceIndexPath } from '../../src/shared/residence/residence-paths';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { seededTemplate } from '../testing/seeded-content';
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

async function viewModel<T>(site: Site, pagePath: string): Promise<T> {
  const { status, html } = await e2e.portal.fetchPage(hostOf(site), `${pagePath}GetViewModel`);
  if (status !== 200) throw new Error(`${site} ${pagePath}GetViewModel answered ${status}`);
  return (JSON.parse(html) as PagePayload).template.viewModel as T;
}

/** A stage with homes and one of its homes, found through the residence index. */
async function stageAndObject(site: Site): Promise<[string, string]> {
  const index = await viewModel<ResidenceIndexViewModel>(site, residenceIndexPath(SITES[site].country));
  for (const county of index.counties)
    for (const municipality of county.municipalities)
      for (const { url } of municipality.stages) {
        const object = (await viewModel<StagePageViewModel>(site, url)).objects[0]?.url;
        if (object) return [url, object];
      }
  throw new Error(`${site} has no stage with homes`);
}

const buyers: Record<Site, string> = { se: 'buyer-se', no: 'buyer-no', fi: 'buyer-fi' };

describe('React hydrates the pages', () => {
  it.each(['se', 'no', 'fi'] as const)(
    '%s: the measured pages, fault report, booking and my pages',
    async (site) => {
      const [stage, object] = await stageAndObject(site);
      const pages = [
        requireRoute(site, 'home'),
        requireRoute(site, 'searchHomes'),
        stage,
        object,
        seededTemplate(site, 'article').path,
        `${requireRoute(site, 'textSearch')}?s=bostad`,
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
