import { consentAllows } from './consent-store';

// The tag-manager data layer (platform §7 "Other"): entries are pushed only with statistics
// consent; without it they are dropped, never queued.

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes an analytics event; returns false when consent did not allow it. */
export function trackEvent(entry: DataLayerEntry): boolean {
  if (typeof window === 'undefined' || !consentAllows('statistics')) return false;
  dataLayer().push(entry);
  return true;
}
