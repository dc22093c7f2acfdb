import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '@/lib/platform/db';
import { tickBatcher } from '@/lib/platform/db/tick-batcher';
import { AppError } from '@/lib/platform/errors';
import { WORLD_VERSION_SQL } from '@/lib/platform/db/world-version';
import {
  accountKeySql,
  accountSpendSql,
  settleAccountSpend,
  type RateLimitBucket,
  type RateLimitState,
} from '@/lib/platform/rate-limit';
import {
  hashApiToken,
  INVALID_API_KEY_MESSAGE,
  isApiKeyShaped,
  LAST_USED_RESOLUTION,
  type ApiKeyPrincipal,
  type ApiKeyScope,
} from './api-keys';

export interface ApiAdmission {
  principal: ApiKeyPrincipal;
  rateLimit: RateLimitState;
  /** Version of the game_state row in the same statement; see lib/platform/db/world-version.ts. */
  worldVersion: string | null;
}

interface AdmissionRow {
  idx: number;
  key_id: string;
  user_id: string;
  scope: ApiKeyScope;
  points: number | null;
  expire: Date | null;
  world_version: string | null;
}

interface AdmissionStatement {
  text: string;
  params: unknown[];
}

/** Requests that reach admission in the same event-loop turn share one statement, up to this many. */
const MAX_BATCH = 100;

const dialect = new PgDialect();
const statements = new Map<string, AdmissionStatement>();
const batchers = new Map<string, (db: Db, tokenHash: string) => Promise<AdmissionRow | undefined>>();

/** The statement for one bucket and endpoint scope, rendered to SQL text once per process. */
function admissionStatement(db: Db, bucket: RateLimitBucket, scope: ApiKeyScope): AdmissionStatement {
  const name = `${bucket}:${scope}`;
  const known = statements.get(name);
  if (known) return known;
  // A public endpoint takes either scope; spending is skipped when the scope does not fit.
  const scopeFits = scope === 'public' ? sql`true` : sql`found_key.scope = 'private'`;
  const spend = accountSpendSql(db, bucket, sql`demand`, sql`${sql.placeholder('now')}`);
  // Each request is a row of `req`, in arrival order. The counter is spent once per account with the
  // batch's whole demand, and request i of an account gets the points it would have got in turn i.
  // touched re-checks the stamp on the row itself, so concurrent requests that queued behind the
  // first stamp of the minute skip theirs instead of writing it again.
  // synchronous_commit off, for this statement only: a counter increment lost in a database crash is
  // harmless, while a WAL flush per request, with every request of the account queued on the same
  // counter row, is not.
  const query = dialect.sqlToQuery(sql`
    with req as (
      select token_hash, idx::int from unnest(${sql.placeholder('tokenHashes')}::text[])
        with ordinality as r(token_hash, idx)
    ),
    found_key as (
      select req.idx, k.id, k.user_id as subject_id, k.scope,
        (k.last_used_at is null or k.last_used_at < now() - ${LAST_USED_RESOLUTION}) as last_used_stale
      from req join api_keys k on k.token_hash = req.token_hash and k.revoked_at is null
    ),
    eligible as (select idx, subject_id from found_key where ${scopeFits}),
    demand as (select subject_id, count(*)::int as amount from eligible group by subject_id),
    touched as (
      update api_keys set last_used_at = now()
      where api_keys.id in (select id from found_key where last_used_stale)
        and (api_keys.last_used_at is null or api_keys.last_used_at < now() - ${LAST_USED_RESOLUTION})
    ),
    spent as (${spend})
    select f.idx, f.id as key_id, f.subject_id as user_id, f.scope,
      (spent.points - demand.amount
        + row_number() over (partition by e.subject_id order by e.idx))::int as points,
      spent.expire, ${WORLD_VERSION_SQL} as world_version,
      set_config('synchronous_commit', 'off', true) as async_commit
    from found_key f
      left join eligible e on e.idx = f.idx
      left join demand on demand.subject_id = e.subject_id
      left join spent on spent.key = ${accountKeySql(db, bucket, sql`e.subject_id`)}`);
  // One line: the text travels with every batch. It holds no comments, so this is safe.
  const statement = { text: query.sql.replace(/\s+/g, ' ').trim(), params: query.params };
  statements.set(name, statement);
  return statement;
}

/**
 * The admission of one bucket and scope, batched: requests that reach it in the same event-loop turn share
 * one statement (tickBatcher), each answered with its own row, or undefined for an unknown key.
 */
function admissionBatcher(bucket: RateLimitBucket, scope: ApiKeyScope) {
  const name = `${bucket}:${scope}`;
  let batcher = batchers.get(name);
  if (!batcher) {
    batcher = tickBatcher<string, AdmissionRow | undefined>(
      async (db, tokenHashes) => {
        const client = (db as { $client?: pg.Pool }).$client;
        if (!client) throw new Error('admitApiRequest needs the pool-backed database handle');
        const statement = admissionStatement(db, bucket, scope);
        const values = fillPlaceholders(statement.params, { tokenHashes, now: new Date().toISOString() });
        const { rows } = await client.query<AdmissionRow>(statement.text, values);
        const byIdx = new Map(rows.map((row) => [row.idx, row]));
        return tokenHashes.map((_hash, i) => ({ ok: true, value: byIdx.get(i + 1) }));
      },
      { maxBatch: MAX_BATCH },
    );
    batchers.set(name, batcher);
  }
  return batcher;
}

/**
 * Authenticates an X-API-Key, checks its scope and spends one point of the account's bucket in ONE
 * statement, so at most one round trip per request. Requests arriving together share it. The key is
 * read fresh every time, so a revoke committed anywhere is seen by the very next request in every
 * process. The counter row is shared, so the quota is exact.
 * Needs the pool-backed handle (getDb()), not a transaction: it sends pre-rendered SQL to the pool.
 * No named prepared statement: that would be per-connection session state (docs/read-path.md).
 */
export async function admitApiRequest(
  db: Db,
  input: { token: string | null; bucket: RateLimitBucket; scope: ApiKeyScope },
): Promise<ApiAdmission> {
  const { token, bucket, scope } = input;
  if (!isApiKeyShaped(token)) throw new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
  const row = await admissionBatcher(bucket, scope)(db, hashApiToken(token));
  if (!row) throw new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
  if (row.points === null || row.expire === null) throw new AppError('INSUFFICIENT_SCOPE');
  const principal = { keyId: row.key_id, userId: row.user_id, scope: row.scope };
  const rateLimit = settleAccountSpend(bucket, { points: row.points, expire: row.expire });
  return { principal, rateLimit, worldVersion: row.world_version };
}
