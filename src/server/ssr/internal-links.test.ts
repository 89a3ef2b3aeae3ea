import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePayload } from '../../shared/page/page-payload';
import { linkFor } from '../../shared/sites/feature-availability';
import type { RoutePurpose } from '../../shared/sites/routes';
import type { SiteKey } from '../../shared/sites/site-types';
import { SITES } from '../../shared/sites/sites';
import { createTestApp, type TestApp } from '../testing/test-app';

// No dead ends (issue 12 item 4): every same-site link a visitor can reach from a start page
// (the page itself, the header menu and quick links, the footer, the crisis banner) and from the
// login screen (tabs, help links, outcome messages) answers 200, or for my pages sends to login.
// Links into features not built yet are hidden (shared/sites/feature-availability.ts).

const SITE_HOSTS: Readonly<Record<SiteKey, string>> = {
  se: 'localhost',
  en: 'localhost',
  senior: 'senior.localhost',
  brf: 'brf.localhost',
  no: 'no.localhost',
  fi: 'fi.localhost',
  contractor: 'entreprenad.localhost',
};

/** What the login panel, register page and login messages link to (login-panel.tsx, outcome-message.tsx). */
const LOGIN_SCREEN_PURPOSES: readonly RoutePurpose[] = [
  'login',
  'createAccount',
  'forgotPassword',
  'consent',
  'personalData',
  'faultReport',
  'myPages',
];

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (host: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });

/** Same-site page links of a document: paths only, no assets or media. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)]
    .map(([, href = '']) => href.replaceAll('&amp;', '&'))
    .filter((href) => !/^\/(assets|media)\//.test(href) && !/\.[a-z0-9]+(\?|$)/i.test(href));
}

function payloadLinks(template: PagePayload['template']): string[] {
  const { navigation, footer, crisisBanner } = template;
  return [
    ...navigation.quickLinks.map((link) => link.url),
    ...navigation.menu.flatMap((group) => group.links.map((link) => link.url)),
    ...[...footer.company, ...footer.discover, ...footer.help].map((link) => link.url),
    ...(crisisBanner?.linkUrl ? [crisisBanner.linkUrl] : []),
  ].filter((url) => url.startsWith('/'));
}

async function linksOfSite(site: SiteKey): Promise<string[]> {
  const host = SITE_HOSTS[site];
  const home = SITES[site].basePath;
  const start = await get(host, home);
  expect(start.statusCode).toBe(200);
  const payload = await get(host, `${home}GetViewModel`);
  expect(payload.statusCode).toBe(200);
  const links = [...hrefsOf(start.body), ...payloadLinks((payload.json() as PagePayload).template)];
  for (const purpose of LOGIN_SCREEN_PURPOSES) {
    const path = SITES[site].flags.login ? linkFor(site, purpose) : undefined;
    if (path) links.push(path);
  }
  const login = linkFor(site, 'login');
  if (login && SITES[site].flags.login) links.push(...hrefsOf((await get(host, login)).body));
  return [...new Set(links)].sort();
}

describe('internal links of every site', () => {
  for (const site of Object.keys(SITE_HOSTS) as SiteKey[]) {
    it(`${site}: start page, menu, footer, crisis banner and login screen links all resolve`, async () => {
      const host = SITE_HOSTS[site];
      const links = await linksOfSite(site);
      expect(links.length).toBeGreaterThan(5);
      const dead: string[] = [];
      for (const link of links) {
        const response = await get(host, link);
        if (response.statusCode === 200) continue;
        // My pages ask a visitor to log in first: that is a way on, not a dead end.
        const location = String(response.headers.location ?? '');
        const login = linkFor(site, 'login');
        const toLogin =
          [301, 302, 303, 307, 308].includes(response.statusCode) &&
          login !== undefined &&
          location.startsWith(login) &&
          (await get(host, location)).statusCode === 200;
        if (!toLogin) dead.push(`${link} → ${response.statusCode}${location ? ` ${location}` : ''}`);
      }
      expect(dead).toEqual([]);
    });
  }
});
