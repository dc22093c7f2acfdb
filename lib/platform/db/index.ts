export { createDb, getDb, getPool, setDefaultDb, type Db, type DbHandle } from './client';
export { withTx } from './tx';
export { runMigrations } from './migrate';
