import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, maxAgeSeconds } from '../../../shared/consent/cookie-table';
import type { AppConfig } from '../../config/env';

// OWASP "device cookies": a browser that once logged in to an account with its password gets a
// signed cookie naming that account. During an attack on the account, such a browser keeps its
// own attempt budget instead of sharing the throttled one (login-throttle.ts). The cookie grants
// nothing by itself: the password is still checked on every login.

export const DEVICE_COOKIE = COOKIES.knownDevice.name;
/** Sent only to the login calls that read it. */
const DEVICE_COOKIE_PATH = '/account_service/login';
const DEVICE_COOKIE_LIFETIME_SECONDS = maxAgeSeconds(COOKIES.knownDevice);

export interface KnownDevice {
  userId: string;
  /** Random per issued cookie: the key of that browser's own attempt counter. */
  deviceId: string;
}

const derivedKeys = new WeakMap<AppConfig, Buffer>();

/**
 * Derived from the signing key of JWT_SECRET, so every instance accepts every other's cookies,
 * yet no token is a cookie. Rotating that key ends the device cookies too: a password then
 * suffices again, after the throttle.
 */
function keyOf(app: FastifyInstance): Buffer {
  let key = derivedKeys.get(app.config);
  if (!key) {
    const [signingSecret] = app.config.jwtSecrets;
    if (!signingSecret) throw new Error('config.jwtSecrets is empty: no key signs device cookies');
    key = createHmac('sha256', signingSecret).update('hemvist device cookie v1').digest();
    derivedKeys.set(app.config, key);
  }
  return key;
}

function signatureOf(app: FastifyInstance, body: string): string {
  return createHmac('sha256', keyOf(app)).update(body).digest('base64url');
}

/** The device this request's cookie names, or null when there is none or it is forged or old. */
export function readKnownDevice(app: FastifyInstance, request: FastifyRequest): KnownDevice | null {
  const value = request.cookies?.[DEVICE_COOKIE];
  const match = value ? /^([0-9a-f-]{36})\.([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, userId = '', deviceId = '', issued = '', signature = ''] = match;
  const expected = Buffer.from(signatureOf(app, `${userId}.${deviceId}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Date.now() / 1000 - Number(issued) > DEVICE_COOKIE_LIFETIME_SECONDS) return null;
  return { userId, deviceId };
}

/** After a right password: this browser is a known device of the user from now on. */
export function rememberDevice(app: FastifyInstance, reply: FastifyReply, userId: string): void {
  const body = `${userId}.${randomBytes(16).toString('base64url')}.${Math.floor(Date.now() / 1000)}`;
  const value = `${body}.${signatureOf(app, body)}`;
  const environment = reply.request.siteContext?.environment ?? 'local';
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: environment !== 'local',
    maxAge: DEVICE_COOKIE_LIFETIME_SECONDS,
  });
}
