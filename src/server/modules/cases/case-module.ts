import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES, MAX_FILES_PER_CASE } from '../../../shared/cases/case-constants';
import { projectPath } from '../../project-root';
import type { FileStorage } from '../../providers/file-storage/file-storage';
import { localDiskStorage } from '../../providers/file-storage/local-disk-storage';
import { registerCaseLookupRoutes } from './case-lookup-routes';
import { registerCaseRoutes } from './case-routes';
import { registerStaffCaseRoutes } from './staff/staff-case-routes';
import { ORPHAN_AGE_MS, sweepOrphanUploads } from './uploads/orphan-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded case files (the case module's context). */
    fileStorage: FileStorage;
  }
}

// Case management (flows §7.1; issue 13): cases, rounds, files and the property world they
// refer to. Multipart bodies are read only by this module's routes; elsewhere they stay 415.
export async function registerCaseModule(app: FastifyInstance): Promise<void> {
  const root = app.config.fileStorageDir ?? projectPath('var', 'uploads');
  app.decorate('fileStorage', localDiskStorage(root));
  await app.register(fastifyMultipart, {
    // The service counts sizes itself (and answers the spec's keys); the parser's limits are
    // a backstop one step beyond, so a body never runs on unbounded.
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_FILE_BYTES + 1,
      files: MAX_FILES_PER_CASE + 1,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 60,
      headerPairs: 100,
    },
  });
  await registerCaseRoutes(app);
  await registerCaseLookupRoutes(app);
  await registerStaffCaseRoutes(app);
  if (app.config.env !== 'test') scheduleOrphanSweep(app);
}

/** Hourly, on every instance (removing a file twice is harmless). */
function scheduleOrphanSweep(app: FastifyInstance): void {
  const sweep = () => {
    sweepOrphanUploads(app.database.db, app.fileStorage)
      .then((removed) => {
        if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed orphaned uploads');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'orphaned-upload sweep failed'));
  };
  // The first one a few minutes after start, when the database has been migrated and seeded.
  const first = setTimeout(sweep, 5 * 60 * 1000);
  const timer = setInterval(sweep, ORPHAN_AGE_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
