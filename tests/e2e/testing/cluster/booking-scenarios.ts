import { randomUUID } from 'node:crypto';
import { demoAccount, demoUserId } from '../../../../seed/accounts/demo-accounts';
import { Refused, sleep, type VirtualUser } from './load-client';
import { type BookingWrite, type Flow, type LoadContext, loop, virtualUser } from './load-context';

// Virtual users of the rolling-restart test: buyers booking homes through signing (the BankID
// simulator) and paying the booking fee by card (the card simulator, whose push callback goes
// through the balancer).

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
