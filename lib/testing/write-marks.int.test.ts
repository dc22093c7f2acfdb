import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from './suite-database';
import { stateHash, type StateHashOptions } from './state-hash';
import { trackStateChanges, trackWrites, writeMarks, type WriteMarksOptions } from './write-marks';

const database = seededSuiteDatabase();
let tracked: () => Promise<string>;
let trackedState: () => Promise<string>;
const OPTIONS: WriteMarksOptions = {
  skipTables: ['rate_limits'],
  compareByContent: { users: ['id', 'username'] },
};
const STATE_OPTIONS: StateHashOptions = {
  skipTables: ['rate_limits'],
  skipColumns: ['currencies.base_rate'],
};
beforeAll(async () => {
  tracked = await trackWrites(database.db, OPTIONS);
  trackedState = await trackStateChanges(database.db, STATE_OPTIONS);
});

const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

// Both marks must see every write stateHash would: the same cases run against each.
describe.each([
  ['writeMarks', () => writeMarks(database.db, OPTIONS)],
  ['trackWrites', () => tracked()],
] as const)('%s', (name, marks) => {
  it('stays the same while nothing writes', async () => {
    expect(await marks()).toBe(await marks());
  });

  it('changes on an update and on a delete', async () => {
    let before = await marks();
    await run(sql`update parties set color = case when color = '#000001' then '#000002' else '#000001' end
      where id = (select min(id) from parties)`);
    expect(await marks()).not.toBe(before);
    before = await marks();
    const deleted = await run(
      sql`delete from achievement_definitions where id = (select max(id) from achievement_definitions)`,
    );
    expect(deleted.rowCount).toBe(1);
    expect(await marks()).not.toBe(before);
  });

  it('changes on an insert, and on a delete and insert that leave the row count as it was', async () => {
    let before = await marks();
    await run(sql`insert into worker_heartbeats (worker_id, role, pid, hostname, started_at, last_beat_at)
      values (${`${name}-1`}, 'test', 1, 'test', now(), now())`);
    expect(await marks()).not.toBe(before);
    before = await marks();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from worker_heartbeats where worker_id = ${`${name}-1`}`);
      await tx.execute(sql`insert into worker_heartbeats (worker_id, role, pid, hostname, started_at, last_beat_at)
        values (${`${name}-2`}, 'test', 1, 'test', now(), now())`);
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
    await run(sql`delete from rate_limits`);
    await run(sql`update users set email = email || 'x'`);
    expect(await marks()).toBe(before);
    await run(sql`update users set username = username || 'x' where id = (select min(id) from users)`);
    expect(await marks()).not.toBe(before);
  });
});

describe('writeMarks', () => {
  it('counts an update that restores the values as a write', async () => {
    const before = await writeMarks(database.db, OPTIONS);
    await run(sql`update parties set color = color where id = (select min(id) from parties)`);
    expect(await writeMarks(database.db, OPTIONS)).not.toBe(before);
  });
});

describe('trackWrites', () => {
  it('sees a truncate and names the tables written', async () => {
    const before = await tracked();
    await run(sql`truncate worker_heartbeats`);
    const after = await tracked();
    expect(after).not.toBe(before);
    expect(after).toMatch(/worker_heartbeats/);
  });

  it('fails rather than miss the writes of a table created after the install', async () => {
    await run(sql`create table marks_late (id int)`);
    try {
      await expect(tracked()).rejects.toThrow(/tables/);
    } finally {
      await run(sql`drop table marks_late`);
    }
    await expect(tracked()).resolves.toMatch(/writes/);
  });

  // trackStateChanges stands in for stateHash around refused requests: on each of these statements the two
  // must agree on whether the state changed.
  it.each([
    [
      'an update that changes a value',
      sql`update parties set treasury_cents = treasury_cents + 1 where id = (select min(id) from parties)`,
      true,
    ],
    ['an update that restores the values', sql`update parties set color = color`, false],
    ['an update to no row', sql`update parties set color = 'x' where id = 'no-such-party'`, false],
    [
      'a delete',
      sql`delete from achievement_definitions where id = (select max(id) from achievement_definitions)`,
      true,
    ],
    [
      'an insert',
      sql`insert into worker_heartbeats (worker_id, role, pid, hostname, started_at, last_beat_at) values ('hash-test', 'test', 1, 'test', now(), now())`,
      false,
    ],
    ['an update of a skipped column', sql`update currencies set base_rate = base_rate + 1`, false],
    [
      'an update of a wall-clock column',
      sql`update currencies set updated_at = updated_at - interval '1 day'`,
      false,
    ],
    [
      'an update of a column beside a wall-clock one',
      sql`update currencies set name = name || 'x' where code = (select min(code) from currencies)`,
      true,
    ],
    ['a write to a skipped table', sql`delete from rate_limits`, false],
    [
      'an insert into a table the hash reads',
      sql`insert into parties (id, country_id, name, abbreviation, color, economic_position, social_position)
      select id || '-copy', country_id, name || ' copy', abbreviation || 'C', color, economic_position, social_position
      from parties where id = (select min(id) from parties)`,
      true,
    ],
  ] as const)('agrees with stateHash on %s', async (_what, statement, changes) => {
    const [hashBefore, markBefore] = [await stateHash(database.db, STATE_OPTIONS), await trackedState()];
    await run(statement);
    const [hashAfter, markAfter] = [await stateHash(database.db, STATE_OPTIONS), await trackedState()];
    expect(hashAfter !== hashBefore, 'stateHash').toBe(changes);
    expect(markAfter !== markBefore, 'trackStateChanges').toBe(changes);
  });
});
