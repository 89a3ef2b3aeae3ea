import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNetworkTransport } from './http-transport';
import { createNordeaProvider } from './nordea-client';
import { PaymentCallbackError, PaymentProviderError, type StartPaymentInput } from './payment-provider';
import { paymentServicesOf } from './payment-providers';

// The bank payment client against the Nordea-style simulator the app mounts, over real HTTP.

let ctx: TestApp;
let origin: string;
let bank: ReturnType<typeof createNordeaProvider>;
let clock: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const services = paymentServicesOf(ctx.app);
  services.now = () => new Date(clock);
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const credentials = services.nordeaCredentials;
  if (!credentials) throw new Error('The bank simulator is not mounted');
  bank = createNordeaProvider({
    transport: createNetworkTransport(`${origin}/nordea-simulator`),
    ...credentials,
    creditorAccount: 'SE4550000000058398257466',
    creditorName: 'Hemvist AB',
  });
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = Date.parse('2026-03-02T09:00:00.000Z');
});

const RETURN_URL = 'http://localhost:3000/boka/betalning/';
const input = (extra: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  attemptId: randomUUID(),
  amountMinor: 1_234_567,
  currency: 'SEK',
  reference: 'BK3003',
  callbackUrl: 'https://unused.example/',
  returnUrl: RETURN_URL,
  ...extra,
});

const decide = (paymentId: string, decision: string) =>
  fetch(`${origin}/nordea-simulator/bank/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }),
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

describe('bank payment through Nordea-style payment initiation', () => {
  it('initiates as PendingConfirmation, confirms to PendingUserApproval with a signing link', async () => {
    const attempt = input();
    const initiated = await bank.initiate({
      amount: '12345.67',
      currency: 'SEK',
      creditor: {
        account: { value: 'SE4550000000058398257466', type: 'IBAN', currency: 'SEK' },
        name: 'Hemvist AB',
      },
      external_id: attempt.attemptId.replaceAll('-', ''),
    });
    expect(initiated.payment_status).toBe('PendingConfirmation');
    expect(await bank.provider.status(initiated._id)).toMatchObject({
      state: 'pending',
      providerStatus: 'PendingConfirmation',
      amountMinor: 1_234_567,
    });

    const started = await bank.provider.start(input());
    expect(started.status).toMatchObject({ state: 'pending', providerStatus: 'PendingUserApproval' });
    expect(started.browser).toEqual({
      kind: 'redirect',
      url: `${origin}/nordea-simulator/bank/${started.providerPaymentId}`,
    });
    const page = await fetch(started.browser.kind === 'redirect' ? started.browser.url : '');
    const html = await page.text();
    expect(html).toContain('12345.67 SEK');
    expect(html).toContain('Confirm payment');
  });

  it('goes PendingUserApproval → Confirmed → Paid as the payer confirms and the bank executes', async () => {
    const started = await bank.provider.start(input());
    const confirmed = await decide(started.providerPaymentId, 'approve');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(RETURN_URL);
    expect(await bank.provider.status(started.providerPaymentId)).toMatchObject({
      state: 'pending',
      providerStatus: 'Confirmed',
    });
    clock += 2_000;
    const paid = await bank.provider.status(started.providerPaymentId);
    expect(paid).toMatchObject({
      state: 'paid',
      providerStatus: 'Paid',
      amountMinor: 1_234_567,
      currency: 'SEK',
    });
    expect(paid.paidAt).toBe('2026-03-02T09:00:02.000Z');
    // Deciding again changes nothing, and a paid payment cannot be deleted.
    await decide(started.providerPaymentId, 'reject');
    expect(await bank.provider.status(started.providerPaymentId)).toMatchObject({ providerStatus: 'Paid' });
    expect(await refusal(bank.provider.cancel(started.providerPaymentId))).toMatchObject({
      httpStatus: 409,
      code: 'error.payment.status',
    });
  });

  it('ends Rejected, InsufficientFunds or UserApprovalCancelled from the bank page, and times out', async () => {
    const rejected = await bank.provider.start(input());
    await decide(rejected.providerPaymentId, 'reject');
    expect(await bank.provider.status(rejected.providerPaymentId)).toMatchObject({
      state: 'declined',
      errorCode: 'Rejected',
    });
    const poor = await bank.provider.start(input());
    await decide(poor.providerPaymentId, 'insufficient');
    expect(await bank.provider.status(poor.providerPaymentId)).toMatchObject({
      state: 'declined',
      errorCode: 'InsufficientFunds',
    });
    const cancelled = await bank.provider.start(input());
    await decide(cancelled.providerPaymentId, 'cancel');
    expect(await bank.provider.status(cancelled.providerPaymentId)).toMatchObject({
      state: 'cancelled',
      providerStatus: 'UserApprovalCancelled',
    });
    const forgotten = await bank.provider.start(input());
    clock += 15 * 60_000 + 1;
    expect(await bank.provider.status(forgotten.providerPaymentId)).toMatchObject({
      state: 'error',
      errorCode: 'UserApprovalTimeout',
    });
  });

  it('keeps one payment per attempt, and the merchant can delete one not yet approved', async () => {
    const attempt = input();
    const first = await bank.provider.start(attempt);
    const again = await bank.provider.start(attempt);
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    expect(await bank.provider.cancel(first.providerPaymentId)).toMatchObject({
      state: 'cancelled',
      providerStatus: 'Cancelled',
    });
    // A retry of a finished attempt sends the payer straight back.
    expect((await bank.provider.start(attempt)).browser).toEqual({ kind: 'redirect', url: RETURN_URL });
  });

  it('refuses bad credentials (401), unknown payments (404) and bad input (400)', async () => {
    const stranger = createNordeaProvider({
      transport: createNetworkTransport(`${origin}/nordea-simulator`),
      clientId: 'someone',
      clientSecret: 'else',
      accessToken: 'nope',
      creditorAccount: 'SE4550000000058398257466',
      creditorName: 'Hemvist AB',
    });
    expect(await refusal(stranger.provider.start(input()))).toMatchObject({
      httpStatus: 401,
      code: 'error.token.invalid',
    });
    expect(await refusal(bank.provider.status(randomUUID()))).toMatchObject({
      httpStatus: 404,
      code: 'error.resource.not_found',
    });
    const credentials = paymentServicesOf(ctx.app).nordeaCredentials;
    if (!credentials) throw new Error('The bank simulator is not mounted');
    const noName = createNordeaProvider({
      ...credentials,
      transport: createNetworkTransport(`${origin}/nordea-simulator`),
      creditorAccount: 'not an iban',
      creditorName: 'Hemvist AB',
    });
    expect(await refusal(noName.provider.start(input()))).toMatchObject({
      httpStatus: 400,
      code: 'error.validation',
    });
  });

  it('has no callbacks: verifyCallback is refused as unsupported', async () => {
    const error = await bank.provider
      .verifyCallback({ headers: {}, rawBody: '{}' })
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(PaymentCallbackError);
    expect((error as PaymentCallbackError).reason).toBe('unsupported');
  });

  it('gives the app’s own bank provider a signing path on the portal’s host', async () => {
    const started = await paymentServicesOf(ctx.app).providers.bank.start(input());
    expect(started.browser).toEqual({
      kind: 'redirect',
      url: `/nordea-simulator/bank/${started.providerPaymentId}`,
    });
    const list = await (await fetch(`${origin}/nordea-simulator/`)).text();
    expect(list).toContain(`href="/nordea-simulator/bank/${started.providerPaymentId}"`);
    expect(list).toContain('<main>');
  });
});
