import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';

const database = seededSuiteDatabase();
const characterOf: Record<string, string> = {};

beforeAll(async () => {
  const rows = await database.db.execute<{ username: string; id: string; party_id: string }>(sql`
    select u.username, c.id, c.party_id from users u join characters c on c.user_id = u.id`);
  for (const row of rows.rows) characterOf[row.username] = row.id;
  const alice = rows.rows.find((row) => row.username === 'alice')!;
  // Alice chairs her party, which backs No on both: a defeat earns her `referendum_won`.
  await database.db.execute(
    sql`update parties set chair_character_id = ${alice.id} where id = ${alice.party_id}`,
  );
  const [type] = (
    await database.db.execute<{ id: string }>(sql`select id from legislation_types order by id limit 1`)
  ).rows;
  const [{ turn }] = (
    await database.db.execute<{ turn: number }>(sql`select current_turn as turn from game_state`)
  ).rows as [{ turn: number }];
  const positions = JSON.stringify([{ partyId: alice.party_id, position: 'no' }]);
  // Yes polls at 1%, far below half even after the result's noise: both fail, nothing is enacted.
  await database.db.execute(sql`
    insert into referendums (country_id, state_id, kind, target_country_id, title, legislation_type_id,
      option_index, status, proposed_turn, voting_opens_turn, resolves_turn, baseline_yes, current_yes,
      party_positions)
    values ('US', null, 'policy', 'US', 'A national question', ${type!.id}, 0, 'active', 1, 1, ${turn}, 0.01, 0.01,
            ${positions}::jsonb),
           ('US', 'TX', 'policy', 'US', 'A Texas question', ${type!.id}, 0, 'active', 1, 1, ${turn}, 0.01, 0.01,
            ${positions}::jsonb)`);
  await runPoliticsTurns(database.db, 1);
});

const titlesOf = async (username: string, kind: string) =>
  (
    await database.db.execute<{ title: string }>(sql`
      select title from notifications where character_id = ${characterOf[username]!} and kind = ${kind}
      order by title`)
  ).rows.map((row) => row.title);

describe('referendum notifications', () => {
  it('tells the players of the country, and of the state for a state question, with a frame each', async () => {
    expect(await titlesOf('bob', 'referendum_decided')).toEqual([
      'Voters reject: A Texas question',
      'Voters reject: A national question',
    ]);
    expect(await titlesOf('alice', 'referendum_decided')).toEqual(['Voters reject: A national question']);
    expect(await titlesOf('carol', 'referendum_decided')).toEqual([]);
    const [counts] = (
      await database.db.execute<{ notes: number; frames: number }>(sql`
        select (select count(*)::int from notifications where kind = 'referendum_decided') as notes,
               (select count(*)::int from live_events where kind = 'notification'
                  and payload->>'kind' = 'referendum_decided') as frames`)
    ).rows;
    expect(counts).toEqual({ notes: 3, frames: 3 });
  });

  it('tells the chair of a party on the winning side of the achievement the phase awarded', async () => {
    expect(await titlesOf('alice', 'achievement')).toEqual([
      'Achievement earned: ' + (await achievementName()),
    ]);
  });
});

async function achievementName(): Promise<string> {
  const [row] = (
    await database.db.execute<{ name: string }>(
      sql`select name from achievement_definitions where id = 'referendum_won'`,
    )
  ).rows;
  return row!.name;
}
