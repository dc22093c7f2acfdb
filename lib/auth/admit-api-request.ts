import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../db';
import { AppError } from '../errors';
import { WORLD_VERSION_SQL } from '../game/world-version';
import {
  accountSpendSql,
  settleAccountSpend,
  type RateLimitBucket,
  type RateLimitState,
} from '../rate-limit';
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
  /** Version of the game_state row in the same statement; see lib/game/world-version.ts. */
  worldVersion: string | null;
}

interface AdmissionRow {
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

const dialect = new PgDialect();
const statements = new Map<string, AdmissionStatement>();

/** The statement for one bucket and endpoint scope, rendered to SQL text once per process. */
function admissionStatement(db: Db, bucket: RateLimitBucket, scope: ApiKeyScope): AdmissionStatement {
  const name = `${bucket}:${scope}`;
  const known = statements.get(name);
  if (known) return known;
  // A public endpoint takes either scope; spending is skipped when the scope does not fit.
  const scopeFits = scope === 'public' ? sql`true` : sql`found_key.scope = 'private'`;
  const spend = accountSpendSql(
    db,
    bucket,
    sql`found_key where ${scopeFits}`,
    sql`${sql.placeholder('now')}`,
  );
  // touched re-checks the stamp on the row itself, so concurrent requests that queued behind the
  // first stamp of the minute skip theirs instead of writing it again.
  // synchronous_commit off, for this statement only: a counter increment lost in a database crash is
  // harmless, while a WAL flush per request, with every request of the account queued on the same
  // counter row, is not.
  const query = dialect.sqlToQuery(sql`
    with found_key as (
      select id, user_id as subject_id, scope,
        (last_used_at is null or last_used_at < now() - ${LAST_USED_RESOLUTION}) as last_used_stale
      from api_keys where token_hash = ${sql.placeholder('tokenHash')} and revoked_at is null
    ),
    touched as (
      update api_keys set last_used_at = now() from found_key
      where api_keys.id = found_key.id and found_key.last_used_stale
        and (api_keys.last_used_at is null or api_keys.last_used_at < now() - ${LAST_USED_RESOLUTION})
    ),
    spent as (${spend})
    select found_key.id as key_id, found_key.subject_id as user_id, found_key.scope,
      spent.points, spent.expire, ${WORLD_VERSION_SQL} as world_version,
      set_config('synchronous_commit', 'off', true) as async_commit
    from found_key left join spent on true`);
  // One line: the text travels with every request. It holds no comments, so this is safe.
  const statement = { text: query.sql.replace(/\s+/g, ' ').trim(), params: query.params };
  statements.set(name, statement);
  return statement;
}

/**
 * Authenticates an X-API-Key, checks its scope and spends one point of the account's bucket in ONE
 * statement (one round trip). The key is read fresh every time, so a revoke committed anywhere is
 * seen by the very next request in every process; the counter row is shared, so the quota is exact.
 * Needs the pool-backed handle (getDb()), not a transaction: it sends pre-rendered SQL to the pool.
 * No named prepared statement: that would be per-connection session state (DESIGN.md).
 */
export async function admitApiRequest(
  db: Db,
  input: { token: string | null; bucket: RateLimitBucket; scope: ApiKeyScope },
): Promise<ApiAdmission> {
  const { token, bucket, scope } = input;
  if (!isApiKeyShaped(token)) throw new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
  const client = (db as { $client?: pg.Pool }).$client;
  if (!client) throw new Error('admitApiRequest needs the pool-backed database handle');
  const statement = admissionStatement(db, bucket, scope);
  const values = fillPlaceholders(statement.params, {
    tokenHash: hashApiToken(token),
    now: new Date().toISOString(),
  });
  const { rows } = await client.query<AdmissionRow>(statement.text, values);
  const row = rows[0];
  if (!row) throw new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
  if (row.points === null || row.expire === null) throw new AppError('INSUFFICIENT_SCOPE');
  const principal = { keyId: row.key_id, userId: row.user_id, scope: row.scope };
  const rateLimit = settleAccountSpend(bucket, { points: row.points, expire: row.expire });
  return { principal, rateLimit, worldVersion: row.world_version };
}
