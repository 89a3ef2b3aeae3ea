import { describe, expect, it } from 'vitest';
import { maskedRequestUrl } from './request-log';

// Request URLs reach the log; secrets and personal data in their path segments and query
// parameters are masked, by where they stand, by the name of their parameter, or by their shape.

describe('secret path segments', () => {
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
  ])('masks %s by where the secret stands', (url, masked) => {
    expect(maskedRequestUrl(url)).toBe(masked);
  });

  it('masks a segment the matched route names a secret', () => {
    expect(maskedRequestUrl('/api/x/Zx81-handle/file', '/api/x/:sessionId/file')).toBe('/api/x/***/file');
    expect(maskedRequestUrl('/api/x/Zx81-handle/file', '/api/x/:id/file')).toBe('/api/x/Zx81-handle/file');
  });

  it('masks a personal number or an e-mail address in any segment', () => {
    expect(maskedRequestUrl('/sok/198806142389/')).toBe('/sok/***/');
    expect(maskedRequestUrl('/a/880614-2389/b')).toBe('/a/***/b');
    expect(maskedRequestUrl('/a/15079012345')).toBe('/a/***');
    expect(maskedRequestUrl('/a/010190A123B')).toBe('/a/***');
    expect(maskedRequestUrl('/a/anna%40example.se')).toBe('/a/***');
  });

  it('leaves paths without secrets as they are, ids included', () => {
    for (const url of [
      '/',
      '/om-oss/',
      '/account_service/login/bank_id/start',
      '/system/user/forgotpassword',
      '/api/buyresidence/getbookingstatus/0e9c3c0a-1b1f-4e5e-9f1a-198806142389',
      '/case_management/customer/file/0e9c3c0a-1b1f-4e5e-9f1a-3f7b0d1c2e4a/kvitto%20maj.pdf',
    ]) {
      expect(maskedRequestUrl(url)).toBe(url);
    }
  });
});

describe('secret query parameters', () => {
  it('masks the BankID simulator’s personal numbers and QR data, and tokens of any name', () => {
    expect(maskedRequestUrl('/bankid-simulator/open?pno=198806142389')).toBe(
      '/bankid-simulator/open?pno=***',
    );
    expect(
      maskedRequestUrl(
        '/bankid-simulator/orders/x?signAs=198806142389',
        '/bankid-simulator/orders/:orderRef',
      ),
    ).toBe('/bankid-simulator/orders/***?signAs=***');
    expect(maskedRequestUrl('/bankid-simulator/open?qr=bankid.abc.3.def')).toBe(
      '/bankid-simulator/open?qr=***',
    );
    expect(maskedRequestUrl('/bankid-simulator/autostart?autostarttoken=abc')).toBe(
      '/bankid-simulator/autostart?autostarttoken=***',
    );
  });

  it('masks parameters named for an e-mail or personal number, and values shaped like one', () => {
    expect(maskedRequestUrl('/registrera/?email=x&personalNumber=y&lang=sv')).toBe(
      '/registrera/?email=***&personalNumber=***&lang=sv',
    );
    expect(maskedRequestUrl('/sok/?q=anna%40example.se&rooms=2')).toBe('/sok/?q=***&rooms=2');
    expect(maskedRequestUrl('/sok/?q=19880614-2389')).toBe('/sok/?q=***');
    expect(maskedRequestUrl('/sok/?anna%40example.se')).toBe('/sok/?***=***');
  });

  it('masks a token in the query of a path too, and leaves the rest of the query as sent', () => {
    expect(maskedRequestUrl('/mitt-konto/byt-epost/?token=abc&x=1')).toBe(
      '/mitt-konto/byt-epost/?token=***&x=1',
    );
    expect(maskedRequestUrl('/sok/?q=bostad+nacka&minRooms=2')).toBe('/sok/?q=bostad+nacka&minRooms=2');
  });
});
