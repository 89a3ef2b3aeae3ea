import type { VerifiedRegistration } from '../../../shared/account/login-outcomes';

// A Norwegian or Finnish registration leaves for the broker and comes back to /eident-return/;
// that page keeps the verified person here for the register form to pick up. sessionStorage:
// the register bearer lives 30 minutes on the server and is of no use to another tab.
const KEY = 'hemvist-register-identity';

export function keepRegisterIdentity(identity: VerifiedRegistration): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(identity));
  } catch {
    // private mode: the person identifies again on the register page
  }
}

/** The kept identity, once: reading removes it. */
export function takeRegisterIdentity(): VerifiedRegistration | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<VerifiedRegistration>;
    if (typeof parsed.registerToken !== 'string' || !parsed.registerToken) return null;
    return {
      registerToken: parsed.registerToken,
      firstName: typeof parsed.firstName === 'string' ? parsed.firstName : '',
      lastName: typeof parsed.lastName === 'string' ? parsed.lastName : '',
    };
  } catch {
    return null;
  }
}
