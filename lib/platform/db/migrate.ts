import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './pool';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Applies pending migrations; already-applied ones are skipped, so running it twice is safe. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
