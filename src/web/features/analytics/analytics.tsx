import { useEffect, useRef } from 'react';
import type { PagePayload } from '../../../shared/page/page-payload';
import { useConsent } from '../../ui/consent/use-consent';
import { pushPageEntries } from './page-entries';
import { recordResidenceVisit } from './residence-visits';
import { loadTagManager } from './tag-manager';

// Renders nothing: per page (first load and every client navigation) it pushes the payload's
// data-layer entries and records residence visits, both only with statistics consent; it loads
// the tag manager once consent allows statistics or marketing; it starts web-vitals measurement
// once consent allows statistics.
export function Analytics({ payload }: { payload: PagePayload }) {
  const { setting } = useConsent();
  const statistics = setting.answered && setting.statistics;
  const tagManagerAllowed = setting.answered && (setting.statistics || setting.marketing);
  const reportedPage = useRef<PagePayload | null>(null);

  // Its own chunk, loaded only with statistics consent (nothing is sent without it, so a first
  // visit does not pay for the library and its schema): after hydration, or when consent is
  // given on the page. The library reads the buffered entries of the load either way.
  // The template of the page first rendered: a later navigation does not change what is measured.
  const firstTemplate = useRef(payload.template.currentComponent);
  useEffect(() => {
    if (statistics) {
      void import('./web-vitals').then((module) => module.startWebVitals(firstTemplate.current));
    }
  }, [statistics]);

  // Each payload once; a page seen before consent is reported when consent is given on it.
  useEffect(() => {
    if (!statistics || reportedPage.current === payload) return;
    reportedPage.current = payload;
    pushPageEntries(payload);
    recordResidenceVisit(payload);
  }, [payload, statistics]);

  useEffect(() => {
    if (tagManagerAllowed) loadTagManager();
  }, [tagManagerAllowed]);

  return null;
}
