import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/models';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
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
});
