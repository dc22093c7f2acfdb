import { sql } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as billDetail } from '@/app/api/legislation/bills/[id]/route';
import { POST as voteRoute } from '@/app/api/legislation/bills/[id]/vote/route';
import { GET as meRoute } from '@/app/api/legislation/me/route';
import { GET as listRoute } from '@/app/api/legislation/route';
import { POST as proposeRoute } from '@/app/api/legislation/bills/route';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import {
  BILL_FAVORABILITY_STEP,
  BILL_PROPOSE_ACTION_COST,
  BILL_VOTE_ACTION_COST,
} from '@/lib/systems/politics/legislation/constants';
import { seatAsAdmin } from '@/lib/testing/seat-holder';
import { createRandom } from '@/lib/platform/random';
import { refreshPendingTallies } from '@/lib/systems/politics/legislation/phases/cast-npp-votes';
import { resolveBills } from '@/lib/systems/politics/legislation/phases/resolve-bills';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies; the contract test pins shapes
type Json = Record<string, any>;

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'carol']) cookies[user] = await loginAs(user);
  await seatAsAdmin(database.db, { username: 'alice', officeId: 'us-representative' });
});

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'worker_heartbeats'] });
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows[0]!;

async function propose(user: string, body: unknown) {
  const response = await proposeRoute(
    clientRequest('/api/legislation/bills', { method: 'POST', body, cookie: cookies[user] }),
    routeContext(),
  );
  return { status: response.status, body: (await response.json()) as Json };
}
async function vote(user: string, id: string, body: unknown) {
  const response = await voteRoute(
    clientRequest(`/api/legislation/bills/${id}/vote`, { method: 'POST', body, cookie: cookies[user] }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

/** A state-scope type option not in force in CA. */
async function freeCaOption(typeId: string): Promise<number> {
  const row = await one<{ option_index: number }>(sql`
    select o.option_index from policy_options o where o.legislation_type_id = ${typeId}
      and not exists (select 1 from enacted_policies ep where ep.active and ep.state_id = 'CA'
        and ep.legislation_type_id = o.legislation_type_id and ep.option_index = o.option_index)
    order by o.option_index limit 1`);
  return row.option_index;
}

let billId = '';

describe('proposing a bill', () => {
  it('tells the page who sits where and what they may propose', async () => {
    const mine = await meRoute(
      clientRequest('/api/legislation/me', { cookie: cookies.alice }),
      routeContext(),
    );
    const body = (await mine.json()) as Json;
    expect(body.legislator).toMatchObject({
      chamber: 'House of Representatives',
      countryId: 'US',
      stateId: 'CA',
    });
    expect(body.types.length).toBeGreaterThan(20);
    const theirs = await meRoute(
      clientRequest('/api/legislation/me', { cookie: cookies.bob }),
      routeContext(),
    );
    expect(((await theirs.json()) as Json).legislator).toBeNull();
  });

  it('refuses a non-legislator with 403 NOT_A_LEGISLATOR, writing nothing', async () => {
    const before = await snapshot();
    const optionIndex = await freeCaOption('us_state_housing');
    const { status, body } = await propose('bob', {
      legislationTypeId: 'us_state_housing',
      optionIndex,
      stateId: 'CA',
    });
    expect(status).toBe(403);
    expect(body).toEqual({ error: expect.any(String), code: 'NOT_A_LEGISLATOR' });
    expect(await snapshot()).toBe(before);
  });

  it.each([
    [{ legislationTypeId: 'us_state_housing', optionIndex: 0 }, 400, 'BAD_REQUEST'],
    [{ legislationTypeId: 'us_minimum_wage', optionIndex: 0, stateId: 'CA' }, 400, 'BAD_REQUEST'],
    [{ legislationTypeId: 'us_state_housing', optionIndex: 99, stateId: 'CA' }, 400, 'BAD_REQUEST'],
    [{ legislationTypeId: 'us_state_housing', optionIndex: -1, stateId: 'CA' }, 400, 'BAD_REQUEST'],
    [{ legislationTypeId: 'us_state_housing', optionIndex: 'x', stateId: 'CA' }, 400, 'BAD_REQUEST'],
    [{ legislationTypeId: 'uk_nope', optionIndex: 0 }, 404, 'NOT_FOUND'],
    [{ legislationTypeId: 'us_state_housing', optionIndex: 0, stateId: 'ENG' }, 404, 'NOT_FOUND'],
  ])('refuses %j with %i %s, writing nothing', async (input, expectedStatus, code) => {
    const before = await snapshot();
    const { status, body } = await propose('alice', input);
    expect(status).toBe(expectedStatus);
    expect(body.code).toBe(code);
    expect(await snapshot()).toBe(before);
  });

  it('proposes as a legislator: costs actions, casts the sponsor yes, awards first_bill', async () => {
    const optionIndex = await freeCaOption('us_state_housing');
    const actionsBefore = await one<{ actions: number }>(sql`
      select ${currentActionsSql('c')} as actions from characters c join users u on u.id = c.user_id where u.username = 'alice'`);
    const { status, body } = await propose('alice', {
      legislationTypeId: 'us_state_housing',
      optionIndex,
      stateId: 'ca',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      actionCost: BILL_PROPOSE_ACTION_COST,
      actions: actionsBefore.actions - BILL_PROPOSE_ACTION_COST,
      achievementAwarded: true,
      bill: { status: 'pending', scope: 'state', stateId: 'CA', vote: { yes: 1, no: 0, abstain: 0 } },
    });
    const alice = await one<{ name: string; seq: number }>(sql`
      select c.name, c.seq from characters c join users u on u.id = c.user_id where u.username = 'alice'`);
    expect(body.bill.sponsor).toEqual({
      name: alice.name,
      party: 'Democratic Party',
      profileUrl: `/characters/${alice.seq}`,
    });
    expect(body.bill.effects.length).toBeGreaterThan(0);
    billId = body.bill.id;
    const achievement = await one<{ n: number }>(sql`
      select count(*)::int as n from character_achievements ca join characters c on c.id = ca.character_id
        join users u on u.id = c.user_id where u.username = 'alice' and ca.achievement_id = 'first_bill'`);
    expect(achievement.n).toBe(1);
  });

  it("lists the bill on the legislation page's list with its sponsor's name, party and profile", async () => {
    const response = await listRoute(clientRequest('/api/legislation?country=US&limit=50'), routeContext());
    expect(response.status).toBe(200);
    const { bills } = (await response.json()) as Json;
    const listed = bills.find((b: Json) => b.id === billId);
    const alice = await one<{ name: string; seq: number }>(sql`
      select c.name, c.seq from characters c join users u on u.id = c.user_id where u.username = 'alice'`);
    expect(listed.sponsor).toEqual({
      name: alice.name,
      party: 'Democratic Party',
      profileUrl: `/characters/${alice.seq}`,
    });
    // Every listed bill has a sponsor the Sponsor column can show.
    for (const bill of bills) expect(bill.sponsor.name, bill.id).toEqual(expect.any(String));
  });

  it('refuses a second pending bill on the same subject and place with 409', async () => {
    const row = await one<{ option_index: number }>(sql`select option_index from bills where id = ${billId}`);
    const other = await one<{ option_index: number }>(sql`
      select option_index from policy_options where legislation_type_id = 'us_state_housing'
        and option_index <> ${row.option_index} order by option_index desc limit 1`);
    const before = await snapshot();
    const { status, body } = await propose('alice', {
      legislationTypeId: 'us_state_housing',
      optionIndex: other.option_index,
      stateId: 'CA',
    });
    expect(status).toBe(409);
    expect(body.code).toBe('BILL_ALREADY_PENDING');
    expect(await snapshot()).toBe(before);
  });
});

describe('voting on a bill', () => {
  it('refuses a non-member with 403, unknown bills with 404, bad votes with 400; nothing written', async () => {
    const before = await snapshot();
    expect(await vote('bob', billId, { vote: 'yes' })).toMatchObject({
      status: 403,
      body: { code: 'NOT_A_LEGISLATOR' },
    });
    expect(await vote('carol', billId, { vote: 'no' })).toMatchObject({ status: 403 });
    expect(await vote('alice', 'ffffffffffffffffffffffff', { vote: 'yes' })).toMatchObject({ status: 404 });
    expect(await vote('alice', 'not-an-id', { vote: 'yes' })).toMatchObject({ status: 400 });
    expect(await vote('alice', billId, { vote: 'maybe' })).toMatchObject({ status: 400 });
    expect(await vote('alice', billId, {})).toMatchObject({ status: 400 });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a second vote (the sponsor voted yes) with 409 ALREADY_VOTED', async () => {
    const before = await snapshot();
    expect(await vote('alice', billId, { vote: 'no' })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_VOTED' },
    });
    expect(await snapshot()).toBe(before);
  });

  it('lets a member vote once, for actions, and updates the tally', async () => {
    await seatAsAdmin(database.db, { username: 'bob', officeId: 'us-representative' });
    await database.db.execute(sql`
      update characters set actions = ${BILL_VOTE_ACTION_COST - 1}
      where user_id = (select id from users where username = 'bob')`);
    const before = await snapshot();
    expect(await vote('bob', billId, { vote: 'no' })).toMatchObject({
      status: 409,
      body: { code: 'INSUFFICIENT_ACTIONS' },
    });
    expect(await snapshot()).toBe(before);
    await database.db.execute(sql`
      update characters set actions = 100 where user_id = (select id from users where username = 'bob')`);
    const { status, body } = await vote('bob', billId, { vote: 'no' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      billId,
      vote: 'no',
      tally: { yes: 1, no: 1, abstain: 0 },
      actions: 100 - BILL_VOTE_ACTION_COST,
      actionCost: BILL_VOTE_ACTION_COST,
      stage: 'first_chamber',
      round: 1,
    });
    const detail = await billDetail(
      clientRequest(`/api/legislation/bills/${billId}`, { cookie: cookies.bob }),
      routeContext({ id: billId }),
    );
    const detailBody = (await detail.json()) as Json;
    expect(detailBody.viewer).toEqual({ isMember: true, myVote: 'no', canVote: false, canSign: false });
    expect(detailBody.votesByParty).toEqual(
      expect.arrayContaining([expect.objectContaining({ party: 'Democratic Party', yes: 1 })]),
    );
  });

  it('refuses votes once the window has closed with 409 BILL_CLOSED', async () => {
    await database.db.execute(sql`update game_state set current_turn = current_turn + 10`);
    await database.db.execute(sql`
      delete from bill_votes where bill_id = ${billId}
        and character_id = (select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob')`);
    const before = await snapshot();
    expect(await vote('bob', billId, { vote: 'yes' })).toMatchObject({
      status: 409,
      body: { code: 'BILL_CLOSED' },
    });
    expect(await snapshot()).toBe(before);
    await database.db.execute(sql`update game_state set current_turn = current_turn - 10`);
  });
});

describe('resolving bills', () => {
  it('enacts a passed bill: policy records, history, news, voter favorability, sponsor achievement', async () => {
    // Every non-player member of the House votes yes.
    await database.db.execute(sql`
      insert into bill_votes (bill_id, character_id, vote, turn)
      select ${billId}, s.holder_character_id, 'yes', 1
      from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
      where o.chamber_id = 'us-house' and s.is_voting and c.is_npp
      on conflict do nothing`);
    await refreshPendingTallies(database.db);
    const bill = await one<{
      voting_ends_turn: number;
      option_index: number;
      popularity: number;
      voter: string;
      fav: number;
    }>(sql`
      select b.voting_ends_turn, b.option_index,
        (select coalesce(avg(case when (e.value->>'direction' = 'up') = md.higher_is_better then 1 else -1 end), 0)::float8
          from jsonb_array_elements(b.effects) e join metric_definitions md on md.id = e.value->>'metric') as popularity,
        v.character_id as voter, c.favorability as fav
      from bills b join bill_votes v on v.bill_id = b.id and v.vote = 'yes'
        join characters c on c.id = v.character_id and c.is_npp
      where b.id = ${billId} order by v.character_id limit 1`);
    const resolved = await resolveBills(
      database.db,
      bill.voting_ends_turn,
      new Date('2030-01-01T00:00:00Z'),
      createRandom('resolve'),
    );
    expect(resolved.map((r) => [r.id, r.status])).toEqual([[billId, 'passed']]);
    const enacted = await one<{ option_index: number; n: number }>(sql`
      select option_index, count(*) over ()::int as n from enacted_policies
      where enacted_by_bill_id = ${billId} and active and state_id = 'CA'`);
    expect(enacted).toEqual({ option_index: bill.option_index, n: 1 });
    const record = await one<{ updated: boolean }>(sql`
      select updated_at = '2030-01-01T00:00:00Z'::timestamptz as updated from state_policies
      where state_id = 'CA' and legislation_type_id = 'us_state_housing'`);
    expect(record.updated).toBe(true);
    const event = await one<{ event_type: string; bill_scope: string; details: Record<string, unknown> }>(sql`
      select event_type, bill_scope, details from history_events where details->>'billId' = ${billId}`);
    expect(event).toMatchObject({
      event_type: 'bill_enacted',
      bill_scope: 'state',
      details: { stateId: 'CA', no: 0 },
    });
    const news = await one<{ n: number }>(sql`
      select count(*)::int as n from news_posts where category = 'legislation' and title like 'Bill enacted:%'`);
    expect(news.n).toBe(1);
    const voter = await one<{ favorability: number }>(
      sql`select favorability from characters where id = ${bill.voter}`,
    );
    expect(voter.favorability).toBeCloseTo(
      Math.min(100, Math.max(0, bill.fav + BILL_FAVORABILITY_STEP * bill.popularity)),
      4,
    );
    const award = await one<{ n: number }>(sql`
      select count(*)::int as n from character_achievements ca join characters c on c.id = ca.character_id
        join users u on u.id = c.user_id where u.username = 'alice' and ca.achievement_id = 'bill_enacted'`);
    expect(award.n).toBe(1);
    // Alice sponsored it and voted yes: she hears it passed once, and of the achievement it earned her.
    const told = await database.db.execute<{ kind: string; title: string; body: string; link: string }>(sql`
      select n.kind, n.title, n.body, n.link from notifications n join users u on u.id = n.user_id
      where u.username = 'alice' and n.kind in ('bill_passed', 'bill_failed', 'achievement')
      order by n.kind, n.title`);
    const passed = told.rows.filter((row) => row.link === `/legislation/${billId}`);
    expect(passed).toEqual([
      {
        kind: 'bill_passed',
        title: expect.stringMatching(/^Passed: /),
        body: expect.stringMatching(
          /^The bill you sponsored became law; its first chamber voted \d+ to 0, 0 abstaining\.$/,
        ),
        link: `/legislation/${billId}`,
      },
    ]);
    expect(told.rows.some((row) => row.kind === 'achievement')).toBe(true);
  });

  it('fails a bill short of a majority and records bill_failed, enacting nothing', async () => {
    const optionIndex = await freeCaOption('us_state_environment');
    const { status, body } = await propose('alice', {
      legislationTypeId: 'us_state_environment',
      optionIndex,
      stateId: 'CA',
    });
    expect(status).toBe(200);
    const id = body.bill.id as string;
    const resolved = await resolveBills(
      database.db,
      body.bill.votingEndsTurn,
      new Date(),
      createRandom('resolve'),
    );
    expect(resolved.map((r) => [r.id, r.status])).toEqual([[id, 'failed']]);
    const events = await one<{ n: number }>(sql`
      select count(*)::int as n from history_events where event_type = 'bill_failed' and details->>'billId' = ${id}`);
    expect(events.n).toBe(1);
    const enacted = await one<{ n: number }>(
      sql`select count(*)::int as n from enacted_policies where enacted_by_bill_id = ${id}`,
    );
    expect(enacted.n).toBe(0);
  });
});
