import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoWorld } from '../../../seed/seed-demo-world';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

export const testConfig: AppConfig = {
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  database: { kind: 'pglite', dataDir: 'memory' },
  logLevel: 'silent',
  seedDemo: true,
  forceHttps: false,
  // Fixed, so every app built from testConfig accepts the others' tokens; never a real key.
  jwtSecrets: ['hemvist-test-only-jwt-secret-0000000000'],
  devTools: true,
  simulators: true,
  linkEnvironment: 'local',
  // Uploaded case files never land in var/ from a test.
  fileStorageDir: path.join(tmpdir(), 'hemvist-test-uploads'),
};

/** The real app on a fresh, migrated and seeded database; requests go through app.inject(). */
export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemoWorld(database.handle.db);
  const app = await buildApp(testConfig, { database: database.handle, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
