import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('ImageCache', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('renders once for concurrent requests of the same key', async () => {
    const cache = new ImageCache({ maxBytes: 1000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return bytes(10);
    };
    const results = await Promise.all([
      cache.getOrRender('a', render),
      cache.getOrRender('a', render),
      cache.getOrRender('a', render),
    ]);
    expect(renders).toBe(1);
    expect(results.every((result) => result.equals(bytes(10)))).toBe(true);
    await cache.getOrRender('a', render);
    expect(renders).toBe(1);
  });

  it('drops the least recently used pictures beyond its byte budget', async () => {
    const cache = new ImageCache({ maxBytes: 250 });
    const rendered: string[] = [];
    const render = (key: string) => async () => {
      rendered.push(key);
      return bytes(100);
    };
    await cache.getOrRender('a', render('a'));
    await cache.getOrRender('b', render('b'));
    await cache.getOrRender('a', render('a')); // a is now the most recent
    await cache.getOrRender('c', render('c')); // evicts b
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    await cache.getOrRender('a', render('a'));
    await cache.getOrRender('b', render('b'));
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed render and tries again next time', async () => {
    const cache = new ImageCache({ maxBytes: 1000 });
    await expect(cache.getOrRender('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.getOrRender('x', async () => bytes(5))).resolves.toHaveLength(5);
  });

  it('keeps pictures on disk so a new cache (a restart) does not render again', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'media-cache-'));
    folders.push(directory);
    const first = new ImageCache({ maxBytes: 1000, directory });
    await first.getOrRender('stage-facade/abc-0-320-x', async () => bytes(20, 7));
    expect(await readdir(path.join(directory, 'stage-facade'))).toEqual(['abc-0-320-x.webp']);

    const second = new ImageCache({ maxBytes: 1000, directory });
    const again = await second.getOrRender('stage-facade/abc-0-320-x', () =>
      Promise.reject(new Error('rendered again')),
    );
    expect(again.equals(bytes(20, 7))).toBe(true);
  });
});
