import type { Db } from './pool';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** SQLSTATEs after which PostgreSQL rolled the whole transaction back and a fresh attempt may succeed. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure
/** Attempts in all, so a player's write and a turn that lock rows in another order both go through. */
const MAX_ATTEMPTS = 4;

/** True when `db` is already a transaction handle, so nested calls join it instead of opening another. */
function isTransaction(db: Db | Transaction): db is Transaction {
  return 'rollback' in db;
}

function sqlState(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; the SQLSTATE is on it or on its cause.
  const own = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof own === 'string' ? own : typeof cause === 'string' ? cause : undefined;
}

/**
 * Runs `attempt` again when PostgreSQL rolled it back for a lost deadlock or a serialization conflict
 * (nothing of it was committed), up to MAX_ATTEMPTS in all: a whole transaction, or statements sent
 * on their own (each its own transaction). Inside the caller's transaction nothing is retried: the
 * conflict rolled all of it back, so it is the outermost caller's to retry.
 */
export async function retryingConflicts<T>(db: Db, attempt: () => Promise<T>): Promise<T> {
  if (isTransaction(db)) return attempt();
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const state = sqlState(error);
      if (tries >= MAX_ATTEMPTS || !state || !RETRYABLE_SQLSTATES.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * tries + Math.random() * 20));
    }
  }
}

/**
 * Run `fn` in a transaction, reusing the caller's if one is open. An outermost transaction that loses a
 * deadlock or a serialization conflict is retried from the start.
 */
export async function withTx<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return fn(db);
  return retryingConflicts(db, () => db.transaction((tx) => fn(tx as unknown as Db)));
}

/**
 * `Promise.all` for queries on one transaction: awaits them one after another. A transaction is a single
 * connection, which runs one query at a time (pg warns on overlapping queries, and pg@9 will refuse them);
 * drizzle queries start only when awaited, so none of them has started before its turn.
 */
export async function queriesInOrder<T extends readonly unknown[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
