import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
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
  // A key older than the window is taken over as new.
  const claimed = await tx.execute(sql`
    insert into idempotency_keys (user_id, key, request_hash, operation, response_status, response_body)
    values (${input.userId}, ${key}, ${hash}, ${input.operation}, 0, '{}'::jsonb)
    on conflict (user_id, key) do update set
      request_hash = excluded.request_hash, operation = excluded.operation,
      response_status = 0, response_body = '{}'::jsonb, created_at = now()
    where idempotency_keys.created_at < now() - ${IDEMPOTENCY_WINDOW_HOURS} * interval '1 hour'
    returning key`);
  if (claimed.rows.length === 0) {
    const stored = await tx.execute<{ request_hash: string; response_body: T }>(sql`
      select request_hash, response_body from idempotency_keys where user_id = ${input.userId} and key = ${key}`);
    const row = stored.rows[0]!;
    if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { payload: row.response_body, replayed: true };
  }
  const payload = await apply();
  await tx.execute(sql`
    update idempotency_keys set response_status = 200, response_body = ${JSON.stringify(payload)}::jsonb
    where user_id = ${input.userId} and key = ${key}`);
  return { payload, replayed: false };
}
