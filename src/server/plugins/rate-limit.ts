import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitCounters } from '../db/schema';
import { HttpError } from '../http-error';
import { schedulePeriodicTask } from './periodic-task';

// Rate limits kept in rate_limit_counters, so every server instance counts the same hits
// (docs/adr/0003-rate-limits.md). One UPSERT per counted hit.

export type RateLimitedAction =
  | 'email-login'
  | 'register'
  | 'forgot-password'
  | 'set-password'
  | 'update-password'
  | 'change-email'
  | 'bank-identity-start'
  | 'delete-account';

interface Limit {
  perIp: number;
  perAccount: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

export const RATE_LIMITS: Readonly<Record<RateLimitedAction, Limit>> = {
  // Email login over perAccount is not refused outright: see login-throttle.ts.
  'email-login': { perIp: 30, perAccount: 10, windowSeconds: FIFTEEN_MINUTES },
  register: { perIp: 10, perAccount: 5, windowSeconds: FIFTEEN_MINUTES },
  'forgot-password': { perIp: 10, perAccount: 3, windowSeconds: FIFTEEN_MINUTES },
  'set-password': { perIp: 10, perAccount: 10, windowSeconds: FIFTEEN_MINUTES },
  'update-password': { perIp: 10, perAccount: 5, windowSeconds: FIFTEEN_MINUTES },
  'change-email': { perIp: 10, perAccount: 5, windowSeconds: FIFTEEN_MINUTES },
  'bank-identity-start': { perIp: 30, perAccount: 10, windowSeconds: FIFTEEN_MINUTES },
  'delete-account': { perIp: 10, perAccount: 5, windowSeconds: FIFTEEN_MINUTES },
};

/** Counter keys never hold an address, email or personal number in clear text. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/**
 * The client as per-IP counters see it: request.ip is the peer, or what the configured trusted
 * proxies say. IPv6 clients count by their /64, since one subscriber commonly holds all of it.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts one hit on a key and answers the count in the current window and the seconds until
 * it ends. A window starts with the first hit after the previous one ended.
 */
export async function countHit(
  app: FastifyInstance,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const now = new Date();
  const windowOpen = sql`${rateLimitCounters.windowStart} > ${new Date(now.getTime() - windowSeconds * 1000).toISOString()}::timestamptz`;
  const [row] = await app.database.db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${windowOpen} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${rateLimitCounters.windowStart} else excluded.window_start end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart });
  const windowEnd = (row?.windowStart ?? now).getTime() + windowSeconds * 1000;
  return {
    count: row?.count ?? 1,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/**
 * Takes the key's single slot if the last one was taken at least intervalSeconds ago:
 * null when taken, otherwise the seconds until the next one frees up.
 */
export async function takeSlot(
  app: FastifyInstance,
  key: string,
  intervalSeconds: number,
): Promise<number | null> {
  const now = new Date();
  const freedBefore = new Date(now.getTime() - intervalSeconds * 1000).toISOString();
  const [taken] = await app.database.db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { windowStart: sql`excluded.window_start`, count: sql`${rateLimitCounters.count} + 1` },
      setWhere: sql`${rateLimitCounters.windowStart} <= ${freedBefore}::timestamptz`,
    })
    .returning({ count: rateLimitCounters.count });
  if (taken) return null;
  const [holder] = await app.database.db
    .select({ windowStart: rateLimitCounters.windowStart })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  const freeAt = (holder?.windowStart ?? now).getTime() + intervalSeconds * 1000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError('RATE_LIMITED', 'Too many attempts. Try again later.');
}

/**
 * Counts one attempt per client address and, when given, per account (email, personal
 * number or user id); throws 429 RATE_LIMITED with Retry-After once either is over its limit.
 */
export async function enforceRateLimit(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  action: RateLimitedAction,
  account?: string,
): Promise<void> {
  const limit = RATE_LIMITS[action];
  const byIp = await countHit(
    app,
    `${action}:ip:${hashedKey(clientAddressKey(request.ip))}`,
    limit.windowSeconds,
  );
  const byAccount = account
    ? await countHit(app, `${action}:account:${hashedKey(account)}`, limit.windowSeconds)
    : undefined;
  const waits = [
    byIp.count > limit.perIp ? byIp.retryAfterSeconds : 0,
    byAccount && byAccount.count > limit.perAccount ? byAccount.retryAfterSeconds : 0,
  ];
  const retryAfter = Math.max(...waits);
  if (retryAfter > 0) throw tooManyAttempts(reply, retryAfter);
}

/** A counter whose window ended this long ago counts nothing any more (the longest window is 15 minutes). */
export const STALE_COUNTER_MS = 24 * 60 * 60 * 1000;

/** Removes counters untouched for a day: one row per client address would otherwise stay for ever. */
export async function pruneRateLimitCounters(app: FastifyInstance, now = new Date()): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_COUNTER_MS).toISOString();
  const removed = await app.database.db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.windowStart} < ${staleBefore}::timestamptz`)
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}

export function scheduleRateLimitPruning(app: FastifyInstance): void {
  schedulePeriodicTask(app, 'prune rate-limit counters', 60 * 60 * 1000, () => pruneRateLimitCounters(app));
}
