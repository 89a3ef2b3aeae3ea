import {
  rateWebVital,
  type WebVitalName,
  type WebVitalsBeacon,
} from '../../../shared/consent/web-vitals-beacon';
import { consentAllows } from '../../ui/consent/consent-store';

// Core web vitals without the web-vitals library (not installed): PerformanceObserver for LCP,
// CLS, INP (event timing), FCP and TTFB, sent as the beacon of flows §7.3 to
// POST /api/webvitals/save. Sent only with statistics consent, checked when sending; nothing is
// queued for later. The id names one metric of one page load, never the visitor; no cookie.

const SAVE_URL = '/api/webvitals/save';
let started = false;
let loadId = '';

type NavigationType = WebVitalsBeacon['navigationType'];

function navigationType(): NavigationType {
  const entry = performance.getEntriesByType('navigation')[0] as
    | (PerformanceNavigationTiming & { activationStart?: number })
    | undefined;
  if ((entry?.activationStart ?? 0) > 0) return 'prerender';
  const type = entry?.type;
  if (type === 'reload') return 'reload';
  if (type === 'back_forward') return 'back-forward';
  return 'navigate';
}

function send(name: WebVitalName, value: number): void {
  if (!consentAllows('statistics')) return;
  const beacon: WebVitalsBeacon = {
    id: `${loadId}-${name}`,
    name,
    value: Math.max(0, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value)),
    navigationType: navigationType(),
    rating: rateWebVital(name, value),
    path: window.location.pathname,
    host: window.location.host,
  };
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

function observe(
  type: string,
  onEntries: (entries: PerformanceEntry[]) => void,
  durationThreshold?: number,
): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
  observer.observe({
    type,
    buffered: true,
    ...(durationThreshold ? { durationThreshold } : {}),
  } as PerformanceObserverInit);
}

/** Starts measuring once per page load; LCP, CLS and INP are sent when the page is hidden. */
export function startWebVitals(): void {
  if (started || typeof PerformanceObserver === 'undefined') return;
  started = true;
  loadId = `v1-${Date.now()}-${Math.floor(Math.random() * 1e12)}`;

  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation) send('TTFB', navigation.responseStart);

  observe('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) send('FCP', fcp.startTime);
  });

  let lcp: number | null = null;
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) lcp = last.startTime;
  });

  // CLS: the largest session window of shifts (gaps under 1 s, windows under 5 s).
  let cls = 0;
  let sessionValue = 0;
  let sessionStart = 0;
  let sessionLast = 0;
  let clsSeen = false;
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      clsSeen = true;
      const continues =
        sessionValue > 0 && entry.startTime - sessionLast < 1000 && entry.startTime - sessionStart < 5000;
      sessionValue = continues ? sessionValue + entry.value : entry.value;
      if (!continues) sessionStart = entry.startTime;
      sessionLast = entry.startTime;
      cls = Math.max(cls, sessionValue);
    }
  });

  // INP: the longest interaction (event timing entries with an interaction id).
  let inp: number | null = null;
  observe(
    'event',
    (entries) => {
      for (const entry of entries as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) inp = Math.max(inp ?? 0, entry.duration);
      }
    },
    40,
  );

  let reported = false;
  const report = () => {
    if (reported) return;
    reported = true;
    if (lcp !== null) send('LCP', lcp);
    if (clsSeen || lcp !== null) send('CLS', cls);
    if (inp !== null) send('INP', inp);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') report();
  });
  window.addEventListener('pagehide', report);
}
