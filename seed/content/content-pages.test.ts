import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { cookieTableIn } from '../../src/shared/consent/cookie-descriptions';
import { COOKIES } from '../../src/shared/consent/cookie-table';
import {
  CONTENT_TEMPLATE_KEYS,
  CONTENT_TEMPLATE_SCHEMAS,
  isContentTemplate,
} from '../../src/shared/page/content-blocks';
import { seoSchema } from '../../src/shared/page/page-payload';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { requireRoute, routesOf } from '../../src/shared/sites/routes';
import { SITE_KEYS, type SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { SITE_CONTENT } from './all-sites';
import { contentTemplatePages } from './content-pages';

const pagesOf = (site: SiteKey) => contentTemplatePages(site);
const allPages = SITE_KEYS.flatMap((site) => pagesOf(site).map((page) => ({ site, page })));
const hostOf = (site: SiteKey) => (site === 'en' ? 'localhost' : (LOCAL_HOSTS[site][0] ?? 'localhost'));
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe('seeded content-template pages', () => {
  it('use every content template at least once', () => {
    const used = new Set(allPages.map(({ page }) => page.template));
    expect(CONTENT_TEMPLATE_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });

  it.each(allPages.map(({ site, page }) => [`${site} ${page.path}`, page] as const))(
    '%s has a view model that parses with its template schema',
    (_name, page) => {
      expect(isContentTemplate(page.template), page.template).toBe(true);
      const schema = CONTENT_TEMPLATE_SCHEMAS[page.template as keyof typeof CONTENT_TEMPLATE_SCHEMAS];
      expect(schema.safeParse(page.viewModel).error).toBeUndefined();
      expect(seoSchema.safeParse(page.seo).error).toBeUndefined();
      expect(page.seo.description.length).toBeGreaterThanOrEqual(80);
      expect(page.seo.description.length).toBeLessThanOrEqual(170);
      expect(page.breadcrumbs.at(-1)?.url).toBe(page.path);
    },
  );

  it.each(SITE_KEYS)(
    '%s: paths are unique, under the site, and clash with no page of the site content',
    (site) => {
      const paths = pagesOf(site).map((page) => page.path);
      expect(new Set(paths).size).toBe(paths.length);
      const existing = new Set(SITE_CONTENT[site].pages.map((page) => page.path));
      for (const path of paths) {
        expect(existing.has(path), path).toBe(false);
        expect(path.startsWith(requireRoute(site, 'home')), path).toBe(true);
      }
    },
  );

  it.each(SITE_KEYS)(
    '%s: the career, jobs, cookies, personal-data and eco-label links of the chrome now lead to pages',
    (site) => {
      const paths = new Set(pagesOf(site).map((page) => page.path));
      const routes = routesOf(site);
      for (const purpose of ['career', 'openJobs', 'cookies', 'personalData', 'ecoLabel'] as const) {
        expect(paths.has(routes[purpose] ?? ''), purpose).toBe(true);
      }
    },
  );

  it('links internal urls of blocks only to seeded pages or to routes of the site', () => {
    for (const site of SITE_KEYS) {
      const seeded = new Set([...SITE_CONTENT[site].pages, ...pagesOf(site)].map((page) => page.path));
      const routed = new Set(Object.values(routesOf(site)));
      for (const page of pagesOf(site)) {
        const urls = JSON.stringify(page.viewModel).match(/"url":"(\/[^"]*)"/g) ?? [];
        for (const match of urls) {
          const url = match.slice(7, -1);
          const path = url.split(/[?#]/, 1)[0] ?? '';
          expect(seeded.has(path) || routed.has(path), `${site} ${page.path} → ${url}`).toBe(true);
        }
      }
    }
  });
});

describe('server rendering of content templates', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('renders every seeded content page with 200, its heading, breadcrumbs and title', async () => {
    for (const { site, page } of allPages) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: page.path,
        headers: { host: hostOf(site) },
      });
      const where = `${site} ${page.path}`;
      expect(response.statusCode, where).toBe(200);
      const heading = (page.viewModel as { heading: string }).heading;
      expect(response.body, where).toMatch(
        new RegExp(`<h1[^>]*>${escapeHtml(heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
      expect(response.body, where).toContain('aria-current="page"');
      expect(response.body, where).toContain(`<title>${escapeHtml(page.seo.title)}</title>`);
    }
  });

  it('renders the video block as a poster waiting for third-party consent, with no embedded player', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/om-oss/hallbarhet/',
      headers: { host: 'localhost' },
    });
    expect(response.body).toContain('data-requires-consent="thirdParty"');
    expect(response.body).not.toContain('<iframe');
  });

  it('renders the cookies page with a control that reopens the cookie settings', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: requireRoute('se', 'cookies'),
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-open-cookie-settings');
  });

  it.each(SITE_KEYS.filter((site) => routesOf(site).cookies))(
    '%s: the cookies page lists exactly the cookie table, each in its category, in the site’s language',
    async (site) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${requireRoute(site, 'cookies')}GetViewModel`,
        headers: { host: hostOf(site) },
      });
      expect(response.statusCode).toBe(200);
      const blocks = response.json().template.viewModel.blocks as {
        type: string;
        rows?: { name: string; category: string }[];
      }[];
      const table = blocks.find((block) => block.type === 'cookieTable');
      const expected = cookieTableIn(SITES[site].locale);
      expect(table?.rows).toEqual(expected.rows);
      expect(table?.rows?.map((row) => row.name).sort()).toEqual(
        Object.values(COOKIES)
          .map((spec) => spec.name)
          .sort(),
      );
      // interest is essential, in the table and on the page alike.
      const interest = table?.rows?.find((row) => row.name === 'interest');
      expect(interest?.category).toBe(expected.rows.find((row) => row.name === 'jwtToken')?.category);
    },
  );
});
