import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { seedAccounts } from '../../../../../seed/accounts/seed-accounts';
import { seedCaseWorld } from '../../../../../seed/cases/seed-cases';
import { type App, buildApp } from '../../../app';
import type { FileStorage } from '../../../providers/file-storage/file-storage';
import type { S3Location } from '../../../providers/file-storage/s3-storage';
import { fileStorageOf } from '../../../providers/file-storage/storage-from-config';
import { testConfig } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { emailLogin, freshIp, NO_HOST, SE_HOST } from '../../account/testing/account-test-app';

// Test support for case management: the real app on a database with the demo accounts and the
// case world (no content or catalogue), its file storage in a temporary folder, or in the S3
// bucket it is given.

export interface CaseTestApp {
  app: App;
  database: TestDatabase;
  /** The app's own file storage. */
  storage: FileStorage;
  /** The local-disk storage's folder (empty when the files go to S3). */
  storageDir: string;
  close(): Promise<void>;
}

export async function createCaseTestApp(options: { fileStorageS3?: S3Location } = {}): Promise<CaseTestApp> {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hemvist-cases-'));
  const config = { ...testConfig, fileStorageDir: storageDir, fileStorageS3: options.fileStorageS3 };
  const storage = fileStorageOf(config);
  const database = await createTestDatabase();
  await seedAccounts(database.handle.db);
  await seedCaseWorld(database.handle.db, { fileStorage: storage });
  const app = await buildApp(config, { database: database.handle, logger: false });
  await app.ready();
  return {
    app,
    database,
    storage,
    storageDir,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** The demo roles of the authorisation probes, and how each logs in. */
export const ROLES = {
  residentA: { account: 'resident', host: SE_HOST },
  residentB: { account: 'neighbour', host: SE_HOST },
  boardX: { account: 'board', host: SE_HOST, context: 'board-member' },
  boardY: { account: 'board-unmanaged', host: SE_HOST, context: 'board-member-case' },
  norwegianResident: { account: 'norway', host: NO_HOST },
  norwegianBoard: { account: 'norway-board', host: NO_HOST, context: 'board-member-case' },
} as const;
export type Role = keyof typeof ROLES;

export interface Caller {
  role: Role | 'anonymous';
  host: string;
  headers: Record<string, string>;
}

export async function loginAs(app: App, role: Role): Promise<Caller> {
  const spec = ROLES[role];
  const { body } = await emailLogin(app, spec.account, {
    host: spec.host,
    ip: freshIp(),
    ...('context' in spec ? { context: spec.context } : {}),
  });
  if (body.status !== 'Ok' || !body.token)
    throw new Error(`${role} could not log in: ${JSON.stringify(body)}`);
  return { role, host: spec.host, headers: { authorization: `Bearer ${body.token}`, host: spec.host } };
}

export const anonymous: Caller = { role: 'anonymous', host: SE_HOST, headers: { host: SE_HOST } };

// ---- multipart bodies, streamed so that large files never sit whole in the test's memory ----

export type FilePart = {
  name?: string;
  filename: string;
  contentType?: string;
  /** The bytes, or a size to fill: `head` first, then zeros. */
  content: Buffer | { size: number; head?: Buffer };
};

export interface MultipartOptions {
  fields?: Record<string, string | string[]>;
  files?: FilePart[];
  /** Cut the body after this many bytes (a client that dies half-way). */
  truncateAt?: number;
  /** Fail the stream after this many bytes (a connection that breaks). */
  failAt?: number;
}

const CHUNK = 256 * 1024;

export function multipart(options: MultipartOptions): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----hemvist${randomBytes(8).toString('hex')}`;
  async function* pieces(): AsyncGenerator<Buffer> {
    for (const [name, value] of Object.entries(options.fields ?? {})) {
      for (const single of Array.isArray(value) ? value : [value]) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${single}\r\n`,
        );
      }
    }
    for (const file of options.files ?? []) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'Files'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (Buffer.isBuffer(file.content)) yield file.content;
      else {
        const head = file.content.head ?? Buffer.alloc(0);
        yield head;
        for (let left = file.content.size - head.length; left > 0; left -= CHUNK) {
          yield Buffer.alloc(Math.min(CHUNK, left));
        }
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  async function* limited(): AsyncGenerator<Buffer> {
    let sent = 0;
    for await (const piece of pieces()) {
      const stop = options.truncateAt ?? options.failAt;
      if (stop !== undefined && sent + piece.length >= stop) {
        yield piece.subarray(0, stop - sent);
        if (options.failAt !== undefined) throw new Error('connection lost');
        return;
      }
      sent += piece.length;
      yield piece;
    }
  }
  return {
    payload: Readable.from(limited()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
