import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

let embedded: EmbeddedPostgres;
beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
});
afterAll(() => embedded?.stop());

describe('embedded Postgres over a socket', () => {
  it('isolates a client’s open transaction from other clients until it ends', async () => {
    const a = new pg.Client({ connectionString: embedded.url });
    const b = new pg.Client({ connectionString: embedded.url });
    await a.connect();
    await b.connect();
    try {
      await a.query('create table if not exists probe (n int)');
      await a.query('begin');
      await a.query('insert into probe values (1)');
      const readByB = b.query<{ n: number }>('select count(*)::int as n from probe');
      await a.query('rollback');
      expect((await readByB).rows[0]!.n).toBe(0);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('rolls back the transaction of a client that disconnects mid-transaction', async () => {
    const a = new pg.Client({ connectionString: embedded.url });
    a.on('error', () => undefined); // the abrupt close below is the point of the test
    await a.connect();
    await a.query('create table if not exists crash_probe (n int)');
    await a.query('begin');
    await a.query('insert into crash_probe values (1)');
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const b = new pg.Client({ connectionString: embedded.url });
    await b.connect();
    try {
      expect((await b.query<{ n: number }>('select count(*)::int as n from crash_probe')).rows[0]!.n).toBe(0);
    } finally {
      await b.end();
    }
  });
});
