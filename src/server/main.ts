import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, configFromEnv } from './config/env';
import { connectOrExplain, DatabaseStartError, explainStartFailure } from './db/connect-or-explain';
import { isDatabaseUnavailable } from './db/database-faults';
import { prepareDatabase, type Seeder } from './db/prepare';
import { projectPath } from './project-root';

// Starts the server: parse the env, open, migrate and (first time) seed the database,
// listen, and close cleanly on SIGINT/SIGTERM.
async function main(): Promise<void> {
  let config: ReturnType<typeof configFromEnv>;
  try {
    // HEMVIST_DIST_DIR lets parallel work build to separate folders (see vite.config.ts); a
    // relative one is taken from the project's root, as the build does.
    const distDir = path.resolve(projectPath(), process.env.HEMVIST_DIST_DIR ?? 'dist');
    config = { ...configFromEnv(), clientDistDir: path.join(distDir, 'client') };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  try {
    await connectOrExplain(app.database, config.database);
    const seed = config.seedDemo ? await loadDemoSeeder(config.fileStorageDir) : undefined;
    await prepareDatabase(app.database, { seed, log: app.log });
  } catch (error) {
    // One line naming the cause: a bad or silent DATABASE_URL is an operator's typo, not a crash.
    if (error instanceof DatabaseStartError || isDatabaseUnavailable(error)) {
      console.error(
        error instanceof DatabaseStartError ? error.message : explainStartFailure(error, config.database),
      );
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close(); // closes the server first, then the database (onClose hook)
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL server' : `PGlite in ${config.database.dataDir}`;
  app.log.info(`Hemvist is ready on http://localhost:${config.port} (database: ${where})`);
}

// The demo world is loaded only when seeding is configured: it is a chunk of its own in the
// build, which a production server without SEED_DEMO never loads (.dependency-cruiser.cjs).
async function loadDemoSeeder(fileStorageDir: string | undefined): Promise<Seeder> {
  const { seedDemoWorld } = await import('../../seed/seed-demo-world');
  // The demo cases' attachments are written into the same file storage the server reads.
  return (db) => seedDemoWorld(db, { fileStorageDir });
}

main().catch((error: unknown) => {
  console.error('Hemvist failed to start:', error);
  process.exit(1);
});
