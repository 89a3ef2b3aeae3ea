import { LOGIN_OUTCOMES, type LoginOutcome } from '../../../shared/account/login-outcomes';

// flows §4.2 on the Norwegian site: the case flow's identity verification leaves for the
// e-ident broker, whose return page (the account feature) finishes it and sends the browser
// back to the fault-report page, where the case login reopens the wizard. A verification that
// did not go through is handed back here so the add-bank-ID modal can say why. Features do
// not import each other, so the outcome travels through this key.

const STORAGE_KEY = 'hemvist-case-verification';

/** Keeps a failed verification's outcome for the page the browser returns to. */
export function rememberVerificationOutcome(status: LoginOutcome): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, status);
  } catch {
    // private mode: the modal opens again without the reason
  }
}

/** The outcome left by the return page, once. */
export function takeVerificationOutcome(): LoginOutcome | null {
  try {
    const status = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    return LOGIN_OUTCOMES.find((outcome) => outcome === status) ?? null;
  } catch {
    return null;
  }
}

/** A path on this site only (the return address comes from the browser's own storage). */
export function sameSitePath(candidate: string | undefined): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  return [...candidate].some((char) => char.charCodeAt(0) < 0x20) ? null : candidate;
}
