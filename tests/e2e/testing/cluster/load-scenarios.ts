import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, demoAccount, demoUserId } from '../../../../seed/accounts/demo-accounts';
import { requireRoute } from '../../../../src/shared/sites/routes';
import { SITES } from '../../../../src/shared/sites/sites';
import { type Answer, Failed, type Recorder, Refused, sleep, VirtualUser } from './load-client';

// The virtual users of the rolling-restart test (issue 34 item 5): anonymous visitors of two
// sites (pages and searches), someone logging in again and again, residents reporting faults
// with a photo, and buyers booking homes through signing (the BankID simulator) and paying the
// booking fee by card (the card simulator, whose push callback goes through the balancer).
// Each write answered 2xx is kept for the read-back afterwards.

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

const HOST_OF_SITE = { se: 'localhost', no: 'no.localhost', fi: 'fi.localhost' } as const;

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
async function loop(context: LoadContext, user: VirtualUser, until: number, step: () => Promise<unknown>) {
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

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

// ---- anonymous visitors: pages of the Swedish and Norwegian sites, searches ----

const PAGES = [
  { host: 'localhost', path: requireRoute('se', 'home') },
  { host: 'localhost', path: requireRoute('se', 'searchHomes') },
  { host: 'no.localhost', path: requireRoute('no', 'home') },
  { host: 'no.localhost', path: requireRoute('no', 'searchHomes') },
];
const SEARCHES = [
  { host: 'localhost', call: 'search_object' },
  { host: 'localhost', call: 'search_stage' },
  { host: 'no.localhost', call: 'search_object' },
  { host: 'no.localhost', call: 'search_stage' },
];

export async function anonymousVisitor(context: LoadContext, name: string): Promise<void> {
  const user = virtualUser(context, name);
  await loop(context, user, context.until, async () => {
    if (Math.random() < 0.5) {
      const page = pick(PAGES);
      await user.ok('GET', page.path, { host: page.host, kind: 'page', headers: { accept: 'text/html' } });
    } else {
      const search = pick(SEARCHES);
      await user.ok('POST', `/api/residence/${search.call}`, {
        host: search.host,
        kind: 'search',
        json: { limit: 12, offset: Math.floor(Math.random() * 3) * 12 },
      });
    }
    await sleep(150);
  });
}

// ---- logins: demo people of three sites, each at most a few times (limits per account) ----

const LOGIN_ACCOUNTS = [
  'resident',
  'vip',
  'board',
  'board-unmanaged',
  'board-multi',
  'email-only',
  'neighbour',
  'buyer-se',
  'case-handler',
  'norway',
  'norway-board',
  'buyer-no',
  'finland',
  'buyer-fi',
];
const LOGINS_PER_ACCOUNT = 4;

export async function loginVisitor(context: LoadContext, name: string): Promise<void> {
  const user = virtualUser(context, name);
  const budget = LOGIN_ACCOUNTS.flatMap((key) => Array.from({ length: LOGINS_PER_ACCOUNT }, () => key));
  await loop(context, user, context.until, async () => {
    const key = budget.shift();
    if (!key) return 'done';
    user.token = undefined;
    user.token = await logIn(user, key);
    context.writes.logins += 1;
    const site = demoAccount(key).site as keyof typeof HOST_OF_SITE;
    await user.ok('GET', '/account_service/user', { host: HOST_OF_SITE[site], kind: 'my account' });
    await sleep(400);
  });
}

// ---- residents reporting a fault with a photo ----

export interface CaseFields {
  siteId: string;
  objectId: string;
  roomId: string;
  area: string;
}

/** The resident's home and a bathroom in it, as the fault report form finds them. */
export async function caseFieldsOf(user: VirtualUser): Promise<CaseFields> {
  const [home] = (
    await user.ok('GET', '/case_management/customer/get_agreements', { kind: 'setup' })
  ).json() as {
    id: string;
  }[];
  if (!home) throw new Error('the resident has no home');
  const rooms = (await user.ok('GET', `/case_management/rooms/${home.id}`, { kind: 'setup' })).json() as {
    id: string;
    roomType: number;
  }[];
  const room = rooms.find((candidate) => candidate.roomType === 11);
  if (!room) throw new Error('no bathroom in the resident’s home');
  return { siteId: SITES.se.siteId, objectId: home.id, roomId: room.id, area: '2011' };
}

function multipartBody(fields: Record<string, string>, photo: Buffer) {
  const boundary = `----hemvist${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename="lacka.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function caseReporter(
  context: LoadContext,
  name: string,
  token: string,
  fields: CaseFields,
): Promise<void> {
  const user = virtualUser(context, name);
  user.token = token;
  let count = 0;
  await loop(context, user, context.until, async () => {
    count += 1;
    const { body, contentType } = multipartBody(
      { ...fields, description: `Det droppar under handfatet (${name}, anmälan ${count}).` },
      context.photo,
    );
    const created = await user.ok('POST', '/case_management/customer/create_case', {
      kind: 'case submission',
      body,
      headers: { 'content-type': contentType },
    });
    const id = (created.json() as { id: string }).id;
    created.record.wrote = `case ${id}`;
    context.writes.cases.push({ id, token, photoBytes: context.photo.length });
    // The reporter opens the errand they just filed (through the balancer: any instance).
    await user.ok('GET', `/case_management/case/${id}`, { kind: 'case read' });
    await sleep(250);
  });
}

/**
 * One fault report whose body goes up slowly, straight to one instance's port (not through the
 * balancer), so that it is surely in flight there when that instance is stopped or killed.
 */
export async function slowCaseUpload(
  context: LoadContext,
  options: { name: string; token: string; fields: CaseFields; port: number; overMs: number },
): Promise<{ description: string; status?: number; id?: string; error?: string; end: number }> {
  const user = virtualUser(context, options.name);
  user.token = options.token;
  const description = `Fönstret går inte att stänga (${options.name}, långsam uppladdning).`;
  const { body, contentType } = multipartBody({ ...options.fields, description }, context.photo);
  try {
    const answer = await user.send('POST', '/case_management/customer/create_case', {
      kind: 'slow upload',
      port: options.port,
      body,
      headers: { 'content-type': contentType },
      slowly: { pieces: 25, overMs: options.overMs },
      timeoutMs: 60_000,
    });
    const id = answer.status === 201 ? (answer.json() as { id: string }).id : undefined;
    if (id) {
      answer.record.wrote = `case ${id}`;
      context.writes.cases.push({ id, token: options.token, photoBytes: context.photo.length });
    }
    return { description, status: answer.status, id, end: answer.record.end };
  } catch (error) {
    return { description, error: (error as Error).message, end: context.recorder.now() };
  }
}

// ---- buyers: book, answer the steps, sign with BankID, pay the fee by card ----

export interface BookingTask {
  buyer: string;
  flow: Flow;
  /** Recorder time before which it does not start: the bookings spread over the minute. */
  notBefore: number;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function startOnFreeHome(
  context: LoadContext,
  user: VirtualUser,
  task: BookingTask,
  taken: Set<string>,
) {
  for (const objectId of context.homes[task.flow]) {
    if (taken.has(objectId)) continue;
    const started = await user.call('POST', '/api/buyresidence/startbookingasync', {
      kind: 'booking start',
      json: { objectId, idempotencyKey: randomUUID() },
    });
    if (started.status === 200) {
      taken.add(objectId);
      const bookingId = (started.json() as { bookingId: string }).bookingId;
      started.record.wrote = `booking ${bookingId}`;
      return { bookingId, objectId };
    }
    const code = (started.json() as { code?: string }).code;
    if (started.status === 409 && code === 'HOME_NOT_BOOKABLE') {
      context.stats.homeTaken += 1;
      taken.add(objectId);
      continue;
    }
    if (started.status === 409 && code === 'ALREADY_BOOKING_IN_STAGE') return undefined;
    throw new Refused(started.status, `startbooking ${objectId}: ${started.status} ${started.text()}`);
  }
  return undefined;
}

async function answerSteps(user: VirtualUser, bookingId: string): Promise<void> {
  const answer = async (step: string, value: unknown) =>
    (
      (
        await user.ok('POST', '/api/buyresidence/bookinganswer', {
          kind: `booking answer`,
          json: { bookingId, step, answer: value },
        })
      ).json() as { step: string }
    ).step;
  const answers = async () =>
    (
      await user.ok('GET', `/api/buyresidence/bookinganswers/${bookingId}`, { kind: 'booking answers' })
    ).json() as {
      prefill: Record<string, string>;
      minimumDownPayment: number;
      maximumFinancing: number;
    };
  const { prefill } = await answers();
  let step = await answer('personal-info', {
    buyer: {
      ...prefill,
      phone: prefill.phone || '070-123 45 67',
      address: prefill.address || 'Storgatan 1',
      postalCode: prefill.postalCode || '111 22',
      city: prefill.city || 'Stockholm',
    },
    hasCoBuyer: false,
  });
  for (let guard = 0; step !== 'sign' && guard < 6; guard += 1) {
    if (step === 'documents') step = await answer('documents', { documentsRead: true });
    else if (step === 'choices') {
      const groups = (
        await user.ok('GET', `/api/buyresidence/interioroptions/${bookingId}`, { kind: 'booking answers' })
      ).json() as { groupKey: string; options: { id: string }[] }[];
      step = await answer('choices', {
        choices: Object.fromEntries(groups.map((group) => [group.groupKey, group.options[0]?.id])),
      });
    } else if (step === 'financing') {
      const { minimumDownPayment, maximumFinancing } = await answers();
      step = await answer('financing', {
        downPayment: minimumDownPayment,
        loanAmount: maximumFinancing - minimumDownPayment,
        bank: 'Banken',
        hasLoanPromise: true,
      });
    } else if (step === 'accomodation')
      step = await answer('accomodation', { housingType: 'rental', mustSell: 'no', comment: '' });
    else throw new Refused(0, `booking ${bookingId}: unexpected step ${step}`);
  }
}

async function signWithBankId(user: VirtualUser, bookingId: string, personalNumber: string): Promise<string> {
  const documentId = (
    await user.ok('POST', '/api/buyresidence/signcontract', { kind: 'signing', json: { bookingId } })
  ).text();
  const started = (
    await user.ok('POST', '/account_service/booking/bank_id/start', {
      kind: 'signing',
      json: { documentId, returnUrl: '/boka/?step=sign', environment: 'local' },
    })
  ).json() as { sessionId: string; autoStartUrl: string };
  // The buyer's BankID app: the autostart link names the order; opening it, then approving.
  const opened = await user.ok('GET', started.autoStartUrl, { kind: 'bankid app' });
  const orderPath = String(opened.headers.location ?? '');
  if (!orderPath.startsWith('/bankid-simulator/orders/')) throw new Refused(opened.status, 'no BankID order');
  await user.ok('GET', orderPath, { kind: 'bankid app' });
  await user.ok('POST', `${orderPath}/approve`, {
    kind: 'bankid app',
    headers: FORM,
    body: `personalNumber=${personalNumber}`,
  });
  for (let poll = 0; poll < 20; poll += 1) {
    await sleep(800);
    const status = (
      await user.ok('GET', `/account_service/booking/bank_id/status/${started.sessionId}`, {
        kind: 'signing status',
      })
    ).json() as { status: string };
    if (status.status === 'Complete') return documentId;
    if (status.status !== 'Pending') throw new Refused(200, `signing ended ${JSON.stringify(status)}`);
  }
  throw new Refused(200, `signing of ${bookingId} did not complete`);
}

async function payByCard(
  context: LoadContext,
  user: VirtualUser,
  booking: BookingWrite,
  userId: string,
): Promise<void> {
  await user.ok('POST', '/api/buyresidence/bookingstep', {
    kind: 'booking step',
    json: { bookingId: booking.id, step: 'payment' },
  });
  const fee = (
    await user.ok('GET', `/api/buyresidence/createpaymentid/${booking.id}`, { kind: 'payment' })
  ).json() as { paymentId: string; paymentNumber: string; objectId: string };
  const started = await user.ok('POST', '/api/buyresidence/startsveapayment', {
    kind: 'payment',
    port: context.paymentPort,
    json: {
      ObjectId: fee.objectId,
      ContractId: booking.id,
      UserIds: [userId],
      PaymentNumber: fee.paymentNumber,
    },
  });
  started.record.wrote = `payment ${fee.paymentId} attempt ${fee.paymentNumber}`;
  const browser = (started.json() as { browser?: { kind: string; url?: string } }).browser;
  const orderId = /\/checkout\/(\d+)/.exec(browser?.url ?? '')?.[1];
  if (!orderId) throw new Refused(started.status, `no card checkout: ${started.text()}`);
  // The payer pays in the card checkout; its push reaches the portal through the balancer.
  await user.ok('POST', `/svea-simulator/checkout/${orderId}/pay`, {
    kind: 'card checkout',
    port: context.paymentPort,
    headers: FORM,
    body: '',
  });
  // The provider sends the same push again (a replay): recorded once, whichever instance takes it.
  await user.ok('POST', `/svea-simulator/orders/${orderId}/resend-push`, {
    kind: 'card checkout',
    port: context.paymentPort,
    headers: FORM,
    body: '',
  });
  for (let poll = 0; poll < 20; poll += 1) {
    const status = (
      await user.ok('GET', `/api/buyresidence/paymentstatus/${fee.paymentNumber}`, { kind: 'payment status' })
    ).json() as { state: string; paymentStatus: string };
    if (status.state === 'paid') {
      booking.confirmed = 'paid';
      booking.paymentId = fee.paymentId;
      return;
    }
    if (status.state !== 'pending') throw new Refused(200, `payment ended ${JSON.stringify(status)}`);
    await sleep(500);
  }
  throw new Refused(200, `payment of ${booking.id} not recorded`);
}

/** Takes booking tasks from the shared queue until it is empty or the time for bookings is up. */
export async function bookingAgent(
  context: LoadContext,
  name: string,
  tasks: BookingTask[],
  tokens: Map<string, string>,
  taken: Set<string>,
): Promise<void> {
  const user = virtualUser(context, name);
  await loop(context, user, context.bookingsUntil, async () => {
    const task = tasks.shift();
    if (!task) return 'done';
    await sleep(task.notBefore - context.recorder.now());
    user.token = tokens.get(task.buyer);
    const started = await startOnFreeHome(context, user, task, taken);
    if (!started) return;
    const booking: BookingWrite = {
      id: started.bookingId,
      objectId: started.objectId,
      flow: task.flow,
      buyer: task.buyer,
      token: user.token ?? '',
      confirmed: 'held',
    };
    context.writes.bookings.push(booking);
    context.stats.bookingsByFlow[task.flow] += 1;
    await user.ok('POST', '/api/buyresidence/bookingstep', {
      kind: 'booking step',
      json: { bookingId: booking.id, step: 'personal-info' },
    });
    await answerSteps(user, booking.id);
    booking.documentId = await signWithBankId(user, booking.id, demoAccount(task.buyer).personalNumber ?? '');
    booking.confirmed = 'signed';
    if (task.flow !== 'A') await payByCard(context, user, booking, demoUserId(task.buyer));
  });
}

export type { Answer };
