// `npm run db:migrate`: applies pending migrations to DATABASE_URL. Safe to run again.
import { requireDatabaseUrl } from '@/lib/platform/env';
import { migrateDatabase } from './lib/prepare-database';
import { REPO_ROOT } from './lib/repo-root';

async function main(): Promise<void> {
  process.chdir(REPO_ROOT); // migrations are read from ./drizzle
  const url = requireDatabaseUrl();
  const startedAt = Date.now();
  await migrateDatabase(url);
  console.log(`Migrations applied in ${Date.now() - startedAt} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
