import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '@/lib/testing/client-requests';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { importRoute } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { setSeatHolder } from '../../offices/set-seat-holder';
import { vacancyNextSteps } from '../next-steps';
import { openConfidenceVote, sittingGovernment } from './confidence-votes';

type Handler = NonNullable<Awaited<ReturnType<typeof importRoute>>[string]>;
const database = seededSuiteDatabase();
let askRoute: Handler;
let decideRoute: Handler;
const db = () => database.db;

beforeAll(async () => {
  askRoute = (await importRoute('/api/confidence-votes/question')).POST!;
  decideRoute = (await importRoute('/api/confidence-votes/[id]/decision')).POST!;
  // No regular election interferes: every elected seat's term runs well past these tests.
  await db().execute(sql`update seats set term_end_turn = 150 where term_end_turn is not null`);
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await db().execute(query)).rows[0] as T;
}
const turnNow = async () => (await one<{ t: number }>(sql`select current_turn as t from game_state`)).t;

async function post(handler: Handler, username: string, path: string, body: unknown, id?: string) {
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
    { params: Promise.resolve(id ? { id } : {}) } as never,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A minority government of the head's party alone: short of a majority of the Bundestag's members. */
async function minorityGovernment(head: { id: string; party_id: string }) {
  await db().execute(
    sql`update confidence_votes set opened_turn = opened_turn - 100 where country_id = 'DE'`,
  );
  await db().execute(sql`
    update governments g set head_character_id = ${head.id}, head_party_id = ${head.party_id},
      party_ids = array[${head.party_id}], kind = 'minority', majority_threshold = 316
    where g.country_id = 'DE' and g.ended_turn is null`);
}

describe("the Chancellor's confidence question (Basic Law Art. 68)", () => {
  it('a player Chancellor asks; lost, she chooses, and a dissolution calls a snap election', async () => {
    // Bob moves to Germany and is seated as Chancellor by the admin tool.
    const bob = await one<{ id: string; party_id: string }>(sql`
      update characters c set country_id = 'DE', state_id = 'DE-BY', party_id = 'de-spd'
      from users u where u.id = c.user_id and u.username = 'bob' returning c.id, c.party_id`);
    const admin = await one<{ id: string }>(sql`select id from users where username = 'admin'`);
    await setSeatHolder(db(), { adminUserId: admin.id, seatId: 'de-chancellor-nat-1', characterId: bob.id });
    await minorityGovernment(bob);

    const marks = stateChangeMarks(db, { skipTables: ['rate_limits', 'sessions'] });
    const before = await marks();
    expect(await post(askRoute, 'carol', '/api/confidence-votes/question', {})).toMatchObject({
      status: 403,
      body: { code: 'NOT_OFFICE_HOLDER' },
    });
    expect(await marks()).toBe(before);

    const asked = await post(askRoute, 'bob', '/api/confidence-votes/question', {});
    expect(asked.status).toBe(200);
    const voteId = String(asked.body.confidenceVoteId);
    expect(await post(askRoute, 'bob', '/api/confidence-votes/question', {})).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
    const open = await one<{ reason: string; called: string; yes: number; no: number }>(sql`
      select reason, called_by_character_id as called, yes_votes as yes, no_votes as no
      from confidence_votes where id = ${voteId}`);
    // The governing party votes yes (for the government), the others no.
    expect(open).toMatchObject({ reason: 'confidence_question', called: bob.id });
    expect(open.no).toBeGreaterThan(open.yes);

    // Asked at turn T, the question closes at T + 1: the second turn decides it.
    await runPoliticsTurns(db(), 2);
    const lost = await one<{
      status: string;
      outcome: string | null;
      needed: number;
      closes: number | null;
    }>(sql`
      select status, outcome, votes_needed as needed, head_choice_closes_turn as closes
      from confidence_votes where id = ${voteId}`);
    expect(lost).toMatchObject({ status: 'defeated', outcome: null, needed: 316 });
    expect(lost.closes).not.toBeNull();
    const steps = await vacancyNextSteps(db(), {
      id: bob.id,
      userId: '',
      countryId: 'DE',
      stateId: 'DE-BY',
      partyId: bob.party_id,
      lastTurn: await turnNow(),
    });
    expect(steps[0]).toMatchObject({ kind: 'confidence-head-choice', href: '/countries/DE/confidence' });

    expect(
      await post(
        decideRoute,
        'bob',
        `/api/confidence-votes/${voteId}/decision`,
        { choice: 'dissolve' },
        voteId,
      ),
    ).toMatchObject({ status: 200, body: { outcome: 'snap_election' } });
    const terms = await one<{ max: number }>(
      sql`select max(term_end_turn) as max from seats where office_id = 'de-mdb'`,
    );
    expect(terms.max).toBeLessThan((await turnNow()) + 10);
  });

  it('a non-player Chancellor who loses the question has the Bundestag dissolved', async () => {
    await db().execute(sql`update seats set term_end_turn = 150 where office_id = 'de-mdb'`);
    const npp = await one<{ id: string; party_id: string }>(sql`
      select c.id, c.party_id from seats s join characters c on c.id = s.holder_character_id
      where s.office_id = 'de-mdb' and c.is_npp order by s.id limit 1`);
    await minorityGovernment(npp);
    const government = (await sittingGovernment(db(), 'DE'))!;
    expect(government.headIsPlayer).toBe(false);
    const voteId = await openConfidenceVote(db(), {
      government,
      reason: 'confidence_question',
      calledBy: npp.id,
      successor: null,
      turn: await turnNow(),
      now: new Date(),
      salt: 'question',
    });
    await runPoliticsTurns(db(), 2);
    expect(await one(sql`select status, outcome from confidence_votes where id = ${voteId}`)).toEqual({
      status: 'defeated',
      outcome: 'snap_election',
    });
    const terms = await one<{ max: number }>(
      sql`select max(term_end_turn) as max from seats where office_id = 'de-mdb'`,
    );
    expect(terms.max).toBeLessThan((await turnNow()) + 10);
  });

  it('a government with a majority of members wins it and stays', async () => {
    await db().execute(sql`update seats set term_end_turn = 150 where office_id = 'de-mdb'`);
    await db().execute(
      sql`update confidence_votes set opened_turn = opened_turn - 100 where country_id = 'DE'`,
    );
    const government = (await sittingGovernment(db(), 'DE'))!;
    // Every party governs: the question carries.
    await db().execute(sql`
      update governments set party_ids = array(select id from parties where country_id = 'DE' and not is_default)
      where id = ${government.id}`);
    const voteId = await openConfidenceVote(db(), {
      government: (await sittingGovernment(db(), 'DE'))!,
      reason: 'confidence_question',
      calledBy: government.headCharacterId,
      successor: null,
      turn: await turnNow(),
      now: new Date(),
      salt: 'majority',
    });
    await runPoliticsTurns(db(), 2);
    expect(await one(sql`select status, outcome from confidence_votes where id = ${voteId}`)).toEqual({
      status: 'carried',
      outcome: 'survived',
    });
    expect(await one(sql`select max(term_end_turn) as max from seats where office_id = 'de-mdb'`)).toEqual({
      max: 150,
    });
  });
});
