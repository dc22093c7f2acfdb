import { rmSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { createScratchDir } from '@/lib/platform/db/scratch-dir';

/**
 * The server a turn bench creates its throwaway databases on: BENCH_DATABASE_URL's, or a fresh embedded
 * server (with `settings`) in a scratch directory that stop() removes.
 */
export async function benchServer(
  settings: string[] = [],
): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL)
    return { adminUrl: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const scratch = createScratchDir('statecraft-bench-turn-');
  const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'cluster'), settings });
  return {
    adminUrl: server.adminUrl,
    async stop() {
      await server.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The URL of database `name` on the server at `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
