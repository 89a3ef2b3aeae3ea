import { ANALYTICS_ENDPOINTS } from '../../../shared/analytics/analytics-endpoints';
import type { PagePayload } from '../../../shared/page/page-payload';

const VISITED_TEMPLATES = new Set(['stage', 'object', 'area']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stage, object or area page tells the time series it was seen (POST /api/timeseries/visit);
 * the page id of these templates is the catalogue id. Called only with statistics consent.
 */
export function recordResidenceVisit(payload: PagePayload): void {
  const kind = payload.template.currentComponent;
  const entityId = payload.template.pageId;
  if (!VISITED_TEMPLATES.has(kind) || !UUID.test(entityId)) return;
  void fetch(ANALYTICS_ENDPOINTS.visit.path, {
    method: ANALYTICS_ENDPOINTS.visit.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, entityId }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
