import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitCounters } from '../../db/schema';
import { HttpError } from '../../http-error';

// Fixed-window rate limits kept in rate_limit_counters, so every server instance counts the
// same hits (issue 4 item 10). One UPSERT per hit: a new window resets the count to 1.

export type RateLimitedAction = 'email-login' | 'forgot-password' | 'set-password' | 'bank-identity-start';

interface Limit {
  perIp: number;
  perAccount: number;
  windowSeconds: number;
}

export const RATE_LIMITS: Readonly<Record<RateLimitedAction, Limit>> = {
  'email-login': { perIp: 30, perAccount: 10, windowSeconds: 15 * 60 },
  'forgot-password': { perIp: 10, perAccount: 3, windowSeconds: 15 * 60 },
  'set-password': { perIp: 10, perAccount: 10, windowSeconds: 15 * 60 },
  'bank-identity-start': { perIp: 30, perAccount: 10, windowSeconds: 15 * 60 },
};

/** Counter keys never hold an address or personal number in clear text. */
function hashed(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

async function hit(
  app: FastifyInstance,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<number | null> {
  const nowMs = Date.now();
  const windowStart = new Date(Math.floor(nowMs / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await app.database.db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStart} = excluded.window_start then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  if (!row || row.count <= limit) return null;
  return Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - nowMs) / 1000));
}

/**
 * Counts one attempt per client IP and, when known, per account (email or personal number);
 * throws 429 RATE_LIMITED with Retry-After once either is over its limit.
 */
export async function enforceRateLimit(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  action: RateLimitedAction,
  account?: string,
): Promise<void> {
  const limit = RATE_LIMITS[action];
  const retryAfterIp = await hit(app, `${action}:ip:${hashed(request.ip)}`, limit.perIp, limit.windowSeconds);
  const retryAfterAccount = account
    ? await hit(app, `${action}:account:${hashed(account)}`, limit.perAccount, limit.windowSeconds)
    : null;
  const retryAfter = Math.max(retryAfterIp ?? 0, retryAfterAccount ?? 0);
  if (retryAfter > 0) {
    reply.header('retry-after', String(retryAfter));
    throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts. Try again later.');
  }
}
