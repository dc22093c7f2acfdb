import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, runMigrations, setDefaultDb, type DbHandle } from '../db';
import { startEmbeddedPostgres } from '../db/embedded';

export interface TestDatabase extends DbHandle {
  url: string;
  engine: 'pglite' | 'postgres';
}

/**
 * A fresh, migrated database for one test file: in-process PGlite by default, or a new database on
 * the server named by TEST_DATABASE_URL. It also becomes the default for route handlers.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string;
  let dispose: () => Promise<void>;
  if (serverUrl) {
    const name = `statecraft_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dispose = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    const embedded = await startEmbeddedPostgres();
    url = embedded.url;
    dispose = embedded.stop;
  }
  const handle = createDb(url, { max: 8 });
  await runMigrations(handle.db);
  setDefaultDb(handle);
  return {
    ...handle,
    url,
    engine: serverUrl ? 'postgres' : 'pglite',
    async close() {
      await handle.close();
      await dispose();
    },
  };
}
