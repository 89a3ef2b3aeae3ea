import { useCallback, useEffect, useRef, useState } from 'react';
import { BANKID_POLL_INTERVAL_MS } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { usePolledStatus } from '../../ui/api/use-polled-status';
import {
  bankIdStatus,
  cancelBankId,
  type IdentityFlow,
  type StartInput,
  startIdentitySession,
} from './login-api';

// platform §4 "Identity sessions (BankID)": a session starts, then its status is polled every
// second (only once started, by the one polling hook) until it is no longer Pending; a
// non-pending result clears the session and goes to the completion callback. The cancel link
// clears the session.

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

type Started = {
  sessionId: string;
  qrData: string | null;
  autoStartToken: string | null;
  autoStartUrl: string | null;
};

export function useBankIdSession(onResult: (result: LoginResult) => void, flow: IdentityFlow = 'login') {
  const [session, setSession] = useState<
    { phase: 'idle' } | { phase: 'starting' } | ({ phase: 'pending' } & Started)
  >({ phase: 'idle' });
  const resultRef = useRef(onResult);
  resultRef.current = onResult;
  const sessionId = session.phase === 'pending' ? session.sessionId : null;

  const start = useCallback(
    async (input: StartInput) => {
      setSession({ phase: 'starting' });
      const started = await startIdentitySession('bank_id', input, flow);
      if (!started) {
        setSession({ phase: 'idle' });
        resultRef.current({ status: 'Error' });
        return;
      }
      setSession({
        phase: 'pending',
        sessionId: started.sessionId,
        qrData: started.qrData ?? null,
        autoStartToken: started.autoStartToken ?? null,
        autoStartUrl: started.autoStartUrl ?? null,
      });
    },
    [flow],
  );

  const latest = usePolledStatus<LoginResult>({
    key: sessionId ? ['bank_id', flow, sessionId] : null,
    fetchStatus: (signal) => bankIdStatus(sessionId ?? '', flow, signal),
    isPending: (result) => result.status === 'Pending',
    intervalMs: BANKID_POLL_INTERVAL_MS,
    initial: { status: 'Pending' },
    onFinal: (result) => {
      setSession({ phase: 'idle' });
      resultRef.current(result);
    },
  });

  const state: BankIdPhase =
    session.phase === 'pending'
      ? {
          ...session,
          qrData: latest?.qrData ?? session.qrData,
          hintCode: latest?.hintCode ?? null,
        }
      : session;

  const cancel = useCallback(() => {
    if (sessionId) void cancelBankId(sessionId, flow);
    setSession({ phase: 'idle' });
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
