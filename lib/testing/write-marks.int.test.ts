import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from './seeded-database';
import type { TestDatabase } from './test-database';
import { writeMarks } from './write-marks';

let database: TestDatabase;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database?.close());

const marks = () =>
  writeMarks(database.db, {
    skipTables: ['rate_limits'],
    compareByContent: { users: ['id', 'username'] },
  });

describe('writeMarks', () => {
  it('stays the same while nothing writes', async () => {
    expect(await marks()).toBe(await marks());
  });

  it('changes on an update, even one that restores the values, and on a delete', async () => {
    let before = await marks();
    await database.db.execute(sql`update parties set color = color where id = (select min(id) from parties)`);
    expect(await marks()).not.toBe(before);
    before = await marks();
    const deleted = await database.db.execute(
      sql`delete from achievement_definitions where id = (select max(id) from achievement_definitions)`,
    );
    expect(deleted.rowCount).toBe(1);
    expect(await marks()).not.toBe(before);
  });

  it('ignores a rolled-back write, skipped tables and columns outside compareByContent', async () => {
    const before = await marks();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update characters set campaign_funds_cents = campaign_funds_cents + 1`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await database.db.execute(sql`delete from rate_limits`);
    await database.db.execute(sql`update users set email = email`);
    expect(await marks()).toBe(before);
    await database.db.execute(sql`update users set username = username || 'x' where username = 'alice'`);
    expect(await marks()).not.toBe(before);
  });
});
