import type { SigningProvider } from '../../../shared/signing/signing-endpoints';

// flows §2.2: return parameters reopen the signing modal. BankID's app (same device) comes back
// with transaction_id and type=bank_id; the e-ident return page forwards the broker's answer
// as sid (its state), type (eident or signicat) and code or error.

/** Written before leaving for a broker; the e-ident return page reads the same key. */
export const EIDENT_RETURN_STORAGE_KEY = 'hemvist-eident-return';
const RETURN_PARAMS = ['transaction_id', 'sid', 'type', 'code', 'error'];

export type SigningReturn =
  | { kind: 'bankid'; sessionId: string }
  | { kind: 'broker'; provider: 'eident' | 'signicat'; state: string; code?: string; error?: string };

export function readSigningReturn(search: string): SigningReturn | null {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const transaction = query.get('transaction_id');
  if (transaction && type === 'bank_id' && /^[0-9a-f-]{36}$/i.test(transaction))
    return { kind: 'bankid', sessionId: transaction };
  const sid = query.get('sid');
  if (sid && (type === 'eident' || type === 'signicat'))
    return {
      kind: 'broker',
      provider: type,
      state: sid,
      code: query.get('code') ?? undefined,
      error: query.get('error') ?? undefined,
    };
  return null;
}

/** The page's own path and query without the return parameters: where a signing comes back to. */
export function returnPathOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) query.delete(name);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

export function rememberBrokerReturn(provider: SigningProvider, returnUrl: string): void {
  try {
    window.sessionStorage.setItem(
      EIDENT_RETURN_STORAGE_KEY,
      JSON.stringify({ provider, returnUrl, flow: 'signing' }),
    );
  } catch {
    // private mode: the return page cannot forward; the person starts the signing again
  }
}
