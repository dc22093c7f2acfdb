import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { users } from '@/models';
import type { Db } from './pool';
import { runMigrations } from './migrate';
import { queriesInOrder, withTx } from './tx';
import { migratedSuiteDatabase } from '@/lib/testing/suite-database';

const database = migratedSuiteDatabase();

describe('database layer', () => {
  it('migrates twice without error and keeps the schema', async () => {
    await runMigrations(database.db);
    const result = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'characters'`,
    );
    expect(result.rows[0]).toEqual({ n: 1 });
  });

  it('withTx rolls back everything when the callback throws', async () => {
    await expect(
      withTx(database.db, async (tx) => {
        await tx.insert(users).values({
          id: 'a'.repeat(24),
          email: 'x@example.com',
          username: 'x',
          displayName: 'X',
          passwordHash: 'h',
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(0);
  });

  it('queriesInOrder never sends a query while another is running on the transaction (pg@9 refuses that)', async () => {
    // pg's own condition for its "already executing a query" deprecation, counted per call.
    type Pending = { activeQuery?: unknown; _queryQueue?: unknown[] };
    let overlapping = 0;
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: Pending, ...args) {
      if (this.activeQuery || (this._queryQueue?.length ?? 0) > 0) overlapping += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      const probe = (tx: Db) => [1, 2, 3].map((n) => tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`));
      await withTx(database.db, (tx) => Promise.all(probe(tx)));
      expect(overlapping).toBeGreaterThan(0);
      overlapping = 0;
      const results = await withTx(database.db, (tx) => queriesInOrder(probe(tx)));
      expect(results.map((r) => r.rows[0]!.n)).toEqual([1, 2, 3]);
      expect(overlapping).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('withTx joins an already-open transaction instead of nesting', async () => {
    let outerTx: unknown;
    let joined: unknown;
    await database.db.transaction(async (outer) => {
      outerTx = outer;
      await withTx(outer as unknown as Db, async (inner) => {
        joined = inner;
      });
    });
    expect(outerTx).toBeDefined();
    // The very same transaction object: no savepoint, no second transaction.
    expect(joined).toBe(outerTx);
  });

  it('withTx retries a transaction that loses a deadlock, so both sides commit', async () => {
    await database.db.execute(sql`create table deadlock_probe (id int primary key, hits int not null)`);
    await database.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
    let bothHoldTheirFirstRow!: () => void;
    const firstRowsHeld = new Promise<void>((resolve) => (bothHoldTheirFirstRow = resolve));
    let holding = 0;
    let attempts = 0;
    // Each side locks its first row, waits until the other holds its own, then wants the other's row.
    const side = (first: number, second: number) =>
      withTx(database.db, async (tx) => {
        attempts += 1;
        await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${first}`);
        holding += 1;
        if (holding === 2) bothHoldTheirFirstRow();
        await firstRowsHeld;
        await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${second}`);
      });
    await Promise.all([side(1, 2), side(2, 1)]);
    // PostgreSQL aborted one side (a third attempt); the retry committed it, so every row got both hits.
    expect(attempts).toBe(3);
    const rows = await database.db.execute<{ id: number; hits: number }>(
      sql`select id, hits from deadlock_probe order by id`,
    );
    expect(rows.rows).toEqual([
      { id: 1, hits: 2 },
      { id: 2, hits: 2 },
    ]);
  });
});
