// `npm run db:seed`: creates a world in DATABASE_URL if it has none (run `npm run db:migrate` first).
import { env, isDemoMode, requireSessionDatabaseUrl } from '@/lib/platform/env';
import { describeSeed, seedDatabase, seedOptionsFromEnv } from './lib/prepare-database';
import { REPO_ROOT } from './lib/repo-root';

async function main(): Promise<void> {
  process.chdir(REPO_ROOT);
  const url = requireSessionDatabaseUrl();
  const options = seedOptionsFromEnv(env(), isDemoMode());
  const result = await seedDatabase(url, options);
  console.log(describeSeed(result, options));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
