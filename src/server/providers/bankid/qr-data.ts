import { createHmac } from 'node:crypto';

/**
 * The animated QR payload: "bankid." + qrStartToken + "." + seconds + "." + qrAuthCode, where
 * qrAuthCode is HMAC-SHA256 keyed with qrStartSecret over the seconds (decimal) in lower-case hex.
 * Seconds count from when the relying party received the auth or sign answer; the code
 * changes every second, so a photographed code is useless a moment later.
 */
export function bankIdQrData(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  const time = String(Math.max(0, Math.floor(seconds)));
  const authCode = createHmac('sha256', qrStartSecret).update(time).digest('hex');
  return `bankid.${qrStartToken}.${time}.${authCode}`;
}

/** Seconds since the order answer, as the QR payload counts them. */
export function secondsSince(orderTime: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - orderTime.getTime()) / 1000));
}

/** Reads a QR payload back into its parts (the simulator's tester page opens orders by it). */
export function parseBankIdQrData(
  payload: string,
): { qrStartToken: string; seconds: number; authCode: string } | undefined {
  const match = /^bankid\.([0-9a-f-]{36})\.(\d{1,6})\.([0-9a-f]{64})$/i.exec(payload.trim());
  if (!match) return undefined;
  return {
    qrStartToken: match[1] as string,
    seconds: Number(match[2]),
    authCode: (match[3] as string).toLowerCase(),
  };
}
