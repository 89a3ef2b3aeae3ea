import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countHit, hashedKey, RATE_LIMITS, takeSlot, tooManyAttempts } from '../../plugins/rate-limit';
import { readKnownDevice } from './device-cookie';

// The per-account part of the email-login limit (issue 9 item 2, docs/adr/0003-rate-limits.md).
// A hard per-account limit lets anyone lock the owner out by guessing from many addresses, so:
// - a browser that logged in to this account before (device cookie) has its own counter, and
//   the attacker's guesses do not touch it;
// - every other attempt counts against the account; over the limit the account still takes
//   one such attempt per SLOW_LANE_SECONDS, shared by all of them, so guessing slows to a crawl
//   while a new device of the owner gets through between the attacker's tries;
// - BankID logins never pass here.
// Unknown addresses are counted like known ones, so a 429 tells nothing about who has an account.

/** A known device may try this many times per window before it is refused too. */
export const KNOWN_DEVICE_LIMIT = 10;
/** Over the account's limit, one attempt from an unknown device is admitted this often. */
export const SLOW_LANE_SECONDS = 30;

/**
 * Admits one email-login attempt for this address or throws 429 RATE_LIMITED with
 * Retry-After. The per-IP limit is enforced before (enforceRateLimit without an account).
 */
export async function admitEmailLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  userId: string | undefined,
): Promise<void> {
  const { perAccount, windowSeconds } = RATE_LIMITS['email-login'];
  const device = readKnownDevice(app, request);
  if (device && userId && device.userId === userId) {
    const hits = await countHit(app, `email-login:device:${device.deviceId}`, windowSeconds);
    if (hits.count > KNOWN_DEVICE_LIMIT) throw tooManyAttempts(reply, hits.retryAfterSeconds);
    return;
  }
  const account = hashedKey(email);
  const hits = await countHit(app, `email-login:account:${account}`, windowSeconds);
  if (hits.count <= perAccount) return;
  const retryAfter = await takeSlot(app, `email-login:slow-lane:${account}`, SLOW_LANE_SECONDS);
  if (retryAfter !== null) throw tooManyAttempts(reply, retryAfter);
}
