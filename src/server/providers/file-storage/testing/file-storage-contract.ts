import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { FileStorage } from '../file-storage';

// What every FileStorage promises (file-storage.ts), run against each implementation by
// file-storage.test.ts. Each test writes under a folder of its own, so the implementations may
// keep one store for the whole run.

const MB = 1024 * 1024;

/** `size` bytes that differ from part to part (a misplaced part would show), in 64 KB chunks. */
async function* patterned(size: number, failAfter?: number): AsyncGenerator<Buffer> {
  const chunk = 64 * 1024;
  for (let sent = 0; sent < size; sent += chunk) {
    if (failAfter !== undefined && sent >= failAfter) throw new Error('the source broke off');
    const bytes = Buffer.alloc(Math.min(chunk, size - sent));
    for (let index = 0; index < bytes.length; index += 4096) bytes.writeUInt32BE((sent + index) >>> 0, index);
    yield bytes;
  }
}

const sourceOf = (size: number, failAfter?: number) =>
  Readable.from(patterned(size, failAfter), { objectMode: false });

async function digestOf(
  stream: AsyncIterable<Buffer | Uint8Array>,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const stream = await storage.read(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let folders = 0;
/** A folder no other test (nor an earlier run on the same store) writes to. */
const freshFolder = () => `contract-${Date.now().toString(36)}-${++folders}`;

export function fileStorageContract(storageOf: () => FileStorage): void {
  it('streams a body of several parts in and back out, byte for byte, and reports its size', async () => {
    const storage = storageOf();
    const folder = freshFolder();
    // Over 5 MB, so the S3 storage sends it as a multipart upload; and bodies ending exactly
    // where a part does, one part and two.
    for (const size of [12 * MB + 12_345, 5 * MB, 10 * MB]) {
      const key = `${folder}/large-${size}.bin`;
      const stored = await storage.put(key, sourceOf(size));
      expect(stored).toEqual({ key, size });
      const stream = await storage.read(key);
      expect(stream).toBeDefined();
      expect(await digestOf(stream as Readable)).toEqual(await digestOf(sourceOf(size)));
    }
  });

  it('keeps small and empty files', async () => {
    const storage = storageOf();
    const folder = freshFolder();
    expect(await storage.put(`${folder}/small.txt`, Readable.from([Buffer.from('hej')]))).toEqual({
      key: `${folder}/small.txt`,
      size: 3,
    });
    expect(await storage.put(`${folder}/empty`, Readable.from([]))).toEqual({
      key: `${folder}/empty`,
      size: 0,
    });
    expect((await readAll(storage, `${folder}/small.txt`))?.toString()).toBe('hej');
    expect(await readAll(storage, `${folder}/empty`)).toEqual(Buffer.alloc(0));
  });

  it('leaves nothing under the key when the source fails, and fails with the source’s error', async () => {
    const storage = storageOf();
    const folder = freshFolder();
    // One failing after two S3 parts were sent, one before the first part was full.
    for (const [name, failAfter] of [
      ['late', 11 * MB],
      ['early', 1 * MB],
    ] as const) {
      const key = `${folder}/${name}.bin`;
      await expect(storage.put(key, sourceOf(16 * MB, failAfter))).rejects.toThrow('the source broke off');
      expect(await storage.read(key)).toBeUndefined();
      expect(await storage.modifiedAt(key)).toBeUndefined();
    }
    expect(await storage.list(folder)).toEqual([]);
  });

  it('answers undefined for a missing key, and removes a key (a missing one too) without error', async () => {
    const storage = storageOf();
    const key = `${freshFolder()}/gone.txt`;
    expect(await storage.read(key)).toBeUndefined();
    expect(await storage.modifiedAt(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await storage.put(key, Readable.from([Buffer.from('x')]));
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.read(key)).toBeUndefined();
  });

  it('lists every key under a folder, sorted, and nothing of a folder that merely starts alike', async () => {
    const storage = storageOf();
    const folder = freshFolder();
    const keys = [`${folder}/b/2`, `${folder}/a`, `${folder}/b/1`, `${folder}-old/c`, `${folder}/c.pdf`];
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from(key)]));
    expect(await storage.list(folder)).toEqual([
      `${folder}/a`,
      `${folder}/b/1`,
      `${folder}/b/2`,
      `${folder}/c.pdf`,
    ]);
    expect(await storage.list(`${folder}/b`)).toEqual([`${folder}/b/1`, `${folder}/b/2`]);
    expect(await storage.list(`${folder}-none`)).toEqual([]);
  });

  it('tells when a key was last written', async () => {
    const storage = storageOf();
    const key = `${freshFolder()}/dated.txt`;
    // Stores keep whole seconds (S3's Last-Modified).
    const before = Math.floor(Date.now() / 1000) * 1000;
    await storage.put(key, Readable.from([Buffer.from('x')]));
    const after = Date.now();
    const modified = await storage.modifiedAt(key);
    expect(modified).toBeInstanceOf(Date);
    expect(modified?.getTime()).toBeGreaterThanOrEqual(before);
    expect(modified?.getTime()).toBeLessThanOrEqual(after + 1000);
  });

  it('refuses a key that is not one the server makes, before touching the store', async () => {
    const storage = storageOf();
    for (const key of ['', '../outside', '/absolute', 'Upper/case', 'a//b', 'a/.hidden', 'a/b/', 'a b']) {
      const untouched = sourceOf(1024);
      await expect(storage.put(key, untouched), key).rejects.toThrow(/not a storage key/);
      expect(untouched.readableDidRead, key).toBe(false);
      await expect(storage.read(key), key).rejects.toThrow(/not a storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/not a storage key/);
      await expect(storage.modifiedAt(key), key).rejects.toThrow(/not a storage key/);
      if (key !== '') await expect(storage.list(key), key).rejects.toThrow(/not a storage key/);
    }
  });
}
