import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PagePayload } from '../../shared/page/page-payload';
import { getSite } from '../../shared/sites/sites';
import type { TextsInstance } from '../../shared/texts/texts-instance';
import { TextsProvider } from '../i18n/texts-context';
import { SessionProvider } from '../ui/session/session-context';
import { SiteProvider } from '../ui/site-context';
import { ToastProvider, ToastRegion } from '../ui/toast/toast-region';
import { createToastStore, type ToastStore } from '../ui/toast/toast-store';
import { PageView } from './page-view';

export interface AppRootProps {
  initialPayload: PagePayload;
  i18n: TextsInstance;
  queryClient: QueryClient;
  /** The toasts the query client reports failures to; the server render shows none. */
  toasts?: ToastStore;
  /**
   * Called once the tree is committed (the browser: hydrated). An effect here, not an element
   * beside the root, so the tree and its useId ids are the same on the server and the browser.
   */
  onHydrated?: () => void;
}

/** Providers shared by the server render and the browser; the router wraps this. */
export function AppRoot({ initialPayload, i18n, queryClient, toasts, onHydrated }: AppRootProps) {
  // Its own store when none is given: no mutable state shared between server renders.
  const [ownToasts] = useState(createToastStore);
  useEffect(() => onHydrated?.(), [onHydrated]);
  const { site, environment, devTools, browserConfig } = initialPayload.context;
  const mapStyleUrl = browserConfig?.mapStyleUrl;
  return (
    <SiteProvider value={{ site: getSite(site), environment, devTools, mapStyleUrl }}>
      <TextsProvider texts={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider store={toasts ?? ownToasts}>
            <SessionProvider>
              <PageView initialPayload={initialPayload} />
            </SessionProvider>
            <ToastRegion />
          </ToastProvider>
        </QueryClientProvider>
      </TextsProvider>
    </SiteProvider>
  );
}
