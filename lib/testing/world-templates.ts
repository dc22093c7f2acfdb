import pg from 'pg';
import { createDb, type Db } from '@/lib/platform/db';
import { databaseUrl } from './database-names';

/**
 * A world some suites share after an expensive setup (turns run on the seeded world): built once per run,
 * by the first suite that asks for it, then cloned like the seeded template. Build it from what every
 * suite of it needs; a suite that changes it changes only its own clone.
 */
export interface WorldTemplate {
  /** Lowercase letters and digits: part of the template database's name. */
  readonly name: string;
  /** Brings the seeded world (TEST_WORLD) to the shared state. */
  build(db: Db): Promise<void>;
}

/**
 * The template database for `template`, built from the seeded template on first use. A session advisory
 * lock on the template's name makes one worker build it while the others wait; it is built under a
 * temporary name and renamed when complete, so a failed build leaves nothing to clone.
 */
export async function worldTemplateDatabase(
  server: { adminUrl: string; seededTemplate: string },
  template: WorldTemplate,
): Promise<string> {
  if (!/^[a-z0-9]+$/.test(template.name)) throw new Error(`bad world template name: ${template.name}`);
  const name = `${server.seededTemplate}_${template.name}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building} template ${server.seededTemplate}`);
    try {
      await admin.query(`alter database ${building} set synchronous_commit = off`);
      const handle = createDb(databaseUrl(server.adminUrl, building), { max: 1 });
      try {
        await template.build(handle.db);
      } finally {
        // A template must have no open connections when it is renamed or cloned.
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      throw error;
    }
    return name;
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
}
