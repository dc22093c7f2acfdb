import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTx } from '@/lib/platform/db';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { owesPartyDuesOn } from '../constants';
import { duesWeekMembers } from './collect-party-dues';

const database = seededSuiteDatabase();

describe("a turn's dues payers", () => {
  it('are exactly the members whose week it is', async () => {
    const members = await database.db.execute<{ id: string; seq: number }>(sql`
      select id, seq from characters where party_id is not null`);
    for (const turn of [13, 14, 25]) {
      const week = await database.db.execute<{ id: string }>(sql`
        select c.id from characters c where ${duesWeekMembers(turn)} order by c.id`);
      const expected = members.rows
        .filter((member) => owesPartyDuesOn(turn, member.seq))
        .map((member) => member.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(week.rows.map((row) => row.id).sort()).toEqual(expected);
    }
  });

  it('are found through the week index, not by reading every character', async () => {
    // The seeded world is small enough that a scan is cheaper; forbidding it shows the index can serve the
    // condition (its expression and predicate match), as it does in a million-character world.
    const plan = await withTx(database.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`
        explain select c.id from characters c where ${duesWeekMembers(13)}`);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('characters_dues_week_idx');
  });
});
