import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '@/lib/testing/client-requests';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { importRoute } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { setSeatHolder } from '../../offices/set-seat-holder';
import { vacancyNextSteps } from '../next-steps';
import { HEAD_CHOICE_TURNS } from './constants';
import { listConfidenceVotes } from './list-confidence-votes';

type Handler = NonNullable<Awaited<ReturnType<typeof importRoute>>[string]>;
const database = seededSuiteDatabase();
let decideRoute: Handler;
const db = () => database.db;

beforeAll(async () => {
  decideRoute = (await importRoute('/api/confidence-votes/[id]/decision')).POST!;
  // No regular election interferes: every elected seat's term runs well past these tests.
  await db().execute(sql`update seats set term_end_turn = 150 where term_end_turn is not null`);
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await db().execute(query)).rows[0] as T;
}
const turnNow = async () => (await one<{ t: number }>(sql`select current_turn as t from game_state`)).t;

async function decide(username: string, voteId: string, choice: string) {
  const response = await decideRoute(
    new Request(`http://localhost:3000/api/confidence-votes/${voteId}/decision`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: await loginAs(username),
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ choice }),
    }),
    { params: Promise.resolve({ id: voteId }) } as never,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Carol, a player, is the UK's prime minister (the admin seat tool, and the government's head), and her
 * government loses its majority, so the phase calls a vote that it then loses. Returns the vote's id.
 */
async function carolLosesAVote(): Promise<string> {
  const carol = await one<{ id: string; party_id: string }>(sql`
    select c.id, c.party_id from characters c join users u on u.id = c.user_id where u.username = 'carol'`);
  const admin = await one<{ id: string }>(sql`select id from users where username = 'admin'`);
  const held = await one<{ h: string | null }>(
    sql`select holder_character_id as h from seats where id = 'uk-prime_minister-nat-1'`,
  );
  if (held.h !== carol.id) {
    await setSeatHolder(db(), {
      adminUserId: admin.id,
      seatId: 'uk-prime_minister-nat-1',
      characterId: carol.id,
    });
  }
  // Her government: her party alone, short of a majority. Older votes are moved past the cooldown.
  await db().execute(sql`
    update confidence_votes set opened_turn = opened_turn - 100 where country_id = 'UK'`);
  await db().execute(sql`
    update governments g set head_character_id = ${carol.id}, head_party_id = ${carol.party_id},
      party_ids = array[${carol.party_id}], kind = 'coalition', majority_threshold = 651
    where g.country_id = 'UK' and g.ended_turn is null`);
  await runPoliticsTurns(db(), 1);
  const vote = await one<{ id: string }>(sql`
    select id from confidence_votes where country_id = 'UK' and status = 'open'`);
  // Every member votes for the motion: a government of no members cannot survive it.
  await db().execute(sql`
    insert into confidence_vote_ballots (vote_id, character_id, vote, turn)
    select ${vote.id}, s.holder_character_id, 'yes', ${await turnNow()} from seats s
    where s.office_id = 'uk-mp' and s.holder_character_id is not null
    on conflict (vote_id, character_id) do update set vote = 'yes'`);
  await runPoliticsTurns(db(), 1);
  return vote.id;
}

describe('a player prime minister who loses a vote of no confidence', () => {
  it('chooses: the outcome waits, the desk asks, and only she may answer', async () => {
    const voteId = await carolLosesAVote();
    const turn = await turnNow();
    const vote = await one<{ status: string; outcome: string | null; closes: number }>(sql`
      select status, outcome, head_choice_closes_turn as closes from confidence_votes where id = ${voteId}`);
    expect(vote).toMatchObject({ status: 'carried', outcome: null });
    expect(vote.closes).toBe(turn - 1 + HEAD_CHOICE_TURNS);
    // No dissolution yet.
    expect(await one(sql`select max(term_end_turn) as t from seats where office_id = 'uk-mp'`)).toEqual({
      t: 150,
    });
    const carol = await one<{ id: string; state_id: string }>(sql`
      select c.id, c.state_id from characters c join users u on u.id = c.user_id where u.username = 'carol'`);
    const steps = await vacancyNextSteps(db(), {
      id: carol.id,
      userId: '',
      countryId: 'UK',
      stateId: carol.state_id,
      partyId: null,
      lastTurn: turn,
    });
    expect(steps[0]).toMatchObject({
      kind: 'confidence-head-choice',
      label: 'Resign or dissolve parliament',
    });

    const marks = stateChangeMarks(db, { skipTables: ['rate_limits', 'sessions'] });
    const before = await marks();
    expect(await decide('bob', voteId, 'resign')).toMatchObject({
      status: 403,
      body: { code: 'NOT_OFFICE_HOLDER' },
    });
    expect((await decide('carol', voteId, 'abdicate')).status).toBe(400);
    expect((await decide('carol', 'cv-uk-9999', 'resign')).status).toBe(404);
    expect(await marks()).toBe(before);
  });

  it('resigns: parliament forms a new government without her, and no snap election', async () => {
    const { id: voteId } = await one<{ id: string }>(sql`
      select id from confidence_votes where country_id = 'UK' and status = 'carried' and outcome is null`);
    const carol = await one<{ id: string }>(sql`
      select c.id from characters c join users u on u.id = c.user_id where u.username = 'carol'`);
    expect(await decide('carol', voteId, 'resign')).toMatchObject({
      status: 200,
      body: { choice: 'resign', outcome: 'new_formation' },
    });
    expect(
      await one(sql`select outcome, head_choice as choice from confidence_votes where id = ${voteId}`),
    ).toEqual({ outcome: 'new_formation', choice: 'resign' });
    const head = await one<{ h: string }>(sql`
      select head_character_id as h from governments where country_id = 'UK' and ended_turn is null`);
    expect(head.h).not.toBe(carol.id);
    expect(await one(sql`select max(term_end_turn) as t from seats where office_id = 'uk-mp'`)).toEqual({
      t: 150,
    });
    expect((await decide('carol', voteId, 'dissolve')).status).toBe(409);
    const listed = await listConfidenceVotes(db(), { country: 'UK' });
    expect(listed.confidenceVotes.find((v) => v.id === voteId)).toMatchObject({
      status: 'carried',
      outcome: 'new_formation',
      headChoice: 'resign',
      headChoiceClosesTurn: expect.any(Number),
    });
  });

  it('lets the window lapse: parliament is dissolved, the game’s default', async () => {
    const voteId = await carolLosesAVote();
    expect(await one(sql`select outcome from confidence_votes where id = ${voteId}`)).toEqual({
      outcome: null,
    });
    await runPoliticsTurns(db(), HEAD_CHOICE_TURNS);
    const turn = await turnNow();
    expect(
      await one(sql`select outcome, head_choice as choice from confidence_votes where id = ${voteId}`),
    ).toEqual({ outcome: 'snap_election', choice: null });
    const terms = await one<{ max: number }>(
      sql`select max(term_end_turn) as max from seats where office_id = 'uk-mp'`,
    );
    expect(terms.max).toBeLessThan(turn + 10);
    expect((await decide('carol', voteId, 'resign')).status).toBe(409);
  });
});
