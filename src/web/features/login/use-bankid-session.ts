import { useCallback, useEffect, useRef, useState } from 'react';
import { BANKID_POLL_INTERVAL_MS } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import {
  bankIdStatus,
  cancelBankId,
  type IdentityFlow,
  type StartInput,
  startIdentitySession,
} from './login-api';

// platform §4 "Identity sessions (BankID)": a session starts, then its status is polled every
// second (only once started) until it is no longer Pending; a non-pending result clears the
// session and goes to the completion callback. The cancel link clears the session.

export type BankIdPhase =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | {
      phase: 'pending';
      sessionId: string;
      qrData: string | null;
      autoStartToken: string | null;
      autoStartUrl: string | null;
      hintCode: string | null;
    };

export function useBankIdSession(onResult: (result: LoginResult) => void, flow: IdentityFlow = 'login') {
  const [state, setState] = useState<BankIdPhase>({ phase: 'idle' });
  const resultRef = useRef(onResult);
  resultRef.current = onResult;
  const sessionId = state.phase === 'pending' ? state.sessionId : null;

  const start = useCallback(
    async (input: StartInput) => {
      setState({ phase: 'starting' });
      const started = await startIdentitySession('bank_id', input, flow);
      if (!started) {
        setState({ phase: 'idle' });
        resultRef.current({ status: 'Error' });
        return;
      }
      setState({
        phase: 'pending',
        sessionId: started.sessionId,
        qrData: started.qrData ?? null,
        autoStartToken: started.autoStartToken ?? null,
        autoStartUrl: started.autoStartUrl ?? null,
        hintCode: null,
      });
    },
    [flow],
  );

  // Polling runs only while a session is pending; each answer schedules the next poll.
  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    let timer: number | undefined;
    const poll = async () => {
      const result = await bankIdStatus(sessionId, flow);
      if (!active) return;
      if (result.status === 'Pending') {
        setState((current) =>
          current.phase === 'pending' && current.sessionId === sessionId
            ? { ...current, qrData: result.qrData ?? current.qrData, hintCode: result.hintCode ?? null }
            : current,
        );
        timer = window.setTimeout(poll, BANKID_POLL_INTERVAL_MS);
        return;
      }
      active = false;
      setState({ phase: 'idle' });
      resultRef.current(result);
    };
    timer = window.setTimeout(poll, BANKID_POLL_INTERVAL_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [sessionId, flow]);

  const cancel = useCallback(() => {
    if (sessionId) void cancelBankId(sessionId, flow);
    setState({ phase: 'idle' });
  }, [sessionId, flow]);

  // Leaving the panel mid-order cancels it, so the phone does not ask for a dead login.
  const pendingRef = useRef<{ sessionId: string | null; flow: IdentityFlow }>({ sessionId: null, flow });
  pendingRef.current = { sessionId, flow };
  useEffect(
    () => () => {
      const pending = pendingRef.current;
      if (pending.sessionId) void cancelBankId(pending.sessionId, pending.flow);
    },
    [],
  );

  return { state, start, cancel };
}
