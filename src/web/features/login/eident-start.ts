import type { IdentityProvider, LoginContext } from '../../../shared/account/identity-constants';
import type { IdentityFlow, StartInput } from './login-api';
import { startIdentitySession } from './login-api';

// Norway and Finland log in through an OpenID Connect broker: the browser leaves for the
// broker and comes back to /eident-return/. What the return page needs is kept in
// sessionStorage under this key (the account feature reads the same key).
export const EIDENT_RETURN_STORAGE_KEY = 'hemvist-eident-return';

export interface EidentReturnMemo {
  provider: IdentityProvider;
  returnUrl: string;
  origin: 'loginRoute' | 'modal';
  context: LoginContext;
  /** register: the return page finishes on the register paths and goes back to the register form. */
  flow: IdentityFlow;
}

/** Starts the broker login and leaves the page; false when the session could not start. */
export async function startBrokerLogin(
  provider: IdentityProvider,
  input: StartInput,
  origin: EidentReturnMemo['origin'],
  flow: IdentityFlow = 'login',
): Promise<boolean> {
  const started = await startIdentitySession(provider, input, flow);
  if (!started?.authorizationUrl) return false;
  const memo: EidentReturnMemo = {
    provider,
    returnUrl: input.returnUrl,
    origin,
    context: input.context,
    flow,
  };
  try {
    window.sessionStorage.setItem(EIDENT_RETURN_STORAGE_KEY, JSON.stringify(memo));
  } catch {
    // private mode: the return page falls back to the site's provider and my pages
  }
  window.location.assign(started.authorizationUrl);
  return true;
}
