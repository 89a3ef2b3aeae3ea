// The case-upload bench's server (bench/upload-bench.ts starts it as a child process, so its
// RSS is the server's alone): the real app on in-memory PGlite with the demo accounts and the
// case world, its file storage in a temporary folder, or in the S3 bucket FILE_STORAGE_URL
// names (`--storage s3`: the bench starts s3rver and passes the URL and its AWS_* credentials),
// listening on a free port. Prints one JSON line with the port when ready; SIGTERM closes it
// and removes the folder.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedAccounts } from '../seed/accounts/seed-accounts';
import { seedCaseWorld } from '../seed/cases/seed-cases';
import { buildApp } from '../src/server/app';
import { configFromEnv } from '../src/server/config/env';
import { fileStorageOf } from '../src/server/providers/file-storage/storage-from-config';
import { testConfig } from '../src/server/testing/test-app';
import { createTestDatabase } from '../src/server/testing/test-database';

const storageDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-upload-bench-'));
// FILE_STORAGE_URL read as the server reads it (the key only satisfies NODE_ENV=production).
const { fileStorageS3 } = configFromEnv({
  FILE_STORAGE_URL: process.env.FILE_STORAGE_URL,
  JWT_SECRET: testConfig.jwtSecrets[0],
});
const config = {
  ...testConfig,
  env: 'production' as const,
  logLevel: 'warn' as const,
  devTools: false,
  fileStorageDir: storageDir,
  fileStorageS3,
};
const database = await createTestDatabase();
await seedAccounts(database.handle.db);
await seedCaseWorld(database.handle.db, { fileStorage: fileStorageOf(config) });
const app = await buildApp(config, { database: database.handle });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port })}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  await database.dispose();
  rmSync(storageDir, { recursive: true, force: true });
  process.exit(0);
});
