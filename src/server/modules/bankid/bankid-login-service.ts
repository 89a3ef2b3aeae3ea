import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  type AuthPurpose,
  BANKID_COLLECT_MIN_INTERVAL_MS,
  type LoginContext,
} from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { Environment, SiteKey } from '../../../shared/sites/site-types';
import { HttpError } from '../../http-error';
import {
  BankIdApiError,
  type BankIdClient,
  type BankIdCollectResponse,
  toUserVisibleData,
} from '../../providers/bankid/bankid-api';
import { bankIdQrData, secondsSince } from '../../providers/bankid/qr-data';
import type { BankIdSimulator } from '../../providers/bankid/simulator-orders';
import { SIMULATOR_BASE } from '../../providers/bankid/tester-page';
import { completeIdentityLogin } from '../account/identity-login';
import {
  claimCollect,
  deliverOutcome,
  findBankIdSession,
  finishSession,
  forgetSession,
  type IdentitySession,
  insertSession,
  updatePendingHint,
} from './bankid-sessions';

/** A session lives a little longer than its BankID order (3 minutes), then it is expired. */
export const SESSION_LIFETIME_MS = 190_000;
/** The finishing poll gets the outcome, and one more poll may fetch it again (a lost answer). */
const OUTCOME_DELIVERIES = 2;

export interface BankIdServices {
  client: BankIdClient;
  /** Present while the mounted simulator stands in for BankID. */
  simulator?: BankIdSimulator;
  now: () => Date;
}

export interface StartInput {
  purpose: AuthPurpose;
  context: LoginContext;
  siteKey: SiteKey;
  environment: Environment;
  returnUrl: string;
  endUserIp: string;
  /** Developer form: bind the order to this person (and, in the simulator, approve at once). */
  personalNumber?: string;
  /** Hash of the browser binding (browser-binding.ts): only that browser may poll or cancel. */
  bindingHash: string;
}

/** Whether the calling browser holds the binding whose hash a session stored. */
export type BoundBrowserCheck = (bindingHash: string | null) => boolean;

/** Who is logged in on the polling browser (the update purpose adds the identity to them). */
export type IdentityCaller = { userId: string; associationId?: string } | null;

export interface StartAnswer {
  sessionId: string;
  autoStartToken: string;
  autoStartUrl: string;
  qrData: string;
}

const VISIBLE_TEXT: Record<AuthPurpose, string> = {
  login: 'Logga in på Hemvist',
  loginBoardMember: 'Logga in på Hemvist som styrelseledamot',
  register: 'Skapa konto på Hemvist',
  update: 'Uppdatera ditt konto på Hemvist',
  booking: 'Bekräfta din bokning hos Hemvist',
};

export function createBankIdLogin(app: FastifyInstance, services: BankIdServices) {
  const db = app.database.db;

  function qrDataOf(session: IdentitySession, now: Date): string | undefined {
    if (!session.qrStartToken || !session.qrStartSecret) return undefined;
    return bankIdQrData(session.qrStartToken, session.qrStartSecret, secondsSince(session.createdAt, now));
  }

  function pending(session: IdentitySession, hintCode: string | null, now: Date): LoginResult {
    return {
      status: 'Pending',
      hintCode: hintCode ?? 'outstandingTransaction',
      qrData: qrDataOf(session, now),
    };
  }

  async function finish(
    session: IdentitySession,
    status: 'complete' | 'failed',
    hintCode: string | null,
    result: LoginResult,
  ): Promise<LoginResult> {
    const stored = await finishSession(db, session.id, status, hintCode, { result, deliveries: 1 });
    // Another instance finished (or the user cancelled) first: its answer stands.
    if (!stored) return answerFinished(session.id);
    return result;
  }

  async function answerFinished(sessionId: string): Promise<LoginResult> {
    const session = await findBankIdSession(db, sessionId);
    const result = session ? await deliverOutcome(db, session, OUTCOME_DELIVERIES) : undefined;
    if (!result) throw new HttpError('NOT_FOUND', 'The login session is finished or unknown');
    return result as LoginResult;
  }

  async function onComplete(
    session: IdentitySession,
    collected: Extract<BankIdCollectResponse, { status: 'complete' }>,
    caller: IdentityCaller,
  ): Promise<LoginResult> {
    const { user } = collected.completionData;
    const result = await completeIdentityLogin(app, {
      identity: {
        provider: 'bank_id',
        country: 'SE',
        personalNumber: user.personalNumber,
        givenName: user.givenName,
        surname: user.surname,
      },
      purpose: session.purpose,
      context: session.context,
      siteKey: session.siteKey as SiteKey,
      environment: session.environment as Environment,
      returnUrl: session.returnUrl,
      caller,
    });
    return finish(session, 'complete', null, result);
  }

  function onFailed(session: IdentitySession, hintCode: string): Promise<LoginResult> {
    const cancelled = hintCode === 'userCancel' || hintCode === 'cancelled';
    return finish(
      session,
      'failed',
      hintCode,
      cancelled ? { status: 'Cancelled', hintCode } : { status: 'Error', hintCode },
    );
  }

  return {
    /** True while the mounted simulator stands in for BankID. */
    usesSimulator: services.simulator !== undefined,

    async start(input: StartInput, log: FastifyBaseLogger): Promise<StartAnswer> {
      let order: Awaited<ReturnType<BankIdClient['auth']>>;
      try {
        order = await services.client.auth({
          endUserIp: input.endUserIp,
          userVisibleData: toUserVisibleData(VISIBLE_TEXT[input.purpose]),
          ...(input.personalNumber ? { requirement: { personalNumber: input.personalNumber } } : {}),
        });
      } catch (error) {
        throw startError(error, log);
      }
      const receivedAt = services.now();
      const sessionId = randomUUID();
      await insertSession(db, {
        id: sessionId,
        provider: 'bank_id',
        purpose: input.purpose,
        context: input.context,
        siteKey: input.siteKey,
        environment: input.environment,
        returnUrl: input.returnUrl,
        orderRef: order.orderRef,
        autoStartToken: order.autoStartToken,
        qrStartToken: order.qrStartToken,
        qrStartSecret: order.qrStartSecret,
        bindingHash: input.bindingHash,
        status: 'pending',
        hintCode: 'outstandingTransaction',
        createdAt: receivedAt,
        expiresAt: new Date(receivedAt.getTime() + SESSION_LIFETIME_MS),
      });
      if (input.personalNumber && services.simulator) {
        // Developer form: the simulated person signs at once.
        await services.simulator.approve(order.orderRef, input.personalNumber);
      }
      return {
        sessionId,
        autoStartToken: order.autoStartToken,
        autoStartUrl: services.simulator
          ? `${SIMULATOR_BASE}/autostart?token=${order.autoStartToken}`
          : `bankid:///?autostarttoken=${order.autoStartToken}&redirect=null`,
        qrData: bankIdQrData(order.qrStartToken, order.qrStartSecret, 0),
      };
    },

    /** One poll: answers from the stored state, calling collect at most once per 2 s per session. */
    async status(
      sessionId: string,
      purposes: readonly AuthPurpose[],
      isBound: BoundBrowserCheck,
      log: FastifyBaseLogger,
      /** The logged-in user polling, for the update purpose (adding the identity to their account). */
      caller: IdentityCaller = null,
    ): Promise<LoginResult> {
      const session = await findBankIdSession(db, sessionId);
      // Another browser's session is answered exactly like an unknown one.
      if (!session || !purposes.includes(session.purpose) || !isBound(session.bindingHash)) {
        throw new HttpError('NOT_FOUND', 'The login session is finished or unknown');
      }
      if (session.status !== 'pending') return answerFinished(session.id);
      const now = services.now();
      if (now.getTime() >= session.expiresAt.getTime()) {
        return onFailed(session, 'expiredTransaction');
      }
      const claimed = await claimCollect(db, session.id, now, BANKID_COLLECT_MIN_INTERVAL_MS);
      if (!claimed) return pending(session, session.hintCode, now);

      let collected: BankIdCollectResponse;
      try {
        collected = await services.client.collect(session.orderRef ?? '');
      } catch (error) {
        // RP API v6: invalidParameters on collect means BankID no longer serves this order
        // (unknown, cancelled, or its final state already collected); notFound, a wrong URL.
        // Either way this session cannot finish: the user is told to try again.
        if (
          error instanceof BankIdApiError &&
          (error.errorCode === 'invalidParameters' || error.errorCode === 'notFound')
        )
          return onFailed(session, 'notFound');
        // BankID unreachable or in maintenance: keep the session, the next window tries again.
        log.warn({ errorCode: (error as BankIdApiError).errorCode }, 'BankID collect failed');
        return pending(session, session.hintCode, now);
      }
      if (collected.status === 'complete') return onComplete(session, collected, caller);
      if (collected.status === 'failed') return onFailed(session, collected.hintCode);
      if (collected.hintCode !== session.hintCode)
        await updatePendingHint(db, session.id, collected.hintCode);
      return pending(session, collected.hintCode, now);
    },

    async cancel(
      sessionId: string,
      purposes: readonly AuthPurpose[],
      isBound: BoundBrowserCheck,
    ): Promise<LoginResult> {
      const session = await findBankIdSession(db, sessionId);
      if (!session || !purposes.includes(session.purpose) || !isBound(session.bindingHash)) {
        throw new HttpError('NOT_FOUND', 'The login session is finished or unknown');
      }
      // Cleared first, so an instance collecting right now cannot finish it any more.
      await forgetSession(db, session.id);
      if (session.status === 'pending' && session.orderRef) {
        // The order may already be gone at BankID (expired or finished): nothing left to stop.
        await services.client.cancel(session.orderRef).catch(() => undefined);
      }
      return { status: 'Cancelled' };
    },
  };
}

function startError(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof BankIdApiError && error.errorCode === 'alreadyInProgress') {
    return new HttpError(
      'ALREADY_IN_PROGRESS',
      'A BankID order was already in progress for this person; both are stopped. Try again.',
    );
  }
  if (error instanceof BankIdApiError && error.errorCode === 'invalidParameters') {
    return new HttpError('VALIDATION_FAILED', 'BankID did not accept the request');
  }
  log.warn({ errorCode: (error as BankIdApiError).errorCode }, 'BankID auth failed');
  return new HttpError('SERVICE_UNAVAILABLE', 'BankID is not available right now');
}
