import { useEffect } from 'react';
import { useNavigate } from 'react-router';

// platform §8: the click-to-buy and e-ident error kinds arrive as a hash prefix from the e-ident
// return (#cancel, #timeout-…); each gets its message and a way on on the booking's error page
// (booking-error.tsx). An unknown one is `purchase`.

export const PROBLEM_KINDS = [
  'userssnnomatch',
  'purchaseobjecterror',
  'acceptterms',
  'purchase',
  'general',
  'notfound',
  'unauthorizedid',
  'cancel',
  'inprogress',
  'timeout',
  'browsererror',
  'bankidinvalid',
  'loginfailed',
  'usernopid',
  'userexists',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** The kind a hash names by its prefix (the longest that fits), `purchase` for any other. */
export function problemOfHash(hash: string): ProblemKind | undefined {
  const text = hash.replace(/^#/, '').toLowerCase();
  if (!text) return undefined;
  const known = [...PROBLEM_KINDS].sort((a, b) => b.length - a.length).find((kind) => text.startsWith(kind));
  return known ?? 'purchase';
}

/** Ways on: try again (stay), start over, or log in again. */
const WAY_ON: Readonly<Record<ProblemKind, 'retry' | 'toStart' | 'login'>> = {
  userssnnomatch: 'retry',
  purchaseobjecterror: 'toStart',
  acceptterms: 'retry',
  purchase: 'retry',
  general: 'retry',
  notfound: 'toStart',
  unauthorizedid: 'login',
  cancel: 'retry',
  inprogress: 'retry',
  timeout: 'retry',
  browsererror: 'retry',
  bankidinvalid: 'retry',
  loginfailed: 'login',
  usernopid: 'login',
  userexists: 'login',
};

/** The way on a kind offers (the error page's first action). */
export function wayOn(kind: ProblemKind): 'retry' | 'toStart' | 'login' {
  return WAY_ON[kind];
}

/**
 * The flow's half of the error page (issue 35 item 4): a failure at a provider that lands on
 * the flow with its kind in the hash goes on to the booking's error page, hash and all, which
 * says what happened and what to do next.
 */
export function useProblemLanding(errorPath: string | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    const land = () => {
      if (errorPath && problemOfHash(window.location.hash))
        navigate(`${errorPath}${window.location.hash}`, { replace: true });
    };
    land();
    window.addEventListener('hashchange', land);
    return () => window.removeEventListener('hashchange', land);
  }, [errorPath, navigate]);
}
