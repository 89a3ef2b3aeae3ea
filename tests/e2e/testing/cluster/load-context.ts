import { DEMO_PASSWORD, demoAccount } from '../../../../seed/accounts/demo-accounts';
import { SITES } from '../../../../src/shared/sites/sites';
import { Failed, type Recorder, Refused, sleep, VirtualUser } from './load-client';

// What the virtual users of the rolling-restart test (issue 34 item 5) share: the test's
// context, the writes each answered 2xx (kept for the read-back afterwards) and the counts of
// broken and refused flows; a login, and the loop each user runs until the time is up. The users
// themselves: visitor-scenarios.ts, case-scenarios.ts, booking-scenarios.ts.

export type Flow = 'A' | 'B' | 'C';
export type Confirmed = 'held' | 'signed' | 'paid';

export interface CaseWrite {
  id: string;
  token: string;
  photoBytes: number;
}

export interface BookingWrite {
  id: string;
  objectId: string;
  flow: Flow;
  buyer: string;
  token: string;
  /** The furthest the booking got by answers of 2xx: held, signed, paid. */
  confirmed: Confirmed;
  /** The booking agreement, once signed. */
  documentId?: string;
  paymentId?: string;
}

export interface Writes {
  cases: CaseWrite[];
  bookings: BookingWrite[];
  logins: number;
}

export interface LoadStats {
  /** Flows that ended on a 5xx or a network error. */
  brokenFlows: number;
  /** 4xx where the flow expected success, by what was asked. */
  refusals: string[];
  /**
   * Refusals in a flow one of whose requests was closed unanswered and sent again (only at the
   * SIGKILL, as the test checks): the killed instance may have done that request's work before it
   * died, so the retry finds it done. BankID reports a completed order to one collect only, so a
   * signing whose collect the killed instance made ends as notFound, as it would in production.
   */
  refusedAfterRetry: string[];
  /** startbooking answered 409 HOME_NOT_BOOKABLE: another buyer was quicker. */
  homeTaken: number;
  bookingsByFlow: Record<Flow, number>;
}

export interface LoadContext {
  recorder: Recorder;
  balancerPort: number;
  /**
   * The instance whose card simulator takes the payments. The payment simulators keep their
   * state in memory, per instance (src/server/providers/payments/README.md): a payment is
   * started and approved on one instance, as the README asks of a setup with several; the
   * simulator's push callback goes through the balancer to any instance.
   */
  paymentPort: number;
  /** Recorder time after which no new action starts. */
  until: number;
  /** Recorder time after which no new booking starts (one takes several seconds). */
  bookingsUntil: number;
  photo: Buffer;
  homes: Record<Flow, string[]>;
  writes: Writes;
  stats: LoadStats;
  users: VirtualUser[];
}

export function newLoadContext(fields: Omit<LoadContext, 'writes' | 'stats' | 'users'>): LoadContext {
  return {
    ...fields,
    writes: { cases: [], bookings: [], logins: 0 },
    stats: {
      brokenFlows: 0,
      refusals: [],
      refusedAfterRetry: [],
      homeTaken: 0,
      bookingsByFlow: { A: 0, B: 0, C: 0 },
    },
    users: [],
  };
}

export function virtualUser(context: LoadContext, name: string): VirtualUser {
  const user = new VirtualUser(name, context.recorder, context.balancerPort);
  context.users.push(user);
  return user;
}

export const HOST_OF_SITE = { se: 'localhost', no: 'no.localhost', fi: 'fi.localhost' } as const;

/** Logs a demo person in by email (once per user: logins are limited per account). */
export async function logIn(user: VirtualUser, key: string): Promise<string> {
  const account = demoAccount(key);
  const site = account.site as keyof typeof HOST_OF_SITE;
  const answer = await user.ok('POST', '/account_service/login/email', {
    kind: 'login',
    host: HOST_OF_SITE[site],
    headers: { 'x-forwarded-for': VirtualUser.freshIp() },
    json: { email: account.email, password: DEMO_PASSWORD, siteId: SITES[site].siteId },
  });
  const body = answer.json() as { status: string; token?: string };
  if (body.status !== 'Ok' || !body.token) throw new Refused(answer.status, `${key}: ${answer.text()}`);
  return body.token;
}

/** Runs `step` until the time is up; a broken or refused flow is counted and the next one starts. */
export async function loop(
  context: LoadContext,
  user: VirtualUser,
  until: number,
  step: () => Promise<unknown>,
) {
  while (context.recorder.now() < until) {
    const stepStart = context.recorder.now();
    try {
      if ((await step()) === 'done') return;
    } catch (error) {
      if (error instanceof Failed) context.stats.brokenFlows += 1;
      else {
        // A refusal, or an answer the flow could not read: shown by the test, the user goes on.
        const message = error instanceof Refused ? error.message : String(error);
        const retried = context.recorder.records.some(
          (record) => record.vu === user.name && record.retried && record.start >= stepStart,
        );
        (retried ? context.stats.refusedAfterRetry : context.stats.refusals).push(message);
      }
      await sleep(200);
    }
  }
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
