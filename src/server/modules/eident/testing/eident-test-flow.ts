import { SIMULATOR_IDENTITIES } from '../../../providers/eident/test-identities';
import type { HostBrowser } from '../../../providers/eident/testing-browser';

// Drives the e-ident flow the way a browser does, over real HTTP against a listening app:
// start, the broker's authorize redirect, the simulator's login page, its answer, the
// resume redirect, and back on the site's /eident-return/ with code and state (or error).

export type EidentFlow = 'login' | 'register' | 'update';

export interface ReturnParams {
  code: string | null;
  state: string | null;
  error: string | null;
  returnUrl: URL;
}

export async function startLogin(
  browser: HostBrowser,
  provider: 'eident' | 'signicat',
  flow: EidentFlow = 'login',
): Promise<{ sessionId: string; authorizationUrl: string }> {
  const response = await browser.postJson(`/account_service/${flow}/${provider}/start`, {
    returnUrl: '/',
    environment: 'local',
  });
  if (response.status !== 200) throw new Error(`start answered ${response.status}: ${response.text}`);
  return response.json();
}

export async function visitSimulator(
  browser: HostBrowser,
  authorizationUrl: string,
  fields: Record<string, string>,
): Promise<ReturnParams> {
  const authorize = await browser.get(authorizationUrl);
  if (!authorize.location) throw new Error(`authorize answered ${authorize.status}: ${authorize.text}`);
  const page = await browser.get(authorize.location);
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
  if (!action) throw new Error(`no login form: ${page.status} ${page.text}`);
  const submitted = await browser.postForm(action, fields);
  if (!submitted.location) throw new Error(`login answered ${submitted.status}: ${submitted.text}`);
  const resumed = await browser.get(submitted.location);
  if (!resumed.location) throw new Error(`resume answered ${resumed.status}: ${resumed.text}`);
  const returnUrl = new URL(resumed.location);
  return {
    code: returnUrl.searchParams.get('code'),
    state: returnUrl.searchParams.get('state'),
    error: returnUrl.searchParams.get('error'),
    returnUrl,
  };
}

export async function loginThroughSimulator(
  browser: HostBrowser,
  provider: 'eident' | 'signicat',
  nationalId: string,
  flow: EidentFlow = 'login',
): Promise<ReturnParams> {
  const { authorizationUrl } = await startLogin(browser, provider, flow);
  const listed = SIMULATOR_IDENTITIES[provider === 'eident' ? 'NO' : 'FI'].some(
    (identity) => identity.nationalId === nationalId,
  );
  // A listed person is picked from the list; anyone else is typed in.
  return visitSimulator(
    browser,
    authorizationUrl,
    listed ? { decision: 'login', nationalId } : { decision: 'login', typedNationalId: nationalId },
  );
}
