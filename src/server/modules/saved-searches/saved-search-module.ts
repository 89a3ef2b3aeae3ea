import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../plugins/periodic-task';
import { runSavedSearchJob } from './saved-search-job';
import { registerSavedSearchRoutes } from './saved-search-routes';

// Saved searches of my pages (issue 15 item 12). The new-match job runs on every instance; a
// home is recorded before it is mailed (saved_search_matches' key), so each is mailed once.
const JOB_INTERVAL_MS = 15 * 60 * 1000;

export async function registerSavedSearchModule(app: FastifyInstance): Promise<void> {
  registerSavedSearchRoutes(app);
  schedulePeriodicTask(app, 'mail new matches of saved searches', JOB_INTERVAL_MS, () =>
    runSavedSearchJob(app),
  );
}
