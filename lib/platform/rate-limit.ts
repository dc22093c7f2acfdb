import { sql, type SQL } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits } from '@/models';
import type { Db } from '@/lib/platform/db';
import { env } from './env';
import { AppError } from './errors';

/** Fixed windows per account (or per IP for anonymous routes). Values: docs/security.md, 'Limits'. */
export const RATE_LIMIT_BUCKETS = {
  'public-read': { points: 60, durationSeconds: 60, per: 'account' },
  transfer: { points: 20, durationSeconds: 60, per: 'account' },
  forex: { points: 30, durationSeconds: 60, per: 'account' },
  'key-management': { points: 10, durationSeconds: 60, per: 'account' },
  login: { points: 10, durationSeconds: 60, per: 'ip' },
  /**
   * Failed logins against one account, from any address; a browser that has signed in to the account
   * before is exempt, so an attacker cannot lock its player out (lib/platform/auth/users.ts).
   */
  'login-account': { points: 30, durationSeconds: 900, per: 'account' },
  register: { points: 10, durationSeconds: 3600, per: 'ip' },
  'policy-shift': { points: 60, durationSeconds: 60, per: 'account' },
  'character-setup': { points: 10, durationSeconds: 3600, per: 'account' },
  'player-action': { points: 60, durationSeconds: 60, per: 'account' },
  'news-post': { points: 5, durationSeconds: 300, per: 'account' },
  /** Filing candidacies and campaign spending (lib/systems/politics/elections). */
  elections: { points: 30, durationSeconds: 60, per: 'account' },
  'corporation-action': { points: 60, durationSeconds: 60, per: 'account' },
  legislation: { points: 30, durationSeconds: 60, per: 'account' },
  /** Player mail: about one a minute, with room for a short exchange (the original allows one a minute). */
  mail: { points: 10, durationSeconds: 600, per: 'account' },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMIT_BUCKETS;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Epoch seconds when the window resets. */
  resetAt: number;
}

export function bucketLimit(bucket: RateLimitBucket): number {
  return Math.max(1, Math.floor(RATE_LIMIT_BUCKETS[bucket].points * env().RATE_LIMIT_MULTIPLIER));
}

const limitersByDb = new WeakMap<Db, Map<RateLimitBucket, RateLimiterDrizzle>>();

function limiterFor(db: Db, bucket: RateLimitBucket): RateLimiterDrizzle {
  let limiters = limitersByDb.get(db);
  if (!limiters) {
    limiters = new Map();
    limitersByDb.set(db, limiters);
  }
  let limiter = limiters.get(bucket);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: bucket,
      points: bucketLimit(bucket),
      duration: RATE_LIMIT_BUCKETS[bucket].durationSeconds,
    });
    limiters.set(bucket, limiter);
  }
  return limiter;
}

/**
 * Forgets a closing database's limiters and stops their timers (each sweeps expired windows every so
 * often, and would go on trying a closed pool in a process that outlives the database, as a test worker does).
 */
export function releaseRateLimiters(db: Db): void {
  for (const limiter of limitersByDb.get(db)?.values() ?? []) {
    // rate-limiter-flexible keeps the sweep's timer in this field and offers no way to stop it.
    clearTimeout((limiter as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId);
  }
  limitersByDb.delete(db);
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}

function stateFrom(bucket: RateLimitBucket, res: RateLimiterRes): RateLimitState {
  return {
    limit: bucketLimit(bucket),
    remaining: Math.max(0, res.remainingPoints),
    resetAt: Math.ceil((Date.now() + Math.max(0, res.msBeforeNext)) / 1000),
  };
}

/** The subject of per-account buckets; the one-statement admission path builds the same key in SQL. */
export function accountSubject(userId: string): string {
  return `user:${userId}`;
}

/** A refused spend: 429 rate_limited with Retry-After and the X-RateLimit headers. */
function rateLimited(bucket: RateLimitBucket, rejection: RateLimiterRes): AppError {
  const state = stateFrom(bucket, rejection);
  const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new AppError('rate_limited', `Rate limit exceeded. Retry in ${retryAfter} s.`, {
    headers: { 'Retry-After': String(retryAfter), ...rateLimitHeaders(state) },
    details: { retryAfter },
  });
}

/** Throws rate_limited (with Retry-After) when `subject` has no point of `bucket` left; spends nothing. */
export async function assertRateLimitLeft(db: Db, bucket: RateLimitBucket, subject: string): Promise<void> {
  const spent = await limiterFor(db, bucket).get(subject);
  if (spent && spent.consumedPoints >= bucketLimit(bucket) && spent.msBeforeNext > 0) {
    throw rateLimited(bucket, spent);
  }
}

/** Spends one point of `bucket` for `subject`; throws rate_limited (with Retry-After) when exhausted. */
export async function consumeRateLimit(
  db: Db,
  bucket: RateLimitBucket,
  subject: string,
): Promise<RateLimitState> {
  try {
    return stateFrom(bucket, await limiterFor(db, bucket).consume(subject));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw rateLimited(bucket, rejection);
  }
}

/**
 * rate-limiter-flexible's Drizzle upsert (same table, key and fixed-window rule) as a fragment, so a
 * caller can run it inside a larger statement: its store API cannot join the key check into the
 * spend, and that join is what makes a v1 read one round trip. `from` must yield one row per subject,
 * with `subject_id` and `amount` (points spent at once, like the library's consume(key, amount));
 * `now` is the app's clock, as the library uses it. Returns `key, points, expire`.
 */
export function accountSpendSql(db: Db, bucket: RateLimitBucket, from: SQL, now: SQL): SQL {
  const windowStart = sql`${now}::timestamptz`;
  const expire = sql`${windowStart} + ${RATE_LIMIT_BUCKETS[bucket].durationSeconds} * interval '1 second'`;
  return sql`insert into rate_limits (key, points, expire)
    select ${accountKeySql(db, bucket, sql`subject_id`)}, amount, ${expire} from ${from}
    on conflict (key) do update set
      points = case when rate_limits.expire <= ${windowStart} then excluded.points
        else rate_limits.points + excluded.points end,
      expire = case when rate_limits.expire <= ${windowStart} then excluded.expire else rate_limits.expire end
    returning key, points, expire`;
}

/** The counter key of an account in SQL: the library's `<bucket>:user:<id>`. */
export function accountKeySql(db: Db, bucket: RateLimitBucket, userId: SQL): SQL {
  return sql`${limiterFor(db, bucket).getKey(accountSubject(''))}::text || ${userId}`;
}

/** Settles a spend made by accountSpendSql exactly as the library settles its own. */
export function settleAccountSpend(
  bucket: RateLimitBucket,
  spent: { points: number; expire: Date | string },
): RateLimitState {
  const limit = bucketLimit(bucket);
  const res = new RateLimiterRes(
    Math.max(limit - spent.points, 0),
    Math.max(new Date(spent.expire).getTime() - Date.now(), 0),
    spent.points,
    spent.points === 1,
  );
  if (res.consumedPoints > limit) throw rateLimited(bucket, res);
  return stateFrom(bucket, res);
}
