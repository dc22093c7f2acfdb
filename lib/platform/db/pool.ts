import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '@/models';
import { requireDatabaseUrl, requireSessionDatabaseUrl } from '@/lib/platform/env';

export type Schema = typeof schema;
/** A Drizzle handle: the pool-backed client or an open transaction. */
export type Db = NodePgDatabase<Schema>;

// pg returns int8 as strings by default; our bigint columns hold cents well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  /** Where session state goes (LISTEN, session advisory locks): the pool's own server unless a pooler sits between. */
  sessionUrl: string;
  close(): Promise<void>;
}

// Kept on the pool itself under a registry symbol, not in a module-level map: Next loads this module once for
// the app and again for instrumentation (the front gate), and both share the one process-wide pool.
const SESSION_URL = Symbol.for('statecraft.db.sessionUrl');
type PoolWithSessionUrl = pg.Pool & { [SESSION_URL]?: string };

export function createDb(
  connectionString: string,
  options: {
    max?: number;
    sessionUrl?: string;
    connectTimeoutMs?: number;
    /** How long an idle connection is kept (default 30 s); 0 keeps it until the pool ends. */
    idleTimeoutMs?: number;
  } = {},
): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // Names the process in pg_stat_activity, so an operator (or a test) sees which process holds what.
    application_name: `statecraft:${process.pid}`,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  const sessionUrl = options.sessionUrl ?? connectionString;
  (pool as PoolWithSessionUrl)[SESSION_URL] = sessionUrl;
  return { db, pool, sessionUrl, close: () => pool.end() };
}

/**
 * The session connection string for a pool's database. DATABASE_URL may be a transaction-mode pooler
 * (PgBouncer), where LISTEN and session locks land on whichever server connection is free.
 */
export function sessionUrlOf(pool: pg.Pool): string {
  return (pool as PoolWithSessionUrl)[SESSION_URL] ?? pool.options.connectionString!;
}

const globalForDb = globalThis as unknown as { statecraftDb?: DbHandle };

/** The process-wide client for DATABASE_URL (web and worker). */
export function getDb(): Db {
  globalForDb.statecraftDb ??= createDb(requireDatabaseUrl(), { sessionUrl: requireSessionDatabaseUrl() });
  return globalForDb.statecraftDb.db;
}

export function getPool(): pg.Pool {
  getDb();
  return globalForDb.statecraftDb!.pool;
}

/** Points getDb() at an explicit handle: tests use a fresh database per file. */
export function setDefaultDb(handle: DbHandle): void {
  globalForDb.statecraftDb = handle;
}
