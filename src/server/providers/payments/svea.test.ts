import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNetworkTransport } from './http-transport';
import { PaymentCallbackError, PaymentProviderError, type StartPaymentInput } from './payment-provider';
import { paymentServicesOf } from './payment-providers';
import { PUSH_SIGNATURE_HEADER, PUSH_TIMESTAMP_HEADER, pushSignature } from './svea-api';
import { createSveaProvider } from './svea-client';
import { type CallbackReceiver, startCallbackReceiver } from './testing/callback-receiver';

// The card checkout client against the Svea-style simulator the app mounts, over real HTTP;
// pushes arrive at a merchant endpoint of their own.

let ctx: TestApp;
let origin: string;
let merchant: CallbackReceiver;
let secret: string;
let svea: ReturnType<typeof createSveaProvider>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  merchant = await startCallbackReceiver();
  secret = paymentServicesOf(ctx.app).sveaSecret ?? '';
  svea = createSveaProvider({
    transport: createNetworkTransport(`${origin}/svea-simulator`),
    merchantId: '100001',
    secret,
  });
});
afterAll(async () => {
  await merchant.close();
  await ctx.close();
});

const RETURN_URL = 'http://localhost:3000/boka/betalning/';
const input = (extra: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  attemptId: randomUUID(),
  amountMinor: 250_075,
  currency: 'SEK',
  reference: 'BK2002',
  message: 'Bokningsavgift',
  callbackUrl: `${merchant.origin}/card/push/{checkout.order.uri}`,
  returnUrl: RETURN_URL,
  ...extra,
});

const checkout = (path: string, form: Record<string, string> = {}) =>
  fetch(`${origin}/svea-simulator${path}`, {
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

describe('card payment through the Svea-style checkout', () => {
  it('creates an order once per ClientOrderNumber: 201, then 200 with the same order', async () => {
    const attempt = input();
    const started = await svea.provider.start(attempt);
    expect(started.providerPaymentId).toMatch(/^\d+$/);
    expect(started.browser).toEqual({
      kind: 'redirect',
      url: `${origin}/svea-simulator/checkout/${started.providerPaymentId}`,
    });
    expect(started.status).toMatchObject({
      state: 'pending',
      providerStatus: 'Created',
      amountMinor: 250_075,
    });

    const again = await svea.provider.start(attempt);
    expect(again.providerPaymentId).toBe(started.providerPaymentId);
    const raw = await svea.createOrder({
      CountryCode: 'SE',
      Currency: 'SEK',
      Locale: 'sv-SE',
      ClientOrderNumber: attempt.attemptId.replaceAll('-', '').toUpperCase(),
      Cart: { Items: [{ ArticleNumber: 'X', Name: 'Other', Quantity: 100, UnitPrice: 1, VatPercent: 0 }] },
      MerchantSettings: {
        TermsUri: RETURN_URL,
        CheckoutUri: RETURN_URL,
        ConfirmationUri: RETURN_URL,
        PushUri: RETURN_URL,
      },
    });
    expect(raw.created).toBe(false);
    expect(raw.order.OrderId).toBe(Number(started.providerPaymentId));
    expect(raw.order.OrderAmount).toBe(250_075);
  });

  it('sums the cart in minor units exactly and refuses a total that is not whole minor units', async () => {
    const settings = {
      TermsUri: RETURN_URL,
      CheckoutUri: RETURN_URL,
      ConfirmationUri: RETURN_URL,
      PushUri: RETURN_URL,
    };
    const { order } = await svea.createOrder({
      CountryCode: 'NO',
      Currency: 'NOK',
      Locale: 'nn-NO',
      ClientOrderNumber: `T${Date.now()}`,
      Cart: {
        Items: [
          { ArticleNumber: 'A', Name: 'Fee', Quantity: 100, UnitPrice: 1_000_001, VatPercent: 0 },
          { ArticleNumber: 'B', Name: 'Choice', Quantity: 300, UnitPrice: 33_333, VatPercent: 2500 },
        ],
      },
      MerchantSettings: settings,
    });
    expect(order.OrderAmount).toBe(1_000_001 + 99_999);
    const fractional = await refusal(
      svea.createOrder({
        CountryCode: 'SE',
        Currency: 'SEK',
        Locale: 'sv-SE',
        ClientOrderNumber: `F${Date.now()}`,
        Cart: { Items: [{ ArticleNumber: 'A', Name: 'Half', Quantity: 50, UnitPrice: 1, VatPercent: 0 }] },
        MerchantSettings: settings,
      }),
    );
    expect(fractional).toMatchObject({ httpStatus: 400, code: 'InvalidCart' });
  });

  it('refuses a request signed with the wrong secret (401)', async () => {
    const stranger = createSveaProvider({
      transport: createNetworkTransport(`${origin}/svea-simulator`),
      merchantId: '100001',
      secret: 'not-the-checkout-secret-at-all-0000',
    });
    expect(await refusal(stranger.provider.start(input()))).toMatchObject({ httpStatus: 401 });
  });

  it('pays on the checkout page: the browser goes back to the shop, the signed push says paid', async () => {
    const started = await svea.provider.start(input());
    const page = await fetch(`${origin}/svea-simulator/checkout/${started.providerPaymentId}`);
    const html = await page.text();
    expect(html).toContain('2500.75 SEK');
    expect(html).toContain('<main>');

    const before = merchant.received.length;
    const paid = await checkout(`/checkout/${started.providerPaymentId}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(RETURN_URL);
    expect(merchant.received).toHaveLength(before + 1);
    const push = merchant.last();
    expect(push.path).toBe(`/card/push/${started.providerPaymentId}`);
    expect(await svea.provider.verifyCallback(push)).toEqual({
      providerPaymentId: started.providerPaymentId,
      status: { state: 'paid', providerStatus: 'Confirmed' },
    });
    expect(await svea.provider.status(started.providerPaymentId)).toMatchObject({
      state: 'paid',
      amountMinor: 250_075,
      currency: 'SEK',
    });

    // The very same push again is a replay.
    await checkout(`/orders/${started.providerPaymentId}/resend-push`);
    expect(merchant.received).toHaveLength(before + 2);
    expect(merchant.last().rawBody).toBe(push.rawBody);
    expect(await callbackRefusal(svea.provider.verifyCallback(merchant.last()))).toBe('replayed');
  });

  it('refuses a forged push (changed body, wrong key, no signature) and a stale one', async () => {
    const started = await svea.provider.start(input());
    await checkout(`/checkout/${started.providerPaymentId}/decline`);
    const genuine = merchant.last();
    const timestamp = String(genuine.headers[PUSH_TIMESTAMP_HEADER]);

    const changed = genuine.rawBody.replace('"Declined"', '"Confirmed"');
    expect(
      await callbackRefusal(svea.provider.verifyCallback({ headers: genuine.headers, rawBody: changed })),
    ).toBe('forged');
    const wrongKey = {
      [PUSH_TIMESTAMP_HEADER]: timestamp,
      [PUSH_SIGNATURE_HEADER]: pushSignature('some-other-secret', timestamp, changed),
    };
    expect(await callbackRefusal(svea.provider.verifyCallback({ headers: wrongKey, rawBody: changed }))).toBe(
      'forged',
    );
    expect(
      await callbackRefusal(svea.provider.verifyCallback({ headers: {}, rawBody: genuine.rawBody })),
    ).toBe('forged');

    // The genuine push, verified six minutes after it was sent.
    const later = createSveaProvider({
      transport: createNetworkTransport(`${origin}/svea-simulator`),
      merchantId: '100001',
      secret,
      now: () => new Date(Number(timestamp) * 1000 + 6 * 60_000),
    });
    expect(await callbackRefusal(later.provider.verifyCallback(genuine))).toBe('stale');

    // Within the window it is believed: declined.
    expect((await svea.provider.verifyCallback(genuine)).status).toEqual({
      state: 'declined',
      providerStatus: 'Declined',
    });
  });

  it('cancels an order still in the checkout; a paid one cannot be cancelled', async () => {
    const started = await svea.provider.start(input());
    expect(await svea.provider.cancel(started.providerPaymentId)).toMatchObject({
      state: 'cancelled',
      providerStatus: 'Cancelled',
    });
    const paid = await svea.provider.start(input());
    await checkout(`/checkout/${paid.providerPaymentId}/pay`);
    expect(await refusal(svea.provider.cancel(paid.providerPaymentId))).toMatchObject({
      httpStatus: 409,
      code: 'OrderNotCancellable',
    });
    expect(await refusal(svea.provider.status('999999999'))).toMatchObject({ httpStatus: 404 });
  });

  it('gives the app’s own card provider a checkout path on the portal’s host', async () => {
    const started = await paymentServicesOf(ctx.app).providers.card.start(input());
    expect(started.browser).toEqual({
      kind: 'redirect',
      url: `/svea-simulator/checkout/${started.providerPaymentId}`,
    });
    const list = await (await fetch(`${origin}/svea-simulator/`)).text();
    expect(list).toContain(`href="/svea-simulator/checkout/${started.providerPaymentId}"`);
    expect(list).not.toMatch(/<script|<style|style=/);
  });
});
