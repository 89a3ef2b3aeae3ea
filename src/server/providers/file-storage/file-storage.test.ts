import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk-storage';
import { s3Storage } from './s3-storage';
import { fileStorageOf } from './storage-from-config';
import { fileStorageContract } from './testing/file-storage-contract';
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3TestServer } from './testing/s3-test-server';

// Issue 34 item 1: one contract, both storages. The S3 one talks to s3rver, a real S3-protocol
// server started here on 127.0.0.1, through the same SDK client production uses.

let root: string;
let server: S3TestServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'hemvist-storage-'));
  server = await startS3TestServer();
  // The SDK's default credential chain reads them, as it reads production's.
  for (const [name, value] of Object.entries(S3_TEST_CREDENTIALS)) vi.stubEnv(name, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each([
  { name: 'the local disk', make: () => localDiskStorage(root) },
  { name: 'S3 (s3rver)', make: () => s3Storage(server.location) },
])('file storage on $name', ({ make }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });
  fileStorageContract(() => storage);
});

describe('file storage on S3', () => {
  it('lists a folder of more keys than a page holds, following the continuation', async () => {
    const storage = s3Storage(server.location, { listPageSize: 2 });
    const keys = ['paged/a', 'paged/b', 'paged/c', 'paged/d', 'paged/e'];
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from(key)]));
    await storage.put('paged-not/f', Readable.from([Buffer.from('f')]));
    expect(await storage.list('paged')).toEqual(keys);
  });
});

describe('the configured file storage', () => {
  it('is the local disk unless a bucket is configured, one storage per configuration', async () => {
    const settings = { fileStorageDir: path.join(root, 'configured') };
    const storage = fileStorageOf(settings);
    expect(fileStorageOf(settings)).toBe(storage);
    expect(fileStorageOf({ ...settings })).not.toBe(storage);
    await storage.put('configured/on-disk', Readable.from([Buffer.from('disk')]));
    expect(readdirSync(path.join(root, 'configured', 'configured'))).toEqual(['on-disk']);
  });

  it('is the bucket when one is configured', async () => {
    const settings = { fileStorageDir: path.join(root, 'unused'), fileStorageS3: server.location };
    const storage = fileStorageOf(settings);
    expect(await storage.put('configured/in-bucket', Readable.from([Buffer.from('s3')]))).toEqual({
      key: 'configured/in-bucket',
      size: 2,
    });
    expect(await s3Storage(server.location).list('configured')).toEqual(['configured/in-bucket']);
    expect(await storage.modifiedAt('configured/in-bucket')).toBeInstanceOf(Date);
    await storage.remove('configured/in-bucket');
    expect(await storage.read('configured/in-bucket')).toBeUndefined();
  });
});
