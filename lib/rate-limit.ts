import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits } from '@/models';
import type { Db } from './db';
import { env } from './env';
import { AppError } from './errors';

/** Fixed windows per account (or per IP for anonymous routes). Values from REFERENCE.md. */
export const RATE_LIMIT_BUCKETS = {
  'public-read': { points: 60, durationSeconds: 60, per: 'account' },
  transfer: { points: 20, durationSeconds: 60, per: 'account' },
  forex: { points: 30, durationSeconds: 60, per: 'account' },
  'key-management': { points: 10, durationSeconds: 60, per: 'account' },
  login: { points: 10, durationSeconds: 60, per: 'ip' },
  register: { points: 10, durationSeconds: 3600, per: 'ip' },
  'policy-shift': { points: 60, durationSeconds: 60, per: 'account' },
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
    const state = stateFrom(bucket, rejection);
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError('rate_limited', `Rate limit exceeded. Retry in ${retryAfter} s.`, {
      headers: { 'Retry-After': String(retryAfter), ...rateLimitHeaders(state) },
      details: { retryAfter },
    });
  }
}
