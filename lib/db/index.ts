export { createDb, getDb, getPool, useDefaultDb, type Db, type DbHandle } from './client';
export { withTx } from './tx';
export { runMigrations } from './migrate';
