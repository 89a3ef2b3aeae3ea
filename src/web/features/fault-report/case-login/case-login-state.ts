import type { UserAsRead } from '../../../../shared/account/account-schemas';
import type { Country } from '../../../../shared/sites/site-types';
import type { SessionStatus } from '../../../ui/session/session-context';
import type { CaseKind } from '../engine/wizard-flows';
import { type CaseLoginContext, caseKindFor, mayFileCases } from './case-kind';

// Login inside the case flow (flows §4.2, platform §2), as a pure state machine the hook
// (use-case-login.ts) drives with the session's state:
//   closed → login (the login modal of the case context is open) → ready (the wizard opens)
//                                                              ↘ verify (update-bank-id-modal)
//   verify → verified (update-bank-id-modal-done: "Done", continue the report or close) → ready
// A login modal closed without logging in, a logout or a session that ran out closes the flow.

export type CaseLoginState =
  | { phase: 'closed' }
  | { phase: 'login'; context: CaseLoginContext }
  | { phase: 'verify' | 'verified' | 'ready'; context: CaseLoginContext; kind: CaseKind };

export type CaseLoginEvent =
  /** A case login was asked for: a button, #open-case / #open-board-case, my pages. */
  | { type: 'requested'; context: CaseLoginContext }
  /** The session, the login modal or the no-management choice changed. */
  | { type: 'sessionChanged' }
  /** The identity verification finished and the user now has a security identifier. */
  | { type: 'verified' }
  /** "Continue the report" in the done modal. */
  | { type: 'continueReport' }
  | { type: 'close' };

export interface SessionSnapshot {
  status: SessionStatus;
  user: Pick<UserAsRead, 'pid' | 'brfAccount'> | null;
  country: Country;
  /** A login modal is open. */
  loginOpen: boolean;
  withoutManagement: boolean;
}

export const CLOSED: CaseLoginState = { phase: 'closed' };

/** The logged-in user's next phase: the wizard, or verification first (flows §4.2). */
function resolve(context: CaseLoginContext, session: SessionSnapshot): CaseLoginState {
  if (session.status !== 'loggedIn' || !session.user) return { phase: 'login', context };
  const kind = caseKindFor({
    country: session.country,
    context,
    user: session.user,
    withoutManagement: session.withoutManagement,
  });
  return { phase: mayFileCases(session.user) ? 'ready' : 'verify', context, kind };
}

export function nextCaseLogin(
  state: CaseLoginState,
  event: CaseLoginEvent,
  session: SessionSnapshot,
): CaseLoginState {
  switch (event.type) {
    case 'requested':
      return resolve(event.context, session);
    case 'close':
      return CLOSED;
    case 'verified':
      return state.phase === 'verify' ? { ...state, phase: 'verified' } : state;
    case 'continueReport':
      return state.phase === 'verified' ? { ...state, phase: 'ready' } : state;
    case 'sessionChanged': {
      if (state.phase === 'closed') return state;
      if (session.status === 'unknown') return state;
      if (state.phase === 'login') {
        if (session.status === 'loggedIn') return resolve(state.context, session);
        return session.loginOpen ? state : CLOSED;
      }
      if (session.status !== 'loggedIn') return CLOSED;
      // Logged in: the kind follows a later "continue without technical management".
      const next = resolve(state.context, session);
      if (next.phase === 'login') return next;
      if (state.phase === 'verified' && next.phase === 'ready') return { ...next, phase: 'verified' };
      return next.phase === state.phase && next.kind === state.kind ? state : next;
    }
  }
}
