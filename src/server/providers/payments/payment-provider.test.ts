import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../config/env';
import {
  assertStartInput,
  createMemoryReplayGuard,
  decimalToMinor,
  minorToDecimal,
  PaymentProviderError,
  type StartPaymentInput,
} from './payment-provider';

const start: StartPaymentInput = {
  attemptId: '6f1c0c1e-8a55-4f57-9d6b-0f3c1f9e2a10',
  amountMinor: 100,
  currency: 'SEK',
  reference: 'BK1',
  callbackUrl: 'https://example.com/cb',
  returnUrl: 'https://example.com/back',
};

describe('amounts in minor units', () => {
  it('turns any minor-unit amount into the decimal text and back, unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (minor) => {
        const text = minorToDecimal(minor);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(decimalToMinor(text)).toBe(minor);
      }),
    );
  });

  it('reads JSON numbers by their shortest text (1500.5 is 150050), never through float arithmetic', () => {
    expect(decimalToMinor(1500.5)).toBe(150_050);
    expect(decimalToMinor(0.1 + 0.2)).toBeUndefined();
    expect(decimalToMinor(19.99)).toBe(1999);
    expect(decimalToMinor('1.005')).toBeUndefined();
    expect(decimalToMinor('-1.00')).toBeUndefined();
    expect(decimalToMinor('1e3')).toBeUndefined();
  });

  it('refuses a start with a fractional, zero or unsafe amount before anything is sent', () => {
    for (const amountMinor of [100.5, 0, -100, Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => assertStartInput('card', { ...start, amountMinor })).toThrow(PaymentProviderError);
    }
    expect(() => assertStartInput('card', { ...start, reference: 'BK 1' })).toThrow(PaymentProviderError);
    expect(() => assertStartInput('card', { ...start, attemptId: 'x' })).toThrow(PaymentProviderError);
    expect(() => assertStartInput('card', start)).not.toThrow();
  });
});

describe('the replay guard', () => {
  it('takes a key once until it expires', () => {
    let now = 0;
    const guard = createMemoryReplayGuard(() => new Date(now));
    expect(guard.firstSeen('a', new Date(1000))).toBe(true);
    expect(guard.firstSeen('a', new Date(1000))).toBe(false);
    expect(guard.firstSeen('b', new Date(1000))).toBe(true);
    now = 1000;
    expect(guard.firstSeen('a', new Date(2000))).toBe(true);
  });
});

describe('payment settings', () => {
  const base = { JWT_SECRET: 'p'.repeat(40) };

  it('leaves every provider to its simulator when no API URL is set', () => {
    expect(configFromEnv(base).payments).toEqual({ swish: undefined, svea: undefined, nordea: undefined });
  });

  it('takes a provider whole, and names what is missing when it is half set', () => {
    const config = configFromEnv({
      ...base,
      SWISH_API_URL: 'https://cpc.getswish.net/swish-cpcapi',
      SWISH_PAYEE_ALIAS: '1231181189',
      SWISH_CLIENT_CERT_PATH: '/etc/hemvist/swish.p12',
      SVEA_CHECKOUT_API_URL: 'https://checkoutapi.svea.com',
      SVEA_CHECKOUT_MERCHANT_ID: '124842',
      SVEA_CHECKOUT_SECRET: 's'.repeat(32),
    });
    expect(config.payments?.swish).toMatchObject({
      payeeAlias: '1231181189',
      clientCertPath: '/etc/hemvist/swish.p12',
    });
    expect(config.payments?.svea).toEqual({
      apiUrl: 'https://checkoutapi.svea.com',
      merchantId: '124842',
      secret: 's'.repeat(32),
    });

    expect(() => configFromEnv({ ...base, NORDEA_API_URL: 'https://api.nordeaopenbanking.com' })).toThrow(
      /NORDEA_CLIENT_ID: required[\s\S]*NORDEA_CREDITOR_ACCOUNT: required/,
    );
    expect(() => configFromEnv({ ...base, SWISH_API_URL: 'http://cpc.getswish.net' })).toThrow(ConfigError);
    expect(() => configFromEnv({ ...base, SWISH_PAYEE_ALIAS: '4671234768' })).toThrow(/SWISH_PAYEE_ALIAS/);
    expect(() => configFromEnv({ ...base, NORDEA_CREDITOR_ACCOUNT: 'SE45 5000' })).toThrow(/IBAN/);
  });
});
