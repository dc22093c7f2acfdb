import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from './seeded-database';
import type { TestDatabase } from './test-database';
import { trackWrites, writeMarks, type WriteMarksOptions } from './write-marks';

let database: TestDatabase;
let tracked: () => Promise<string>;
const OPTIONS: WriteMarksOptions = {
  skipTables: ['rate_limits'],
  compareByContent: { users: ['id', 'username'] },
};
beforeAll(async () => {
  database = await createSeededTestDatabase();
  tracked = await trackWrites(database.db, OPTIONS);
});
afterAll(() => database?.close());

// Both marks must see every write stateHash would: the same cases run against each.
describe.each([
  ['writeMarks', () => writeMarks(database.db, OPTIONS)],
  ['trackWrites', () => tracked()],
] as const)('%s', (_name, marks) => {
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

  it('changes on an insert, and on a delete and insert that leave the row count as it was', async () => {
    let before = await marks();
    await database.db
      .execute(sql`insert into worker_heartbeats (worker_id, role, pid, hostname, started_at, last_beat_at)
      values ('marks-test', 'test', 1, 'test', now(), now())`);
    expect(await marks()).not.toBe(before);
    before = await marks();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from worker_heartbeats where worker_id = 'marks-test'`);
      await tx.execute(sql`insert into worker_heartbeats (worker_id, role, pid, hostname, started_at, last_beat_at)
        values ('marks-test-2', 'test', 1, 'test', now(), now())`);
    });
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
    await database.db.execute(
      sql`update users set username = username || 'x' where id = (select min(id) from users)`,
    );
    expect(await marks()).not.toBe(before);
  });
});

describe('trackWrites', () => {
  it('sees a truncate and names the tables written', async () => {
    const before = await tracked();
    await database.db.execute(sql`truncate worker_heartbeats`);
    const after = await tracked();
    expect(after).not.toBe(before);
    expect(after).toMatch(/worker_heartbeats/);
  });

  it('fails rather than miss the writes of a table created after the install', async () => {
    await database.db.execute(sql`create table marks_late (id int)`);
    try {
      await expect(tracked()).rejects.toThrow(/tables/);
    } finally {
      await database.db.execute(sql`drop table marks_late`);
    }
    await expect(tracked()).resolves.toMatch(/writes/);
  });
});
