import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../../../seed/accounts/demo-accounts';
import { seedDemoWorld } from '../../../../seed/seed-demo-world';
import { seededTemplate } from '../../../../tests/testing/seeded-content';
import type { PagePayload } from '../../../shared/page/page-payload';
import { requireRoute } from '../../../shared/sites/routes';
import { type App, buildApp } from '../../app';
import { users } from '../../db/schema';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { emailLogin } from '../account/testing/account-test-app';

// Edit mode (issue 35 item 7; platform §3 meta state, flows §2.2 editing flags, §6): the page
// payload carries isEditMode and an edit-mode URL for an editor's login alone, decided by the
// server from the session; anyone else asking with ?editMode=1, or a header or cookie, gets the
// normal page. An editor's pages are private and never enter the shared page cache.

let database: TestDatabase;
let app: App;
const tokens: Record<'editor' | 'resident' | 'board', string> = { editor: '', resident: '', board: '' };

const ARTICLE = seededTemplate('se', 'article').path;
const MY_PAGES = requireRoute('se', 'myPages');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.handle.db, { catalogue: false });
  // The shared page cache on, as in production, to show an editor's pages stay out of it.
  app = await buildApp(
    { ...testConfig, pageCacheSeconds: 600 },
    { database: database.handle, logger: false },
  );
  await app.ready();
  const token = async (key: string, context?: string) =>
    (await emailLogin(app, key, context ? { context } : {})).body.token ?? '';
  tokens.editor = await token('editor');
  tokens.resident = await token('resident');
  tokens.board = await token('board', 'board-member');
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
const as = (role: keyof typeof tokens) => ({ cookie: `jwtToken=${tokens[role]}` });

async function viewModel(url: string, headers: Record<string, string> = {}) {
  const response = await get(`${url.replace(/\/(\?|$)/, '/GetViewModel$1')}`, headers);
  expect(response.statusCode, url).toBe(200);
  return { response, payload: response.json() as PagePayload };
}

/** The payload a server-rendered page hands to the browser. */
function htmlPayload(html: string): PagePayload {
  const match = /<script id="hemvist-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? '{}') as PagePayload;
}

describe('an editor’s page', () => {
  it('carries the edit-mode URL, out of edit mode until the editor asks for it', async () => {
    const { response, payload } = await viewModel(ARTICLE, as('editor'));
    expect(payload.template).toMatchObject({
      isEditMode: false,
      isInEditMode: false,
      editModeUrl: `${ARTICLE}?editMode=1`,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('is in edit mode with ?editMode=1, as JSON and as HTML, keeping the other query values', async () => {
    const { response, payload } = await viewModel(`${ARTICLE}?utm_source=news&editMode=1`, as('editor'));
    expect(payload.template).toMatchObject({
      isEditMode: true,
      isInEditMode: true,
      editModeUrl: `${ARTICLE}?utm_source=news&editMode=1`,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');

    const html = await get(`${ARTICLE}?editMode=1`, as('editor'));
    expect(html.statusCode).toBe(200);
    expect(html.headers['cache-control']).toBe('private, no-store');
    expect(html.headers['x-page-cache']).toBeUndefined();
    expect(htmlPayload(html.body).template).toMatchObject({
      isEditMode: true,
      pageId: payload.template.pageId,
    });
  });

  it('is in edit mode on my pages too (where the payments entry shows, flows §2.4)', async () => {
    const { payload } = await viewModel(`${MY_PAGES}?editMode=1`, as('editor'));
    expect(payload.template.currentComponent).toBe('my-pages');
    expect(payload.template.isEditMode).toBe(true);
  });

  it('leaves edit mode with any other value of the flag', async () => {
    for (const value of ['0', 'false', 'off', '', 'ja', '%E2%9C%93', '1&editMode=0']) {
      const { payload } = await viewModel(`${ARTICLE}?editMode=${value}`, as('editor'));
      expect(payload.template.isEditMode, value).toBe(false);
      expect(payload.template.editModeUrl, value).toMatch(/editMode=1$/);
    }
  });

  it('answers a malformed flag without a server error', async () => {
    for (const value of ['%00', '%ZZ', '1'.repeat(5000), '[]']) {
      const response = await get(`${ARTICLE}GetViewModel?editMode=${value}`, as('editor'));
      expect(response.statusCode, value.slice(0, 10)).toBeLessThan(500);
    }
  });

  it('never enters the shared page cache: the same address stays the visitors’ page', async () => {
    const path = '/kundservice/?editMode=1';
    const editors = await get(path, as('editor'));
    expect(htmlPayload(editors.body).template.isEditMode).toBe(true);
    const visitors = await get(path);
    expect(visitors.headers['x-page-cache']).toBe('miss');
    expect(htmlPayload(visitors.body).template).toMatchObject({ isEditMode: false, isInEditMode: false });
    expect(htmlPayload(visitors.body).template.editModeUrl).toBeUndefined();
    // The visitors' page is what the cache then holds; an editor still gets their own.
    expect((await get(path)).headers['x-page-cache']).toBe('hit');
    const again = await get(path, as('editor'));
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(htmlPayload(again.body).template.isEditMode).toBe(true);
  });

  it('ends at once when the role is taken away, though the login stays valid', async () => {
    const db = database.handle.db;
    await db
      .update(users)
      .set({ isEditor: false })
      .where(eq(users.id, demoUserId('editor')));
    try {
      const { response, payload } = await viewModel(`${ARTICLE}?editMode=1`, as('editor'));
      expect(payload.template.isEditMode).toBe(false);
      expect(payload.template.editModeUrl).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await db
        .update(users)
        .set({ isEditor: true })
        .where(eq(users.id, demoUserId('editor')));
    }
  });
});

describe('nothing of edit mode without the editor role', () => {
  const probes: [string, keyof typeof tokens | null][] = [
    ['a visitor', null],
    ['a resident', 'resident'],
    ['a board member', 'board'],
  ];
  // What a client might try beside the query flag: none of it counts.
  const attempts: Record<string, string> = {
    'x-edit-mode': '1',
    'x-editor': 'true',
    'x-is-edit-mode': 'true',
  };

  it.each(probes)('%s asking with ?editMode=1 and headers gets the normal payload', async (_who, role) => {
    const headers: Record<string, string> = { ...(role ? as(role) : {}), ...attempts };
    for (const path of [`${ARTICLE}?editMode=1`, '/?editMode=true']) {
      const { response, payload } = await viewModel(path, headers);
      expect(payload.template).toMatchObject({ isEditMode: false, isInEditMode: false });
      expect(payload.template.editModeUrl).toBeUndefined();
      expect(response.body).not.toContain('editModeUrl');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const cookie = [headers.cookie, 'editMode=1'].filter(Boolean).join('; ');
    const html = await get(`${ARTICLE}?editMode=1`, { ...headers, cookie });
    expect(html.statusCode).toBe(200);
    expect(htmlPayload(html.body).template).toMatchObject({ isEditMode: false, isInEditMode: false });
    expect(html.body).not.toContain('editModeUrl');
  });

  it('a resident on my pages with ?editMode=1 is not in edit mode', async () => {
    const { payload } = await viewModel(`${MY_PAGES}?editMode=1`, as('resident'));
    expect(payload.template.currentComponent).toBe('my-pages');
    expect(payload.template.isEditMode).toBe(false);
    expect(payload.template.editModeUrl).toBeUndefined();
  });

  it('a visitor on my pages with ?editMode=1 is still sent to the login', async () => {
    const response = await get(`${MY_PAGES}?editMode=1`);
    expect(response.statusCode).toBe(302);
    expect((await get(`${MY_PAGES}GetViewModel?editMode=1`)).statusCode).toBe(401);
  });
});
