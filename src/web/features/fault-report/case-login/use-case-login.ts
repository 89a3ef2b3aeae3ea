import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  caseWithoutManagement,
  setCaseWithoutManagement,
  useCaseWithoutManagement,
} from '../../../ui/session/case-login-intent';
import { useRegisterModalRequested } from '../../../ui/session/register-modal-request';
import { useSession } from '../../../ui/session/session-context';
import { useSite } from '../../../ui/site-context';
import type { CaseKind } from '../engine/wizard-flows';
import { type CaseLoginContext, isCaseLoginContext } from './case-kind';
import {
  type CaseLoginEvent,
  type CaseLoginState,
  CLOSED,
  nextCaseLogin,
  type SessionSnapshot,
} from './case-login-state';

// README: the login inside the case flow (flows §4.2, platform §2) for the wizard to mount.
//   const caseLogin = useCaseLogin();
//   caseLogin.open('private-case' | 'board-member-case')   // report buttons; the hashes
//                                                            // #open-case / #open-board-case open it too
//   caseLogin.phase === 'ready' → render the wizard with caseLogin.kind
//   <CaseLoginGate caseLogin={caseLogin} VerifyIdentity={…} /> renders the BankID modals
//   caseLogin.close() when the wizard closes.
// The login modal itself is the login feature's (asked for through the session with a case
// context); its board tab offers "Continue without technical management" in a case context.

export interface CaseLogin {
  state: CaseLoginState;
  phase: CaseLoginState['phase'];
  /** The case kind once logged in (flows §4.1); null before. */
  kind: CaseKind | null;
  /** Starts a case: asks for the login when needed, else opens the wizard or the verification. */
  open: (context: CaseLoginContext) => void;
  /** platform §2: the no-management case type; the private login opens first when logged out. */
  continueWithoutManagement: () => void;
  /** After an identity verification answered Ok: true once the user has a security identifier. */
  verified: () => Promise<boolean>;
  /** "Continue the report" in the done modal. */
  continueReport: () => void;
  close: () => void;
}

export function useCaseLogin(): CaseLogin {
  const { site } = useSite();
  const session = useSession();
  const { status, user, loginRequest, requestLogin, closeLogin, reloadUser } = session;
  const withoutManagement = useCaseWithoutManagement();
  // platform §2: "create account" swaps the login modal for the register modal; the flow waits.
  const registering = useRegisterModalRequested();
  const [state, setState] = useState<CaseLoginState>(CLOSED);

  const snapshot: SessionSnapshot = {
    status,
    user,
    country: site.country,
    loginOpen: loginRequest !== null || registering,
    withoutManagement,
  };
  const snapshotRef = useRef(snapshot);
  snapshotRef.current = snapshot;
  const dispatch = useCallback(
    (event: CaseLoginEvent) => setState((current) => nextCaseLogin(current, event, snapshotRef.current)),
    [],
  );

  // The session, the login modal or the no-management choice changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are what the snapshot reads
  useEffect(
    () => dispatch({ type: 'sessionChanged' }),
    [dispatch, status, user, loginRequest, withoutManagement],
  );

  // A case login asked for elsewhere (#open-case, #open-board-case) starts the flow here too.
  useEffect(() => {
    if (isCaseLoginContext(loginRequest) && state.phase === 'closed') {
      // A fresh case login: an earlier, abandoned "without management" choice no longer holds.
      setCaseWithoutManagement(false);
      snapshotRef.current = { ...snapshotRef.current, withoutManagement: false };
      dispatch({ type: 'requested', context: loginRequest });
    }
  }, [loginRequest, state.phase, dispatch]);

  const open = useCallback(
    (context: CaseLoginContext) => {
      setCaseWithoutManagement(false);
      snapshotRef.current = { ...snapshotRef.current, withoutManagement: false };
      if (snapshotRef.current.status !== 'loggedIn') requestLogin(context);
      dispatch({ type: 'requested', context });
    },
    [dispatch, requestLogin],
  );

  const continueWithoutManagement = useCallback(() => {
    setCaseWithoutManagement(true);
    snapshotRef.current = { ...snapshotRef.current, withoutManagement: true };
    if (snapshotRef.current.status !== 'loggedIn') requestLogin('private-case');
    setState((current) =>
      nextCaseLogin(
        current,
        current.phase === 'closed'
          ? { type: 'requested', context: 'board-member-case' }
          : { type: 'sessionChanged' },
        snapshotRef.current,
      ),
    );
  }, [requestLogin]);

  const verified = useCallback(async () => {
    const fresh = await reloadUser();
    if (!fresh?.pid) return false;
    dispatch({ type: 'verified' });
    return true;
  }, [reloadUser, dispatch]);

  const continueReport = useCallback(() => dispatch({ type: 'continueReport' }), [dispatch]);

  const close = useCallback(() => {
    if (isCaseLoginContext(loginRequest)) closeLogin();
    dispatch({ type: 'close' });
    if (caseWithoutManagement()) setCaseWithoutManagement(false);
  }, [closeLogin, loginRequest, dispatch]);

  const kind = state.phase === 'closed' || state.phase === 'login' ? null : state.kind;
  return useMemo(
    () => ({
      state,
      phase: state.phase,
      kind,
      open,
      continueWithoutManagement,
      verified,
      continueReport,
      close,
    }),
    [state, kind, open, continueWithoutManagement, verified, continueReport, close],
  );
}
