import path from 'node:path';
import { type App, buildApp } from './app';
import { type AppConfig, ConfigError, configFromEnv } from './config/env';
import { connectOrExplain, DatabaseStartError, explainStartFailure } from './db/connect-or-explain';
import { DataDirLockedError } from './db/data-dir-lock';
import { isDatabaseUnavailable } from './db/database-faults';
import { prepareDatabase, type Seeder } from './db/prepare';
import { type MetricsEndpoint, serveMetrics } from './plugins/metrics/metrics-server';
import { projectPath } from './project-root';
import { fileStorageOf } from './providers/file-storage/storage-from-config';

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

  let app: App;
  try {
    app = await buildApp(config);
  } catch (error) {
    // Another server has the embedded database's folder: one line naming it and that process.
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    await connectOrExplain(app.database, config.database);
    const seed = config.seedDemo ? await loadDemoSeeder(config) : undefined;
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

  // SIGTERM (the orchestrator, a rolling deploy) drains first: /healthz answers 503 while the
  // balancer's checks notice, then the server stops listening, finishes the requests it has
  // (uploads included) and the jobs in hand, and closes the database, all within the timeout.
  // SIGINT (Ctrl-C on `npm start`) skips the wait.
  const { drainMs, timeoutMs } = config.shutdown ?? { drainMs: 0, timeoutMs: 10_000 };
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    if (signal === 'SIGTERM' && drainMs > 0) {
      app.drain.start();
      app.log.info({ signal, drainMs }, 'draining: /healthz answers 503');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info({ signal }, 'shutting down');
    await app.close(); // stops listening, waits for requests in flight, then the jobs and the database
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL server' : `PGlite in ${config.database.dataDir}`;
  app.log.info(`Hemvist is ready on http://localhost:${config.port} (database: ${where})`);
  if (config.metrics) await startMetrics(app, config.metrics);
}

/**
 * /metrics on its own port. A port already taken (a second instance on one host) costs the
 * metrics, not the sites: it is logged, and the server keeps serving.
 */
async function startMetrics(app: App, where: MetricsEndpoint): Promise<void> {
  try {
    const address = await serveMetrics(app, where);
    app.log.info(`Metrics on http://${address.address}:${address.port}/metrics`);
  } catch (error) {
    app.log.error(
      { err: error },
      `metrics not served: ${where.host}:${where.port} is not available (METRICS_PORT, METRICS_HOST)`,
    );
  }
}

// The demo world is loaded only when seeding is configured: it is a chunk of its own in the
// build, which a production server without SEED_DEMO never loads (.dependency-cruiser.cjs).
async function loadDemoSeeder(config: AppConfig): Promise<Seeder> {
  const { seedDemoWorld } = await import('../../seed/seed-demo-world');
  // The demo cases' attachments are written into the same file storage the server reads.
  return (db) => seedDemoWorld(db, { fileStorage: fileStorageOf(config) });
}

main().catch((error: unknown) => {
  console.error('Hemvist failed to start:', error);
  process.exit(1);
});
