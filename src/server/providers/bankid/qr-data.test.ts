import { describe, expect, it } from 'vitest';
import { bankIdQrData, parseBankIdQrData, secondsSince } from './qr-data';

const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
const secret = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('the animated BankID QR payload', () => {
  it('is bankid.<qrStartToken>.<seconds>.<HMAC-SHA256(qrStartSecret, seconds) in hex>', () => {
    // Expected code computed outside Node: printf 7 | openssl dgst -sha256 -hmac <secret>
    expect(bankIdQrData(token, secret, 7)).toBe(
      `bankid.${token}.7.e6a7d5c37920aeb22ea554716fde4dcd42665d5d641a41f459cc9cda03472d31`,
    );
  });

  it('gives a different code every second', () => {
    const codes = new Set([0, 1, 2, 3].map((seconds) => bankIdQrData(token, secret, seconds)));
    expect(codes.size).toBe(4);
  });

  it('counts whole seconds since the order answer', () => {
    const start = new Date('2026-01-01T10:00:00.000Z');
    expect(secondsSince(start, new Date('2026-01-01T10:00:00.999Z'))).toBe(0);
    expect(secondsSince(start, new Date('2026-01-01T10:00:02.500Z'))).toBe(2);
  });

  it('reads a payload back into its parts and rejects anything else', () => {
    const parsed = parseBankIdQrData(` ${bankIdQrData(token, secret, 12)} `);
    expect(parsed).toMatchObject({ qrStartToken: token, seconds: 12 });
    expect(parseBankIdQrData('bankid.not-a-token.1.abc')).toBeUndefined();
    expect(parseBankIdQrData('https://example.com')).toBeUndefined();
  });
});
