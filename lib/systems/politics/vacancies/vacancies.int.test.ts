import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '@/lib/testing/client-requests';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { importRoute } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { getCareer } from '../offices/get-career';
import { setSeatHolder } from '../offices/set-seat-holder';
import { vacancyNextSteps } from './next-steps';
import { vacateSeats } from './vacate-seats';

type Handler = NonNullable<Awaited<ReturnType<typeof importRoute>>[string]>;
const database = seededSuiteDatabase();
let resignRoute: Handler;
let callVoteRoute: Handler;
let castVoteRoute: Handler;
const db = () => database.db;

beforeAll(async () => {
  resignRoute = (await importRoute('/api/offices/resign')).POST!;
  callVoteRoute = (await importRoute('/api/confidence-votes')).POST!;
  castVoteRoute = (await importRoute('/api/confidence-votes/[id]/vote')).POST!;
  // No regular election interferes: every elected seat's term runs well past these tests.
  await db().execute(sql`update seats set term_end_turn = 150 where term_end_turn is not null`);
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await db().execute(query)).rows[0] as T;
}
async function turnNow(): Promise<number> {
  return (await one<{ t: number }>(sql`select current_turn as t from game_state`)).t;
}
async function characterOf(username: string): Promise<{ id: string; state_id: string; country_id: string }> {
  return one(sql`select c.id, c.state_id, c.country_id from characters c join users u on u.id = c.user_id
                 where u.username = ${username}`);
}
/** Seats a player the way moderation and demos do: the admin seat tool. */
async function seatPlayer(username: string, seatId: string): Promise<void> {
  const player = await characterOf(username);
  const admin = await one<{ id: string }>(sql`select id from users where username = 'admin'`);
  await setSeatHolder(db(), { adminUserId: admin.id, seatId, characterId: player.id });
}
const post = async (
  handler: typeof resignRoute,
  path: string,
  username: string,
  body: unknown,
  params = {},
) => {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: await loginAs(username),
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve(params) } as never,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('resigning an office and the by-election that follows', () => {
  let seatId = '';
  it('refuses a player who holds no office, or another seat, writing nothing', async () => {
    const marks = stateChangeMarks(db);
    const before = await marks();
    const none = await post(resignRoute, '/api/offices/resign', 'carol', {});
    expect(none.status).toBe(403);
    expect(none.body.code ?? (none.body.error as { code?: string })?.code).toBe('NOT_OFFICE_HOLDER');
    const carol = await characterOf('carol');
    seatId = (
      await one<{
        id: string;
      }>(sql`select id from seats where office_id = 'uk-mp' and state_id = ${carol.state_id}
                                    order by seat_number limit 1`)
    ).id;
    const other = await post(resignRoute, '/api/offices/resign', 'carol', { seatId });
    expect(other.status).toBe(403);
    expect(
      (await post(resignRoute, '/api/offices/resign', 'carol', { seatId: 'no such; seat' })).status,
    ).toBe(400);
    expect(
      (await post(callVoteRoute, '/api/confidence-votes', 'carol', { successorCharacterId: 7 })).status,
    ).toBe(400);
    expect(
      (
        await post(
          castVoteRoute,
          '/api/confidence-votes/cv-uk-1/vote',
          'carol',
          { vote: 'maybe' },
          { id: 'cv-uk-1' },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          castVoteRoute,
          '/api/confidence-votes/cv-uk-1/vote',
          'carol',
          { vote: 'yes' },
          { id: 'cv-uk-1' },
        )
      ).status,
    ).toBe(404);
    expect(await marks()).toBe(before);
  });

  it('empties the seat, closes the career and tells the player; the next turn calls a by-election', async () => {
    await seatPlayer('carol', seatId);
    const carol = await characterOf('carol');
    const groupTerms = await one<{ n: number }>(sql`
      select count(*)::int as n from seats where office_id = 'uk-mp' and term_end_turn = 150`);
    // The career read names the seat a player resigns.
    const career = await getCareer(db(), { id: carol.id });
    expect(career.career.find((entry) => entry.endTurn === null)?.seatId).toBe(seatId);
    const resigned = await post(resignRoute, '/api/offices/resign', 'carol', { seatId });
    expect(resigned.status).toBe(200);
    expect(resigned.body).toMatchObject({ success: true, seatId, fillRule: 'by_election' });
    expect(await one(sql`select holder_character_id as h from seats where id = ${seatId}`)).toEqual({
      h: null,
    });
    expect(
      await one(
        sql`select count(*)::int as open from careers where character_id = ${carol.id} and end_turn is null`,
      ),
    ).toEqual({ open: 0 });
    expect(
      await one(
        sql`select kind from notifications where character_id = ${carol.id} and kind = 'office_left'`,
      ),
    ).toEqual({ kind: 'office_left' });

    await runPoliticsTurns(db(), 1);
    const election = await one<{
      id: string;
      kind: string;
      total_seats: number;
      seat_id: string;
      end_turn: number;
      candidates: number;
    }>(sql`
      select e.id, e.kind, e.total_seats, e.seat_id, e.end_turn,
             (select count(*)::int from election_candidates ec where ec.election_id = e.id) as candidates
      from elections e where e.seat_id = ${seatId} and e.kind = 'by_election'`);
    expect(election).toMatchObject({ kind: 'by_election', total_seats: 1, seat_id: seatId });
    expect(election.candidates).toBeGreaterThan(0);
    expect(
      await one(sql`select fill_rule, election_id from seat_vacancies where seat_id = ${seatId}`),
    ).toEqual({
      fill_rule: 'by_election',
      election_id: election.id,
    });
    // Carol lives there and holds no seat: she is told she could stand.
    expect(
      await one(
        sql`select count(*)::int as n from notifications where character_id = ${carol.id} and kind = 'by_election_called'`,
      ),
    ).toEqual({ n: 1 });
    const steps = await vacancyNextSteps(db(), null);
    expect(steps).toEqual([]);

    const governmentsBefore = await one<{ n: number }>(sql`select count(*)::int as n from governments`);
    await runPoliticsTurns(db(), election.end_turn - (await turnNow()) + 1);
    const seat = await one<{ holder: string | null; term_end_turn: number }>(sql`
      select holder_character_id as holder, term_end_turn from seats where id = ${seatId}`);
    expect(seat.holder).not.toBeNull();
    // The winner serves the rest of the term; the other seats of the region keep theirs.
    expect(seat.term_end_turn).toBe(150);
    expect(
      await one(sql`select count(*)::int as n from seats where office_id = 'uk-mp' and term_end_turn = 150`),
    ).toEqual(groupTerms);
    expect(
      await one(sql`select filled_by_character_id as f from seat_vacancies where seat_id = ${seatId}`),
    ).toEqual({ f: seat.holder });
    // A by-election forms no new government.
    expect(await one(sql`select count(*)::int as n from governments`)).toEqual(governmentsBefore);
  });
});

describe('seats filled without an election', () => {
  it('a Bundestag seat goes to the next name on the party list', async () => {
    const seat = await one<{ id: string; party_id: string; holder: string }>(sql`
      select id, party_id, holder_character_id as holder from seats where office_id = 'de-mdb' order by id limit 1`);
    await vacateSeats(db(), { seats: [{ seatId: seat.id, reason: 'retired' }], turn: await turnNow() });
    await runPoliticsTurns(db(), 1);
    const after = await one<{ holder: string; party_id: string; type: string }>(sql`
      select s.holder_character_id as holder, c.party_id, cr.type from seats s join characters c on c.id = s.holder_character_id
      join careers cr on cr.seat_id = s.id and cr.character_id = c.id and cr.end_turn is null where s.id = ${seat.id}`);
    expect(after.holder).not.toBe(seat.holder);
    expect(after.party_id).toBe(seat.party_id);
    expect(after.type).toBe('appointed');
    expect(await one(sql`select fill_rule from seat_vacancies where seat_id = ${seat.id}`)).toEqual({
      fill_rule: 'list',
    });
    expect(
      await one(
        sql`select count(*)::int as n from elections where seat_id = ${seat.id} and kind = 'by_election'`,
      ),
    ).toEqual({ n: 0 });
  });

  it('a US Senate seat gets the governor’s interim appointee, who stands in the special election', async () => {
    const seat = await one<{ id: string; state_id: string }>(sql`
      select id, state_id from seats where office_id = 'us-senator' and state_id = 'TX' order by id limit 1`);
    const governorParty = await one<{ party_id: string }>(sql`
      select party_id from seats where office_id = 'us-governor' and state_id = 'TX'`);
    await vacateSeats(db(), { seats: [{ seatId: seat.id, reason: 'scandal' }], turn: await turnNow() });
    await runPoliticsTurns(db(), 1);
    const after = await one<{ holder: string; party_id: string; state_id: string }>(sql`
      select s.holder_character_id as holder, c.party_id, c.state_id from seats s
      join characters c on c.id = s.holder_character_id where s.id = ${seat.id}`);
    expect(after.state_id).toBe('TX');
    expect(after.party_id).toBe(governorParty.party_id);
    const special = await one<{ id: string; incumbent: number }>(sql`
      select e.id, (select count(*)::int from election_candidates ec where ec.election_id = e.id
                    and ec.character_id = ${after.holder}) as incumbent
      from elections e where e.seat_id = ${seat.id} and e.kind = 'by_election'`);
    expect(special.incumbent).toBe(1);
    expect(
      await one(sql`select fill_rule, election_id from seat_vacancies where seat_id = ${seat.id}`),
    ).toEqual({
      fill_rule: 'interim',
      election_id: special.id,
    });
  });

  it('the presidency passes to the first cabinet secretary, who forms a cabinet', async () => {
    const successor = await one<{ holder: string; seat: string }>(sql`
      select s.holder_character_id as holder, s.id as seat from seats s join offices o on o.id = s.office_id
      where o.id = 'us-cabinet' and s.holder_character_id is not null order by s.seat_number, s.id limit 1`);
    const president = await one<{ id: string }>(sql`select id from seats where office_id = 'us-president'`);
    await vacateSeats(db(), { seats: [{ seatId: president.id, reason: 'retired' }], turn: await turnNow() });
    await runPoliticsTurns(db(), 1);
    expect(
      await one(
        sql`select holder_character_id as h, term_end_turn as t from seats where id = ${president.id}`,
      ),
    ).toEqual({
      h: successor.holder,
      t: 150,
    });
    expect(
      await one(
        sql`select head_character_id as h from governments where country_id = 'US' and ended_turn is null`,
      ),
    ).toEqual({ h: successor.holder });
    expect(await one(sql`select fill_rule from seat_vacancies where seat_id = ${president.id}`)).toEqual({
      fill_rule: 'succession',
    });
    // The successor left the cabinet seat, which the new cabinet refilled.
    expect(
      await one(sql`select count(*)::int as n from seats where holder_character_id = ${successor.holder}`),
    ).toEqual({ n: 1 });
  });
});

/** Leaves only the head's party in the government, short of a majority: the phase calls a vote. */
async function breakMajority(country: string): Promise<{ head: string; party: string }> {
  return one(sql`
    update governments g set party_ids = array[c.party_id], kind = 'coalition',
      majority_threshold = greatest(g.majority_threshold,
        (select count(*)::int from seats s join offices o on o.id = s.office_id
         where o.chamber_id = (select id from chambers where country_id = ${country} order by sort_order limit 1)
           and s.party_id = c.party_id) + 1)
    from characters c where c.id = g.head_character_id and g.country_id = ${country} and g.ended_turn is null
    returning g.head_character_id as head, c.party_id as party`);
}

describe('votes of no confidence', () => {
  it('Germany: a lost majority brings a constructive vote that elects the opposition leader; no snap election', async () => {
    const before = await breakMajority('DE');
    const terms = await one<{ t: number }>(
      sql`select max(term_end_turn) as t from seats where office_id = 'de-mdb'`,
    );
    await runPoliticsTurns(db(), 1);
    const vote = await one<{ id: string; reason: string; successor: string; status: string }>(sql`
      select id, reason, successor_character_id as successor, status from confidence_votes where country_id = 'DE'`);
    expect(vote).toMatchObject({ reason: 'lost_majority', status: 'open' });
    expect(vote.successor).not.toBeNull();
    await runPoliticsTurns(db(), 1);
    const decided = await one<{ status: string; outcome: string; yes: number; needed: number }>(sql`
      select status, outcome, yes_votes as yes, votes_needed as needed from confidence_votes where id = ${vote.id}`);
    expect(decided).toMatchObject({ status: 'carried', outcome: 'new_formation' });
    expect(decided.yes).toBeGreaterThanOrEqual(decided.needed);
    const head = await one<{ h: string }>(sql`
      select head_character_id as h from governments where country_id = 'DE' and ended_turn is null`);
    expect(head.h).toBe(vote.successor);
    expect(head.h).not.toBe(before.head);
    expect(await one(sql`select max(term_end_turn) as t from seats where office_id = 'de-mdb'`)).toEqual(
      terms,
    );
  });

  it('UK: a player votes within the window; a carried motion dissolves the Commons into a snap election', async () => {
    const carol = await characterOf('carol');
    const seat = await one<{ id: string }>(sql`
      select id from seats where office_id = 'uk-mp' and state_id = ${carol.state_id}
        and holder_character_id is not null order by seat_number desc limit 1`);
    await seatPlayer('carol', seat.id);
    await breakMajority('UK');
    await runPoliticsTurns(db(), 1);
    const vote = await one<{ id: string; status: string }>(sql`
      select id, status from confidence_votes where country_id = 'UK'`);
    expect(vote.status).toBe('open');
    expect(
      await one(
        sql`select count(*)::int as n from notifications where character_id = ${carol.id} and kind = 'confidence_vote_called'`,
      ),
    ).toEqual({ n: 1 });
    const [step] = await vacancyNextSteps(db(), {
      id: carol.id,
      userId: '',
      countryId: 'UK',
      stateId: carol.state_id,
      partyId: null,
      lastTurn: await turnNow(),
    });
    expect(step).toMatchObject({ kind: 'confidence-vote', href: '/countries/UK/confidence' });

    const marks = stateChangeMarks(db);
    const before = await marks();
    const outsider = await post(
      castVoteRoute,
      `/api/confidence-votes/${vote.id}/vote`,
      'bob',
      { vote: 'yes' },
      { id: vote.id },
    );
    expect(outsider.status).toBe(403);
    const notLeader = await post(callVoteRoute, '/api/confidence-votes', 'carol', {});
    expect(notLeader.status).toBe(403);
    expect(await marks()).toBe(before);
    const cast = await post(
      castVoteRoute,
      `/api/confidence-votes/${vote.id}/vote`,
      'carol',
      { vote: 'yes' },
      { id: vote.id },
    );
    expect(cast.status).toBe(200);
    const again = await post(
      castVoteRoute,
      `/api/confidence-votes/${vote.id}/vote`,
      'carol',
      { vote: 'no' },
      { id: vote.id },
    );
    expect(again.status).toBe(409);

    await runPoliticsTurns(db(), 1);
    const turn = await turnNow();
    expect(await one(sql`select status, outcome from confidence_votes where id = ${vote.id}`)).toEqual({
      status: 'carried',
      outcome: 'snap_election',
    });
    const late = await post(
      castVoteRoute,
      `/api/confidence-votes/${vote.id}/vote`,
      'carol',
      { vote: 'no' },
      { id: vote.id },
    );
    expect(late.status).toBe(409);
    // Every Commons seat's term now ends with the snap election, which the next turn opens.
    const terms = await one<{ max: number }>(
      sql`select max(term_end_turn) as max from seats where office_id = 'uk-mp'`,
    );
    expect(terms.max).toBeLessThanOrEqual(turn + 7);
    await runPoliticsTurns(db(), 1);
    expect(
      await one(
        sql`select count(*)::int > 0 as opened from elections where office_id = 'uk-mp' and kind = 'regular' and status <> 'closed'`,
      ),
    ).toEqual({ opened: true });
    expect(
      await one(
        sql`select count(*)::int as n from notifications where character_id = ${carol.id} and kind = 'confidence_vote_decided'`,
      ),
    ).toEqual({ n: 1 });
  });
});
