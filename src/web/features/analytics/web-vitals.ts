import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { ANALYTICS_ENDPOINTS } from '../../../shared/analytics/analytics-endpoints';
import { type WebVitalsBeacon, webVitalsBeaconSchema } from '../../../shared/consent/web-vitals-beacon';
import { consentAllows } from '../../ui/consent/consent-store';

// Core web vitals measured by the web-vitals library (LCP, CLS and INP are reported when the
// page is hidden, FCP and TTFB once known), sent as the beacon of flows §7.3 to
// POST /api/webvitals/save. Sent only with statistics consent, checked when sending; nothing is
// queued for later. The id names one metric of one page load, never the visitor; no cookie.

const SAVE_URL = ANALYTICS_ENDPOINTS.webVitals.path;
let started = false;
/** The template of the page loaded: the vitals measure that load, whatever is shown later. */
let loadedTemplate: string | undefined;

function beaconOf(metric: Metric): WebVitalsBeacon | null {
  const parsed = webVitalsBeaconSchema.safeParse({
    id: metric.id,
    name: metric.name,
    value: Math.max(
      0,
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    ),
    navigationType: metric.navigationType,
    rating: metric.rating,
    path: window.location.pathname,
    host: window.location.host,
    template: loadedTemplate,
  });
  return parsed.success ? parsed.data : null;
}

function send(metric: Metric): void {
  if (!consentAllows('statistics')) return;
  const beacon = beaconOf(metric);
  if (!beacon) return;
  const body = JSON.stringify(beacon);
  if (!navigator.sendBeacon?.(SAVE_URL, body)) {
    void fetch(SAVE_URL, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    }).catch(() => undefined);
  }
}

/** Starts measuring once per page load; `template` is that page's (PageTemplate.currentComponent). */
export function startWebVitals(template?: string): void {
  if (started) return;
  started = true;
  loadedTemplate = template;
  onTTFB(send);
  onFCP(send);
  onLCP(send);
  onCLS(send);
  onINP(send);
}
