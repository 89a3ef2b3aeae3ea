import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canonicalHost } from '../../../shared/sites/hosts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNetworkTransport } from './http-transport';
import { PaymentCallbackError, PaymentProviderError, type StartPaymentInput } from './payment-provider';
import { paymentServicesOf } from './payment-providers';
import { createSwishProvider } from './swish-client';
import { type CallbackReceiver, startCallbackReceiver } from './testing/callback-receiver';

// The Swish client against the Swish simulator the app mounts (SIMULATORS on, no SWISH_API_URL),
// over real HTTP; callbacks arrive at a merchant endpoint of their own.

let ctx: TestApp;
let origin: string;
let merchant: CallbackReceiver;
let swish: ReturnType<typeof createSwishProvider>;
let clock: number | undefined;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  paymentServicesOf(ctx.app).now = () => (clock === undefined ? new Date() : new Date(clock));
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  merchant = await startCallbackReceiver();
  swish = createSwishProvider({
    transport: createNetworkTransport(`${origin}/swish-simulator`),
    payeeAlias: '1231181189',
    callbackSecret: 'swish-test-callback-secret-0000000000',
  });
});
afterAll(async () => {
  await merchant.close();
  await ctx.close();
});
beforeEach(() => {
  clock = undefined;
});

const input = (extra: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  attemptId: randomUUID(),
  amountMinor: 150_050,
  currency: 'SEK',
  reference: 'BK1001',
  message: 'Bokningsavgift lgh 1101',
  callbackUrl: `${merchant.origin}/swish/callback`,
  returnUrl: 'http://localhost:3000/boka/betalning/',
  ...extra,
});

const tester = (path: string, form: Record<string, string> = {}) =>
  fetch(`${origin}/swish-simulator${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

async function refusal(call: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

async function callbackRefusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentCallbackError);
  return (error as PaymentCallbackError).reason;
}

describe('Swish Commerce API v2 client and simulator', () => {
  it('creates an m-commerce request: 201 with Location and PaymentRequestToken, amount in minor units', async () => {
    const attempt = input();
    const instructionUUID = attempt.attemptId.replaceAll('-', '').toUpperCase();
    const raw = await swish.createPaymentRequest(instructionUUID, {
      callbackUrl: attempt.callbackUrl,
      payeeAlias: '1231181189',
      amount: '1500.50',
      currency: 'SEK',
    });
    expect(raw.location).toBe(`${origin}/swish-simulator/api/v1/paymentrequests/${instructionUUID}`);
    expect(raw.token).toMatch(/^[0-9a-f]{32}$/);

    const started = await swish.provider.start(input());
    expect(started.providerPaymentId).toMatch(/^[0-9A-F]{32}$/);
    expect(started.browser).toMatchObject({ kind: 'swish-app' });
    if (started.browser.kind !== 'swish-app') throw new Error('not m-commerce');
    expect(started.browser.appUrl).toMatch(
      /^swish:\/\/paymentrequest\?token=[0-9a-f]{32}&callbackurl=http%3A%2F%2F/,
    );
    const status = await swish.provider.status(started.providerPaymentId);
    expect(status).toMatchObject({
      state: 'pending',
      providerStatus: 'CREATED',
      amountMinor: 150_050,
      currency: 'SEK',
    });
    expect(Number.isInteger(status.amountMinor)).toBe(true);
  });

  it('keeps one request when the same instructionUUID is sent again, and answers RP09 for other content', async () => {
    const attempt = input();
    const first = await swish.provider.start(attempt);
    const again = await swish.provider.start(attempt);
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    const requests = await paymentServicesOf(ctx.app).simulators.swish?.list();
    expect(requests?.filter((request) => request.payment.id === first.providerPaymentId)).toHaveLength(1);

    const changed = await refusal(swish.provider.start({ ...attempt, amountMinor: 99_900 }));
    expect(changed).toMatchObject({ httpStatus: 422, code: 'RP09' });
  });

  it('pays: the callback reconciles to paid once, a replay of it is refused, polling agrees', async () => {
    const started = await swish.provider.start(input());
    const before = merchant.received.length;
    const paid = await tester(`/requests/${started.providerPaymentId}/pay`, {
      returnTo: '/swish-simulator/',
    });
    expect(paid.status).toBe(303);
    expect(merchant.received).toHaveLength(before + 1);
    const callback = merchant.last();
    expect(callback.path).toBe('/swish/callback');
    expect(JSON.parse(callback.rawBody)).toMatchObject({
      id: started.providerPaymentId,
      status: 'PAID',
      amount: 1500.5,
      payeePaymentReference: 'BK1001',
    });

    const verified = await swish.provider.verifyCallback(callback);
    expect(verified.providerPaymentId).toBe(started.providerPaymentId);
    expect(verified.status).toMatchObject({ state: 'paid', providerStatus: 'PAID', amountMinor: 150_050 });
    expect(verified.status.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await tester(`/requests/${started.providerPaymentId}/resend`, {});
    expect(merchant.received).toHaveLength(before + 2);
    expect(await callbackRefusal(swish.provider.verifyCallback(merchant.last()))).toBe('replayed');
    expect(await swish.provider.status(started.providerPaymentId)).toMatchObject({ state: 'paid' });
  });

  it('refuses a forged callback: wrong callbackIdentifier, or a status Swish does not have', async () => {
    const started = await swish.provider.start(input());
    const genuineIdentifier = swish.callbackIdentifier(started.providerPaymentId);
    const body = JSON.stringify({ id: started.providerPaymentId, status: 'PAID' });
    expect(
      await callbackRefusal(
        swish.provider.verifyCallback({ headers: { callbackidentifier: 'A'.repeat(32) }, rawBody: body }),
      ),
    ).toBe('forged');
    expect(await callbackRefusal(swish.provider.verifyCallback({ headers: {}, rawBody: body }))).toBe(
      'forged',
    );
    // The right identifier, but the request is still CREATED at Swish: the body is not believed.
    expect(
      await callbackRefusal(
        swish.provider.verifyCallback({ headers: { callbackidentifier: genuineIdentifier }, rawBody: body }),
      ),
    ).toBe('stale');
    expect(await callbackRefusal(swish.provider.verifyCallback({ headers: {}, rawBody: 'not json' }))).toBe(
      'malformed',
    );
  });

  it('declines, fails with the tester’s error code, and times out with TM01 after three minutes', async () => {
    const declined = await swish.provider.start(input());
    await tester(`/requests/${declined.providerPaymentId}/decline`, {});
    expect((await swish.provider.verifyCallback(merchant.last())).status).toMatchObject({
      state: 'declined',
      providerStatus: 'DECLINED',
    });

    const failed = await swish.provider.start(input());
    await tester(`/requests/${failed.providerPaymentId}/error`, { errorCode: 'BANKIDCL' });
    expect((await swish.provider.verifyCallback(merchant.last())).status).toMatchObject({
      state: 'error',
      providerStatus: 'ERROR',
      errorCode: 'BANKIDCL',
    });

    clock = Date.now();
    const late = await swish.provider.start(input());
    clock += 181_000;
    expect(await swish.provider.status(late.providerPaymentId)).toMatchObject({
      state: 'error',
      errorCode: 'TM01',
    });
    expect(JSON.parse(merchant.last().rawBody)).toMatchObject({
      id: late.providerPaymentId,
      errorCode: 'TM01',
    });
  });

  it('cancels a CREATED request by PATCH; a final one cannot be cancelled', async () => {
    const started = await swish.provider.start(input());
    expect(await swish.provider.cancel(started.providerPaymentId)).toMatchObject({
      state: 'cancelled',
      providerStatus: 'CANCELLED',
    });
    expect(await refusal(swish.provider.cancel(started.providerPaymentId))).toMatchObject({
      httpStatus: 422,
      code: 'RP07',
    });
    const wrongType = await fetch(
      `${origin}/swish-simulator/api/v1/paymentrequests/${started.providerPaymentId}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ op: 'replace', path: '/status', value: 'cancelled' }]),
      },
    );
    expect(wrongType.status).toBe(415);
  });

  it('answers the create errors as Swish does: 422 with [{errorCode, errorMessage}]', async () => {
    const phone = '46701234567';
    const first = await swish.provider.start(input({ payerPhone: phone }));
    expect(first.browser).toEqual({ kind: 'swish-phone' });
    expect(await refusal(swish.provider.start(input({ payerPhone: phone })))).toMatchObject({ code: 'RP06' });

    expect(await refusal(swish.provider.start(input({ payerPhone: '46701230000' })))).toMatchObject({
      code: 'ACMT03',
    });
    expect(await refusal(swish.provider.start(input({ payerPhone: '07012' })))).toMatchObject({
      code: 'BE18',
    });
    expect(
      await refusal(swish.provider.start(input({ callbackUrl: 'http://example.com/cb' }))),
    ).toMatchObject({
      code: 'RP03',
    });
    // The Merchant Swish Simulator's convention: a message that is an error code asks for it.
    expect(await refusal(swish.provider.start(input({ message: 'ACMT01' })))).toMatchObject({
      code: 'ACMT01',
    });

    const raw = await fetch(`${origin}/swish-simulator/api/v2/paymentrequests/${'AB'.repeat(16)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        callbackUrl: 'https://example.com/cb',
        payeeAlias: '1231181189',
        amount: '1.005',
        currency: 'SEK',
      }),
    });
    expect(raw.status).toBe(422);
    expect(await raw.json()).toEqual([
      {
        errorCode: 'PA02',
        errorMessage: 'Amount value is missing or not a valid number',
        additionalInformation: null,
      },
    ]);
    const lower = await fetch(`${origin}/swish-simulator/api/v2/paymentrequests/${'ab'.repeat(16)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(lower.status).toBe(400);
  });

  it('refuses non-integer amounts before anything is sent', async () => {
    expect(await refusal(swish.provider.start(input({ amountMinor: 100.5 })))).toMatchObject({
      code: 'invalidInput',
    });
    expect(await refusal(swish.provider.start(input({ currency: 'EUR' })))).toMatchObject({ code: 'AM03' });
  });
});

describe('the Swish simulator mounted in the app', () => {
  it('is what the app’s own Swish provider talks to; its "open Swish" link is the tester page', async () => {
    const provider = paymentServicesOf(ctx.app).providers.swish;
    const started = await provider.start(input());
    if (started.browser.kind !== 'swish-app') throw new Error('not m-commerce');
    expect(started.browser.appUrl).toMatch(
      /^\/swish-simulator\/paymentrequest\?token=[0-9a-f]{32}&callbackurl=/,
    );
    const page = await fetch(`${origin}${started.browser.appUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('1500.50 SEK');
    expect(html).toContain('<main>');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(
      /<label for="error-[0-9A-F]{32}">Error code<\/label>\s*<select id="error-[0-9A-F]{32}"/,
    );
    expect(page.headers.get('content-security-policy')).not.toContain("'unsafe-inline'");
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('lists pending requests on the tester page with Pay, Decline and Error buttons', async () => {
    const started = await swish.provider.start(input({ reference: 'LISTED1' }));
    const page = await fetch(`${origin}/swish-simulator/`);
    const html = await page.text();
    expect(html).toContain('LISTED1');
    expect(html).toContain(`action="/swish-simulator/requests/${started.providerPaymentId}/pay"`);
    expect(html).toContain(`action="/swish-simulator/requests/${started.providerPaymentId}/decline"`);
    expect(html).toContain(`action="/swish-simulator/requests/${started.providerPaymentId}/error"`);
    expect(html).toMatch(/<th scope="col">Status<\/th>/);
  });

  it('posts callbacks to *.localhost over the loopback address, and to this app by injection', async () => {
    const started = await swish.provider.start(
      input({ callbackUrl: `${merchant.origin.replace('127.0.0.1', 'se.localhost')}/swish/local` }),
    );
    await tester(`/requests/${started.providerPaymentId}/pay`, {});
    expect(merchant.last().path).toBe('/swish/local');
    expect((await swish.provider.verifyCallback(merchant.last())).status.state).toBe('paid');

    const own = await swish.provider.start(input({ callbackUrl: `${origin}/swish-callback-probe` }));
    const before = merchant.received.length;
    await tester(`/requests/${own.providerPaymentId}/pay`, {});
    expect(merchant.received).toHaveLength(before);
    const request = await paymentServicesOf(ctx.app).simulators.swish?.get(own.providerPaymentId);
    expect(request?.deliveries).toEqual([{ status: 404 }]);
  });

  it('is not served on production hosts', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/swish-simulator/',
      headers: { host: canonicalHost('se', 'prod') },
    });
    expect(response.statusCode).toBe(404);
  });
});
