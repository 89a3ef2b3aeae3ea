import type { PagePayload } from '../../../shared/page/page-payload';
import { trackEvent } from '../../ui/consent/data-layer';

/** The payload's entries (the page view, and the error entry of 404/500 pages) with the path. */
export function pushPageEntries(payload: PagePayload): void {
  const { path } = payload.context;
  for (const entry of payload.dataLayer) trackEvent({ ...entry, pagePath: path });
}
