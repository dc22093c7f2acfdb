import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { createScratchDir } from './scratch-dir';

let scratch: string;
let embedded: EmbeddedPostgres;
beforeAll(async () => {
  scratch = createScratchDir('statecraft-embedded-');
  embedded = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'cluster') });
});
afterAll(async () => {
  await embedded?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('is a real PostgreSQL server with the statecraft database and a generated password', async () => {
    const [row] = await query<{ version: string; db: string }>(
      embedded.url,
      'select current_setting($$server_version_num$$) as version, current_database() as db',
    );
    expect(Number(row!.version)).toBeGreaterThanOrEqual(150000);
    expect(row!.db).toBe('statecraft');
    expect(existsSync(path.join(scratch, 'cluster.password'))).toBe(true);
    const wrongPassword = embedded.url.replace(/:[^:@/]+@/, ':wrong@');
    await expect(query(wrongPassword, 'select 1')).rejects.toThrow(/password/);
  });

  it('isolates a client’s open transaction from other clients until it ends', async () => {
    const a = new pg.Client({ connectionString: embedded.url });
    const b = new pg.Client({ connectionString: embedded.url });
    await a.connect();
    await b.connect();
    try {
      await a.query('create table if not exists probe (n int)');
      await a.query('begin');
      await a.query('insert into probe values (1)');
      // MVCC: b reads at once, without waiting for a's transaction.
      expect((await b.query<{ n: number }>('select count(*)::int as n from probe')).rows[0]!.n).toBe(0);
      await a.query('commit');
      expect((await b.query<{ n: number }>('select count(*)::int as n from probe')).rows[0]!.n).toBe(1);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('keeps committed rows across a stop and a restart on the same directory', async () => {
    await query(embedded.url, 'create table kept (n int); insert into kept values (42)');
    await embedded.stop();
    embedded = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'cluster') });
    const rows = await query<{ n: number }>(embedded.url, 'select n from kept');
    expect(rows).toEqual([{ n: 42 }]);
  });

  it('explains why when the server cannot start', async () => {
    const inUse = new URL(embedded.url).port;
    await expect(
      startEmbeddedPostgres({ dataDir: path.join(scratch, 'second'), port: Number(inUse) }),
    ).rejects.toThrow(/did not start[\s\S]*(address|port|in use)/i);
  });
});
