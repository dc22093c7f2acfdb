import { sql } from 'drizzle-orm';
import type { Db } from './pool';

/**
 * The rows of `idempotency_keys`: one request's answer per (account, key). Generic storage; what an
 * operation is and how its body is hashed is the caller's (core/money's runIdempotent).
 */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  requestHash: string;
  operation: string;
  /** A key older than this is taken over as new. */
  windowHours: number;
}

/**
 * Claims the key for this request, in the caller's transaction: true when it is new (or expired and
 * taken over), false when a live claim exists. A parallel claim of the same key waits on the unique
 * index until the first transaction ends.
 */
export async function claimIdempotencyKey(tx: Db, claim: IdempotencyClaim): Promise<boolean> {
  const claimed = await tx.execute(sql`
    insert into idempotency_keys (user_id, key, request_hash, operation, response_status, response_body)
    values (${claim.userId}, ${claim.key}, ${claim.requestHash}, ${claim.operation}, 0, '{}'::jsonb)
    on conflict (user_id, key) do update set
      request_hash = excluded.request_hash, operation = excluded.operation,
      response_status = 0, response_body = '{}'::jsonb, created_at = now()
    where idempotency_keys.created_at < now() - ${claim.windowHours} * interval '1 hour'
    returning key`);
  return claimed.rows.length > 0;
}

/** The stored hash and answer of a live claim. */
export async function readIdempotentAnswer<T>(
  tx: Db,
  owner: { userId: string; key: string },
): Promise<{ requestHash: string; responseBody: T } | undefined> {
  const stored = await tx.execute<{ request_hash: string; response_body: T }>(sql`
    select request_hash, response_body from idempotency_keys where user_id = ${owner.userId} and key = ${owner.key}`);
  const row = stored.rows[0];
  return row && { requestHash: row.request_hash, responseBody: row.response_body };
}

/** Stores a success's answer on the key this transaction claimed. */
export async function storeIdempotentAnswer(
  tx: Db,
  owner: { userId: string; key: string },
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.execute(sql`
    update idempotency_keys set response_status = 200, response_body = ${JSON.stringify(payload)}::jsonb
    where user_id = ${owner.userId} and key = ${owner.key}`);
}
