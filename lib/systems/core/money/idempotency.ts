import { createHash } from 'node:crypto';
import type { Db } from '@/lib/platform/db';
import {
  claimIdempotencyKey,
  readIdempotentAnswer,
  storeIdempotentAnswer,
} from '@/lib/platform/db/idempotency-keys';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { IDEMPOTENCY_WINDOW_HOURS } from './constants';
import { idempotencyKeyHeader } from './schemas';

export interface IdempotentRequest {
  userId: string;
  /** The Idempotency-Key header; absent means every call applies. */
  key: string | null | undefined;
  operation: string;
  /** The validated body: its canonical JSON is hashed. */
  request: Record<string, unknown>;
}

export interface Idempotent<T> {
  payload: T;
  replayed: boolean;
}

/** The header value, checked: a bad key is a 400 before anything runs. */
export function parseIdempotencyKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  return parseInput(idempotencyKeyHeader, key);
}

function requestHash(operation: string, request: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(request)
      .sort()
      .map((name) => [name, request[name]]),
  );
  return createHash('sha256').update(`${operation}\n${canonical}`).digest('hex');
}

/**
 * Runs `apply` at most once per (account, key) within the window, inside the caller's transaction.
 * The key row is inserted first: a parallel request with the same key waits on its unique index until
 * this transaction ends, then replays the committed answer (or, after a rollback, applies itself).
 * Only successes are stored; a refused request leaves no key behind, so it may be retried.
 */
export async function runIdempotent<T extends Record<string, unknown>>(
  tx: Db,
  input: IdempotentRequest,
  apply: () => Promise<T>,
): Promise<Idempotent<T>> {
  const key = parseIdempotencyKey(input.key);
  if (!key) return { payload: await apply(), replayed: false };
  const hash = requestHash(input.operation, input.request);
  const owner = { userId: input.userId, key };
  const claimed = await claimIdempotencyKey(tx, {
    ...owner,
    requestHash: hash,
    operation: input.operation,
    windowHours: IDEMPOTENCY_WINDOW_HOURS,
  });
  if (!claimed) {
    const stored = (await readIdempotentAnswer<T>(tx, owner))!;
    if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { payload: stored.responseBody, replayed: true };
  }
  const payload = await apply();
  await storeIdempotentAnswer(tx, owner, payload);
  return { payload, replayed: false };
}
