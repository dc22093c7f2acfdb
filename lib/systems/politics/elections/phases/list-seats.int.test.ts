import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { electWinners } from './elect-winners';

const database = seededSuiteDatabase();
const COUNT_TURN = 9_999;

/** Three parties of the country of the race being counted, each with its first members by seq. */
let parties: [string, string[]][] = [];
const partiesOf: Record<string, [string, string[]][]> = {};

/** A counted-this-turn race of `officeId` with these candidates' votes; returns the winners' ids. */
async function countRace(
  officeId: string,
  seats: number,
  votes: [party: number, member: number, votes: number][],
): Promise<string[]> {
  parties = partiesOf[officeId.slice(0, 2).toUpperCase()]!;
  const id = `${officeId}-test-${COUNT_TURN}`;
  const db = database.db;
  await db.execute(sql`delete from elections where id = ${id}`);
  await db.execute(sql`
    insert into elections (id, country_id, office_id, election_type, state_id, cycle, election_year, total_seats,
                           status, scheduled_turn, general_turn, end_turn)
    select ${id}, o.country_id, o.id, o.office_key, (select min(s.state_id) from seats s where s.office_id = o.id),
           1, 2030, ${seats}, 'open', ${COUNT_TURN - 6}, ${COUNT_TURN - 2}, ${COUNT_TURN}
    from offices o where o.id = ${officeId}`);
  for (const [party, member, count] of votes) {
    const [partyId, members] = parties[party]!;
    await db.execute(sql`
      insert into election_candidates (election_id, character_id, party_id, character_name, is_npp, filed_turn, votes)
      select ${id}, c.id, ${partyId}, c.name, true, ${COUNT_TURN - 6}, ${count} from characters c where c.id = ${members[member]!}`);
  }
  await electWinners(db, COUNT_TURN);
  const rows = await db.execute<{ character_id: string }>(sql`
    select character_id from election_candidates where election_id = ${id} and is_winner order by character_id`);
  await db.execute(sql`delete from elections where id = ${id}`);
  return rows.rows.map((r) => r.character_id);
}

const member = (party: number, index: number) => parties[party]![1][index]!;

beforeAll(async () => {
  for (const country of ['DE', 'JP']) {
    const rows = await database.db.execute<{ party_id: string; members: string[] }>(sql`
      select p.id as party_id, (array_agg(c.id order by c.seq))[1:6] as members
      from parties p join characters c on c.party_id = p.id
      where p.country_id = ${country} and not p.is_default
      group by p.id having count(*) >= 6 order by p.id limit 3`);
    partiesOf[country] = rows.rows.map((r) => [r.party_id, r.members]);
    expect(partiesOf[country]!.length).toBeGreaterThanOrEqual(2);
  }
  parties = partiesOf.DE!;
  // The second party's list puts its member 2 above member 1 (standing orders the list).
  await database.db.execute(sql`
    insert into party_standings (party_id, character_id, standing, updated_turn)
    values (${parties[1]![0]}, ${member(1, 2)}, 100, 1), (${parties[1]![0]}, ${member(1, 1)}, 0, 1)
    on conflict (party_id, character_id) do update set standing = excluded.standing`);
});

describe('list seats at the count', () => {
  it('shuts a party under 5% of the national vote out of the Bundestag list seats', async () => {
    // 6 seats: 3 by votes, 3 from lists. Party 2's 80 votes are 4.3% of 1,875.
    const winners = await countRace('de-mdb', 6, [
      [0, 0, 1300],
      [0, 1, 250],
      [0, 2, 10],
      [1, 0, 200],
      [1, 1, 20],
      [1, 2, 15],
      [2, 0, 80],
    ]);
    // Sainte-Laguë: 1560/0.5, 235/0.5, then 235/1.5 = 156.7, which party 2's 80/0.5 = 160 would beat.
    expect(winners).toEqual(
      [member(0, 0), member(0, 1), member(1, 0), member(0, 2), member(1, 1), member(1, 2)].sort(),
    );
  });

  it('shares list seats by party vote, in the party list order, to a party at 5% or more', async () => {
    // Party 2's 80 votes are 9.1% of 875.
    const winners = await countRace('de-mdb', 6, [
      [0, 0, 300],
      [0, 1, 250],
      [0, 2, 10],
      [1, 0, 200],
      [1, 1, 20],
      [1, 2, 15],
      [2, 0, 80],
    ]);
    // By votes: 300, 250, 200. Lists: 560/0.5, 235/0.5, then party 2's 160 beats party 1's 156.7; party 1's
    // seat goes to the member its list ranks first (member 2), not to its best polled (member 1).
    expect(winners).toEqual(
      [member(0, 0), member(0, 1), member(1, 0), member(0, 2), member(1, 2), member(2, 0)].sort(),
    );
  });

  it("shares Japan's proportional seats by D'Hondt, which favours the larger party", async () => {
    // 6 seats: floor(6 × 176/465) = 2 from lists, 4 by votes (party 0's first four). Party votes 1,549 and 590:
    // D'Hondt 1549, 774.5 against 590 gives party 0 both; Sainte-Laguë (3098, 1180) would give party 1 one.
    const winners = await countRace('jp-representative', 6, [
      [0, 0, 400],
      [0, 1, 390],
      [0, 2, 380],
      [0, 3, 370],
      [0, 4, 5],
      [0, 5, 4],
      [1, 0, 300],
      [1, 1, 290],
    ]);
    expect(winners).toEqual([0, 1, 2, 3, 4, 5].map((m) => member(0, m)).sort());
  });
});
