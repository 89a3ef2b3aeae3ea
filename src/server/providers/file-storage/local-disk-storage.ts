import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage';

/**
 * Files on the local disk, one per key under the root folder. A file is written under a
 * temporary name and renamed when complete, so a key never names half a file.
 */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, source): Promise<StoredFile> {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size: (await stat(target)).size };
    },
    async read(key) {
      const file = pathOf(key);
      try {
        if (!(await stat(file)).isFile()) return undefined;
      } catch {
        return undefined;
      }
      return createReadStream(file) as Readable;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async modifiedAt(key) {
      const file = pathOf(key); // a bad key is an error, not a missing file
      try {
        return (await stat(file)).mtime;
      } catch {
        return undefined;
      }
    },
    async list(prefix) {
      const base = prefix ? pathOf(prefix) : root;
      let entries: string[];
      try {
        entries = (await readdir(base, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
      } catch {
        return [];
      }
      return entries.map((entry) => entry.split(path.sep).join('/')).sort();
    },
  };
}
