import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/models';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-database';
import type { Db } from './client';
import { runMigrations } from './migrate';
import { withTx } from './tx';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

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
