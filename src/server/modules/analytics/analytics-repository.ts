import type { WebVitalsBeacon } from '../../../shared/consent/web-vitals-beacon';
import type { Database } from '../../db/client';
import { experimentEvents, webVitals } from '../../db/schema';

// The writes of measurement: cookie choices and web-vitals beacons (the visit series are in
// timeseries-queries.ts).

export async function recordExperimentEvent(
  db: Database,
  event: typeof experimentEvents.$inferInsert,
): Promise<void> {
  await db.insert(experimentEvents).values(event);
}

export async function storeWebVital(
  db: Database,
  beacon: WebVitalsBeacon,
  siteKey: string | null,
): Promise<void> {
  await db.insert(webVitals).values({
    metricId: beacon.id,
    name: beacon.name,
    value: beacon.value,
    navigationType: beacon.navigationType,
    rating: beacon.rating,
    path: beacon.path,
    host: beacon.host,
    siteKey,
  });
}
