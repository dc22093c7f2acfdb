// `npm run db:migrate`: applies pending migrations to DATABASE_DIRECT_URL, else DATABASE_URL. Safe to run again.
import { requireSessionDatabaseUrl } from '@/lib/platform/env';
import { migrateDatabase } from './lib/prepare-database';
import { REPO_ROOT } from './lib/repo-root';

async function main(): Promise<void> {
  process.chdir(REPO_ROOT); // migrations are read from ./drizzle
  // Migrations take drizzle's lock and run long DDL: over the session connection, not a pooler.
  const url = requireSessionDatabaseUrl();
  const startedAt = Date.now();
  await migrateDatabase(url);
  console.log(`Migrations applied in ${Date.now() - startedAt} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
