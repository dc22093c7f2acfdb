export { createDb, getDb, getPool, sessionUrlOf, setDefaultDb, type Db, type DbHandle } from './pool';
export { queriesInOrder, retryingConflicts, withTx } from './tx';
export { runMigrations } from './migrate';
export { objectIdOf, type SequencedTable } from './entity-ref';
export { getReadDb } from './replica';
