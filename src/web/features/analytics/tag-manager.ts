import { ANALYTICS_ENDPOINTS } from '../../../shared/analytics/analytics-endpoints';
import { dataLayer } from '../../ui/consent/data-layer';

// The tag-manager script (platform §7 "Other"): loaded only after consent with statistics or
// marketing, and only when the site and environment have a container id (TAG_MANAGER_IDS,
// asked from GET /api/analytics/config); none is configured by default.

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
let started = false;

export function loadTagManager(): void {
  if (started) return;
  started = true;
  void fetch(ANALYTICS_ENDPOINTS.config.path, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<{ tagManagerId: string | null }>) : null))
    .then((config) => {
      if (config?.tagManagerId) injectTagManager(config.tagManagerId);
    })
    .catch(() => undefined);
}

function injectTagManager(containerId: string): void {
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset.tagManager = containerId;
  document.head.append(script);
}
