import type { FastifyInstance } from 'fastify';
import { registerExperimentRoutes } from './experiment-routes';
import { registerTagManagerConfigRoute } from './tag-manager-config';
import { registerTimeseriesRoutes } from './timeseries-routes';
import { registerWebVitalsRoutes } from './web-vitals-routes';

// Measurement (platform §7 "Other", flows §7.3): cookie choices, web-vitals beacons, residence
// page visits and their time series, and the tag-manager configuration of the site.
export async function registerAnalyticsModule(app: FastifyInstance): Promise<void> {
  registerExperimentRoutes(app);
  registerWebVitalsRoutes(app);
  registerTimeseriesRoutes(app);
  registerTagManagerConfigRoute(app);
}
