import type { Db } from './client';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when `db` is already a transaction handle, so nested calls join it instead of opening another. */
function isTransaction(db: Db | Transaction): db is Transaction {
  return 'rollback' in db;
}

/** Run `fn` in a transaction, reusing the caller's if one is open. */
export async function withTx<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return fn(db);
  return db.transaction((tx) => fn(tx as unknown as Db));
}
