import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ContentRowCache } from './content-row-cache';

// Issue 11 item 6: the rows a page render reads are kept between requests until public
// content changes.

describe('content row cache', () => {
  it('reads a key once within its lifetime, and again after it or after a change', async () => {
    let time = 0;
    const cache = new ContentRowCache(1000, 10, () => time);
    let reads = 0;
    const load = async () => ({ title: `read ${++reads}` });
    expect(await cache.read('page', load)).toEqual({ title: 'read 1' });
    time = 999;
    expect(await cache.read('page', load)).toEqual({ title: 'read 1' });
    time = 1000;
    expect(await cache.read('page', load)).toEqual({ title: 'read 2' });
    cache.clear();
    expect(await cache.read('page', load)).toEqual({ title: 'read 3' });
  });

  it('remembers that there is no row, too', async () => {
    const cache = new ContentRowCache(1000);
    let reads = 0;
    const load = async () => {
      reads++;
      return undefined;
    };
    await cache.read('page /nothing/', load);
    expect(await cache.read('page /nothing/', load)).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('does not keep a read that was under way when the content changed', async () => {
    const cache = new ContentRowCache(1000);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.read('page', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.read('page', async () => 'after the change')).toBe('after the change');
  });

  it('shares frozen rows, so no request can change what the next one reads', async () => {
    const cache = new ContentRowCache(1000);
    const row = await cache.read('page', async () => ({ seo: { title: 'Start' }, list: [{ url: '/' }] }));
    expect(() => {
      (row.seo as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(row.list[0])).toBe(true);
  });

  it('holds at most its number of entries, dropping the oldest', async () => {
    const cache = new ContentRowCache(1000, 2);
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
    let reread = false;
    await cache.read('a', async () => {
      reread = true;
      return 'a';
    });
    expect(reread).toBe(true);
  });
});

describe('pages without the page cache', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.dispose();
  });

  const page = () => ctx.app.inject({ method: 'GET', url: '/kundservice/', headers: { host: 'localhost' } });

  it('show a change of a page and of the site chrome on the next request', async () => {
    expect((await page()).body).not.toContain('Kundservice, nya öppettider');
    await ctx.database.handle.db.execute(
      sql`update pages set seo = jsonb_set(seo, '{title}', to_jsonb('Kundservice, nya öppettider'::text))
          where site_key = 'se' and path = '/kundservice/'`,
    );
    // The embedded database tells the app before the update returns: no waiting.
    expect((await page()).body).toContain('Kundservice, nya öppettider');

    await ctx.database.handle.db.execute(
      sql`update site_chrome set footer = jsonb_set(footer, '{copyright}', to_jsonb('© Kundservicebolaget'::text))
          where site_key = 'se'`,
    );
    expect((await page()).body).toContain('© Kundservicebolaget');
  });
});
