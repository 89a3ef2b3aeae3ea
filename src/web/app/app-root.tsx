import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { PagePayload } from '../../shared/page/page-payload';
import { getSite } from '../../shared/sites/sites';
import { SessionProvider } from '../ui/session/session-context';
import { SiteProvider } from '../ui/site-context';
import { PageView } from './page-view';

export interface AppRootProps {
  initialPayload: PagePayload;
  i18n: i18n;
  queryClient: QueryClient;
}

/** Providers shared by the server render and the browser; the router wraps this. */
export function AppRoot({ initialPayload, i18n, queryClient }: AppRootProps) {
  const { site, environment, devTools, browserConfig } = initialPayload.context;
  const mapStyleUrl = browserConfig?.mapStyleUrl;
  return (
    <SiteProvider value={{ site: getSite(site), environment, devTools, mapStyleUrl }}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <PageView initialPayload={initialPayload} />
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </SiteProvider>
  );
}
