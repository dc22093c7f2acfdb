import pg from 'pg';
import { inject } from 'vitest';
import { createDb, setDefaultDb, type DbHandle } from '@/lib/platform/db';
import { databaseUrl, dropDatabase, uniqueDatabaseName } from './database-names';
import { worldTemplateDatabase, type WorldTemplate } from './world-templates';
import { releaseRateLimiters } from '@/lib/platform/rate-limit';

export interface TestDatabase extends DbHandle {
  url: string;
  /** `embedded`: the run's own embedded server; `server`: the one named by TEST_DATABASE_URL. */
  engine: 'embedded' | 'server';
}

/**
 * A fresh database for one test file, cloned from a template the global setup built (migrated, or
 * migrated and seeded) or from a world template (world-templates.ts, built on first use). It also becomes
 * the default for route handlers.
 */
export async function createTestDatabase(
  options: { from: 'migrated' | 'seeded' | WorldTemplate } = { from: 'migrated' },
): Promise<TestDatabase> {
  const server = inject('testServer');
  const template =
    options.from === 'seeded'
      ? server.seededTemplate
      : options.from === 'migrated'
        ? server.migratedTemplate
        : await worldTemplateDatabase(server, options.from);
  const name = uniqueDatabaseName('statecraft_test');
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
    // On a durable server (CI's PostgreSQL 15) a commit need not wait for its WAL flush: a crash would only
    // lose a throwaway database, and visibility is unchanged. The embedded server runs with it off already.
    if (server.engine === 'server') await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(server.adminUrl, name);
  const handle = createDb(url, { max: 8 });
  setDefaultDb(handle);
  return {
    ...handle,
    url,
    engine: server.engine,
    async close() {
      releaseRateLimiters(handle.db);
      await handle.close();
      await dropDatabase(server.adminUrl, name);
    },
  };
}
