import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { worldSuiteDatabase } from './suite-database';
import { createTestDatabase } from './test-database';
import { worldTemplateDatabase, type WorldTemplate } from './world-templates';

let builds = 0;
/** Marks the world it builds, and counts its builds. */
const MARKED_WORLD: WorldTemplate = {
  name: 'templatetestmarked',
  async build(db) {
    builds += 1;
    await db.execute(sql`update game_state set seed = 'marked by its template'`);
  },
};

const databaseNames = async (prefix: string) => {
  const admin = new pg.Client({ connectionString: inject('testServer').adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by 1',
      [prefix],
    );
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
};

describe('a world template', () => {
  const database = worldSuiteDatabase(MARKED_WORLD);

  it('is built once per run and cloned for every suite that asks', async () => {
    const seed = async (db: typeof database.db) =>
      (await db.execute<{ seed: string }>(sql`select seed from game_state`)).rows[0]!.seed;
    expect(await seed(database.db)).toBe('marked by its template');
    const second = await createTestDatabase({ from: MARKED_WORLD });
    try {
      expect(await seed(second.db)).toBe('marked by its template');
    } finally {
      await second.close();
    }
    expect(builds).toBe(1);
  });

  it('leaves nothing to clone when its build fails, and is built again next time', async () => {
    const server = inject('testServer');
    let attempts = 0;
    const flaky: WorldTemplate = {
      name: 'templatetestflaky',
      async build() {
        attempts += 1;
        if (attempts === 1) throw new Error('the build broke');
      },
    };
    await expect(worldTemplateDatabase(server, flaky)).rejects.toThrow('the build broke');
    expect(await databaseNames(`${server.seededTemplate}_templatetestflaky`)).toEqual([]);
    const name = await worldTemplateDatabase(server, flaky);
    expect(attempts).toBe(2);
    expect(await databaseNames(`${server.seededTemplate}_templatetestflaky`)).toEqual([name]);
  });
});
