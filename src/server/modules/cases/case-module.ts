import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES, MAX_FILES_PER_CASE } from '../../../shared/cases/case-constants';
import { schedulePeriodicTask } from '../../plugins/periodic-task';
import type { FileStorage } from '../../providers/file-storage/file-storage';
import { fileStorageOf } from '../../providers/file-storage/storage-from-config';
import { registerCaseLookupRoutes } from './case-lookup-routes';
import { registerCaseRoutes } from './case-routes';
import { registerSimilarCaseRoutes } from './duplicates/similar-cases-routes';
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
  app.decorate('fileStorage', fileStorageOf(app.config));
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
  await registerSimilarCaseRoutes(app);
  await registerStaffCaseRoutes(app);
  // Hourly: a file stored by a submit whose process died before its record was written.
  schedulePeriodicTask(app, 'sweep orphaned uploads', ORPHAN_AGE_MS, async () => {
    return (await sweepOrphanUploads(app.database.db, app.fileStorage)).length;
  });
}
