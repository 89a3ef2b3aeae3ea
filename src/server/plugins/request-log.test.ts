import { describe, expect, it } from 'vitest';
import { maskSecretPathSegments, maskSecretQueryParams } from './request-log';

// Request URLs reach the log; secrets in their path segments are masked like those in queries.

describe('maskSecretPathSegments', () => {
  it.each([
    ['/system/user/changeemail/Zx81-token_value', '/system/user/changeemail/***'],
    [
      '/account_service/login/bank_id/status/0e9c3c0a-1b1f-4e5e-9f1a-3f7b0d1c2e4a',
      '/account_service/login/bank_id/status/***',
    ],
    [
      '/account_service/register/bank_id/cancel/0e9c3c0a-1b1f-4e5e-9f1a-3f7b0d1c2e4a',
      '/account_service/register/bank_id/cancel/***',
    ],
    [
      '/bankid-simulator/orders/131daac9-16c6-4618-beb0-365768f37288/approve',
      '/bankid-simulator/orders/***/approve',
    ],
    ['/eident-simulator/no/interaction/Ab3dEfG?lang=nb', '/eident-simulator/no/interaction/***?lang=nb'],
    ['/eident-simulator/fi/auth/Ab3dEfG', '/eident-simulator/fi/auth/***'],
  ])('masks %s', (url, masked) => {
    expect(maskSecretPathSegments(url)).toBe(masked);
  });

  it('leaves paths without secrets as they are', () => {
    for (const url of [
      '/',
      '/om-oss/',
      '/account_service/login/bank_id/start',
      '/system/user/forgotpassword',
    ]) {
      expect(maskSecretPathSegments(url)).toBe(url);
    }
  });

  it('masks a token in the query of a path too', () => {
    expect(maskSecretQueryParams(maskSecretPathSegments('/mitt-konto/byt-epost/?token=abc&x=1'))).toBe(
      '/mitt-konto/byt-epost/?token=***&x=1',
    );
  });
});
