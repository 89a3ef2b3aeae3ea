import './app/zod-jitless';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { PagePayload } from '../shared/page/page-payload';
import { getSite } from '../shared/sites/sites';
import { AppRoot } from './app/app-root';
import { adoptCspNonce } from './app/csp-nonce';
import { seedInitialPayload } from './app/initial-payload';
import { createQueryClient } from './app/query-client';
import { createI18n } from './i18n/create-i18n';
import './ui/global.css';

adoptCspNonce();

// Hydrates the server render with the very payload the server used.
const stateElement = document.getElementById('hemvist-state');
if (!stateElement?.textContent)
  throw new Error('Missing #hemvist-state: the page was not rendered by the server');
const payload = JSON.parse(stateElement.textContent) as PagePayload;
const queryClient = createQueryClient();
seedInitialPayload(queryClient, payload, window.location);
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

hydrateRoot(
  root,
  <StrictMode>
    <BrowserRouter>
      <AppRoot
        initialPayload={payload}
        i18n={createI18n(getSite(payload.context.site).locale)}
        queryClient={queryClient}
      />
    </BrowserRouter>
  </StrictMode>,
);
