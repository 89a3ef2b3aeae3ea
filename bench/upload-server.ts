// The case-upload bench's server (bench/upload-bench.ts starts it as a child process, so its
// RSS is the server's alone): the real app on in-memory PGlite with the demo accounts and the
// case world, its file storage in a temporary folder, listening on a free port. Prints one
// JSON line with the port when ready; SIGTERM closes it and removes the folder.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedAccounts } from '../seed/accounts/seed-accounts';
import { seedCaseWorld } from '../seed/cases/seed-cases';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/testing/test-app';
import { createTestDatabase } from '../src/server/testing/test-database';

const storageDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-upload-bench-'));
const database = await createTestDatabase();
await seedAccounts(database.handle.db);
await seedCaseWorld(database.handle.db, { fileStorageDir: storageDir });
const app = await buildApp(
  { ...testConfig, env: 'production', logLevel: 'warn', devTools: false, fileStorageDir: storageDir },
  { database: database.handle },
);
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
