import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as signRoute } from '@/app/api/legislation/bills/[id]/sign/route';
import { POST as vetoRoute } from '@/app/api/legislation/bills/[id]/veto/route';
import { POST as voteRoute } from '@/app/api/legislation/bills/[id]/vote/route';
import { createRandom } from '@/lib/platform/random';
import { clientRequest, routeContext } from '@/lib/testing/client-requests';
import { seatAsAdmin } from '@/lib/testing/seat-holder';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { legislationNextSteps } from '@/lib/systems/politics/legislation/bills-to-vote';
import { openFirstRound } from '@/lib/systems/politics/legislation/open-first-round';
import { refreshPendingTallies } from '@/lib/systems/politics/legislation/phases/cast-npp-votes';
import { resolveBills } from '@/lib/systems/politics/legislation/phases/resolve-bills';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies
type Json = Record<string, any>;

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
let billSeq = 0;

beforeAll(async () => {
  for (const user of ['alice', 'bob']) cookies[user] = await sessionCookieFor(database.db, user);
  // Bob is seated as president by the admin tool: bills wait on his desk instead of a non-player's.
  await seatAsAdmin(database.db, { username: 'bob', officeId: 'us-president' });
  await seatAsAdmin(database.db, { username: 'alice', officeId: 'us-representative' });
}, 120_000);

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'sessions'] });
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows[0]!;

/**
 * A national bill of `country` in `chamberId`, sponsored by alice (US) or a non-player member, on a type of
 * `domain` whose option is not in force: the fixture stands for a proposal, which legislation-actions tests.
 */
async function newBill(input: { country: string; chamberId: string; domain?: string; notDomain?: string }) {
  billSeq += 1;
  const id = `b111111111111111111111${String(billSeq).padStart(2, '0')}`;
  const turn = (await one<{ t: number }>(sql`select current_turn as t from game_state`)).t;
  await database.db.execute(sql`
    with pick as (
      select lt.id, lt.name, o.option_index, o.name as option_name from legislation_types lt
        join policy_options o on o.legislation_type_id = lt.id
      where ${input.country} = any(lt.countries) and lt.allowed_scope in ('national', 'both')
        and (${input.domain ?? null}::text is null or lt.policy_domain = ${input.domain ?? null})
        and (${input.notDomain ?? null}::text is null or lt.policy_domain <> ${input.notDomain ?? null})
        and not exists (select 1 from bills b where b.legislation_type_id = lt.id and b.status = 'pending'
          and b.scope = 'national')
        and not exists (select 1 from enacted_policies ep where ep.active and ep.scope = 'national'
          and ep.country_id = ${input.country} and ep.legislation_type_id = lt.id and ep.option_index = o.option_index)
      order by lt.id, o.option_index limit 1
    ),
    sponsor as (
      select c.id, c.name from seats s join offices o on o.id = s.office_id and o.chamber_id = ${input.chamberId}
        join characters c on c.id = s.holder_character_id
      order by (c.user_id is not null) desc, s.id limit 1
    )
    insert into bills (id, country_id, chamber_id, scope, legislation_type_id, option_index, title,
      sponsor_character_id, sponsor_name, status, proposed_turn, voting_ends_turn)
    select ${id}, ${input.country}, ${input.chamberId}, 'national', pick.id, pick.option_index,
      pick.name || ': ' || pick.option_name, sponsor.id, sponsor.name, 'pending', ${turn}, ${turn + 3}
    from pick, sponsor`);
  await openFirstRound(database.db, sql`b.id = ${id}`, new Date());
  return id;
}

/** Every voting member of the chamber holding the bill's open round votes: the first `yesShare` yes. */
async function voteRound(billId: string, yesShare: number) {
  await database.db.execute(sql`
    insert into bill_votes (bill_id, round, character_id, vote, turn)
    select b.id, b.round, s.holder_character_id,
      case when row_number() over (order by s.id) <= ceil(${yesShare}::float8 * count(*) over ()) then 'yes' else 'no' end,
      r.opened_turn
    from bills b join bill_rounds r on r.bill_id = b.id and r.round = b.round
      join offices o on o.chamber_id = r.chamber_id and o.role = 'legislator'
      join seats s on s.office_id = o.id and s.is_voting and s.holder_character_id is not null
    where b.id = ${billId}
    on conflict do nothing`);
  await refreshPendingTallies(database.db, { billId });
}

/** Runs the resolve phase on the turn the bill's current stage closes. */
async function closeStage(billId: string) {
  const { t } = await one<{ t: number }>(sql`select stage_ends_turn as t from bills where id = ${billId}`);
  return resolveBills(database.db, t, new Date(), createRandom(`path:${billId}:${t}`));
}

const bill = (id: string) =>
  one<{
    stage: string;
    status: string;
    round: number;
    veto_name: string | null;
    veto_overridden: boolean | null;
    signed_by_name: string | null;
  }>(
    sql`select stage, status, round, veto_name, veto_overridden, signed_by_name from bills where id = ${id}`,
  );

/** The desk's legislation steps for a player. */
async function stepsOf(username: string) {
  const me = await one<{
    id: string;
    user_id: string;
    country_id: string;
    state_id: string;
    party_id: string;
  }>(sql`
    select c.id, c.user_id, c.country_id, c.state_id, c.party_id from characters c
      join users u on u.id = c.user_id where u.username = ${username}`);
  const { t } = await one<{ t: number }>(sql`select current_turn - 1 as t from game_state`);
  return legislationNextSteps(database.db, {
    id: me.id,
    userId: me.user_id,
    countryId: me.country_id,
    stateId: me.state_id,
    partyId: me.party_id,
    lastTurn: t,
  });
}

async function act(route: typeof signRoute, path: string, id: string, user: string, body?: unknown) {
  const response = await route(
    clientRequest(`/api/legislation/bills/${id}/${path}`, { method: 'POST', body, cookie: cookies[user] }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

describe('US: two chambers and the president', () => {
  it('passes the House, then the Senate, then waits on the desk; the president signs it into law', async () => {
    const id = await newBill({ country: 'US', chamberId: 'us-house' });
    await voteRound(id, 0.6);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'second_chamber', status: 'pending', round: 2 });
    await voteRound(id, 0.6);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'awaiting_signature', status: 'pending' });
    const rounds = await database.db.execute(sql`
      select round, chamber_id, outcome from bill_rounds where bill_id = ${id} order by round`);
    expect(rounds.rows).toEqual([
      { round: 1, chamber_id: 'us-house', outcome: 'passed' },
      { round: 2, chamber_id: 'us-senate', outcome: 'passed' },
    ]);
    const told = await one<{ n: number }>(sql`
      select count(*)::int as n from notifications n join users u on u.id = n.user_id
      where u.username = 'bob' and n.kind = 'bill_awaiting_signature' and n.link = ${`/legislation/${id}`}`);
    expect(told.n).toBe(1);

    expect(await stepsOf('bob')).toContainEqual(
      expect.objectContaining({ kind: 'bill-sign', href: `/legislation/${id}` }),
    );

    // Only the president signs: alice is refused, and nothing is written.
    const before = await snapshot();
    expect(await act(signRoute, 'sign', id, 'alice')).toMatchObject({
      status: 403,
      body: { code: 'NOT_OFFICE_HOLDER' },
    });
    expect(await snapshot()).toBe(before);

    expect(await act(signRoute, 'sign', id, 'bob')).toMatchObject({
      status: 200,
      body: { stage: 'enacted', status: 'passed' },
    });
    expect(await bill(id)).toMatchObject({ stage: 'enacted', status: 'passed', signed_by_name: 'Bob Baker' });
    const enacted = await one<{ n: number }>(sql`
      select count(*)::int as n from enacted_policies where enacted_by_bill_id = ${id} and active`);
    expect(enacted.n).toBe(1);
    // Signing twice is the wrong stage.
    const after = await snapshot();
    expect(await act(signRoute, 'sign', id, 'bob')).toMatchObject({
      status: 409,
      body: { code: 'BILL_WRONG_STAGE' },
    });
    expect(await snapshot()).toBe(after);
  });

  it('fails when the Senate rejects it', async () => {
    const id = await newBill({ country: 'US', chamberId: 'us-house' });
    await voteRound(id, 0.6);
    await closeStage(id);
    await voteRound(id, 0.3);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'failed', status: 'failed' });
  });

  it('a veto goes back to both chambers; two thirds of each override it', async () => {
    const id = await newBill({ country: 'US', chamberId: 'us-house' });
    for (let round = 0; round < 2; round += 1) {
      await voteRound(id, 0.8);
      await closeStage(id);
    }
    expect(await act(vetoRoute, 'veto', id, 'bob', { message: 'Too costly.' })).toMatchObject({
      status: 200,
      body: { stage: 'override', status: 'pending' },
    });
    expect(await bill(id)).toMatchObject({ stage: 'override', round: 3, veto_name: 'Bob Baker' });
    expect(await stepsOf('alice')).toContainEqual(
      expect.objectContaining({ kind: 'bill-override', href: `/legislation/${id}` }),
    );
    // alice votes in the override round through the same vote route she voted in before.
    const voted = await voteRoute(
      clientRequest(`/api/legislation/bills/${id}/vote`, {
        method: 'POST',
        body: { vote: 'yes' },
        cookie: cookies.alice,
      }),
      routeContext({ id }),
    );
    expect(voted.status).toBe(200);
    expect(await voted.json()).toMatchObject({ round: 3, stage: 'override', tally: { yes: 1 } });
    const again = await voteRoute(
      clientRequest(`/api/legislation/bills/${id}/vote`, {
        method: 'POST',
        body: { vote: 'no' },
        cookie: cookies.alice,
      }),
      routeContext({ id }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'ALREADY_VOTED' });

    await voteRound(id, 0.7);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'override', round: 4 });
    await voteRound(id, 0.7);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'enacted', status: 'passed', veto_overridden: true });
    const told = await database.db.execute<{ username: string }>(sql`
      select u.username from notifications n join users u on u.id = n.user_id
      where n.kind = 'veto_overridden' and n.link = ${`/legislation/${id}`} order by u.username`);
    expect(told.rows.map((r) => r.username)).toEqual(['alice', 'bob']);
  });

  it('a veto stands when an override falls short of two thirds', async () => {
    const id = await newBill({ country: 'US', chamberId: 'us-house' });
    for (let round = 0; round < 2; round += 1) {
      await voteRound(id, 0.8);
      await closeStage(id);
    }
    expect((await act(vetoRoute, 'veto', id, 'bob', {})).status).toBe(200);
    await voteRound(id, 0.6);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'vetoed', status: 'failed', veto_overridden: false });
    const event = await one<{ title: string }>(sql`
      select title from history_events where details->>'billId' = ${id}`);
    expect(event.title).toMatch(/^Vetoed: /);
  });

  it('becomes law without a signature when the president does not act in time (Art. I §7)', async () => {
    const id = await newBill({ country: 'US', chamberId: 'us-house' });
    for (let round = 0; round < 2; round += 1) {
      await voteRound(id, 0.8);
      await closeStage(id);
    }
    expect((await bill(id)).stage).toBe('awaiting_signature');
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'enacted', status: 'passed', signed_by_name: null });
  });

  it('a non-player president decides within the turn', async () => {
    // The admin tool hands the presidency back to a non-player of the other party than most sponsors.
    const npp = await one<{ id: string }>(sql`
      select c.id from characters c where c.is_npp and c.country_id = 'US'
        and c.party_id is distinct from (select party_id from characters where id = (
          select holder_character_id from seats where office_id = 'us-representative' order by id limit 1))
        and not exists (select 1 from seats s where s.holder_character_id = c.id)
      order by c.id limit 1`);
    await database.db.execute(
      sql`update seats set holder_character_id = ${npp.id} where office_id = 'us-president'`,
    );
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) ids.push(await newBill({ country: 'US', chamberId: 'us-house' }));
    // The six move together: each round closes on the same turn for all of them.
    for (let round = 0; round < 2; round += 1) {
      for (const id of ids) await voteRound(id, 0.8);
      await closeStage(ids[0]!);
    }
    const stages = await database.db.execute<{ stage: string; signed: boolean }>(sql`
      select stage, signed_by_name is not null as signed from bills
      where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) order by id`);
    // Every bill left the desk in the turn it arrived: signed into law or vetoed back to the House.
    for (const row of stages.rows) expect(['enacted', 'override']).toContain(row.stage);
    expect(stages.rows.some((r) => r.signed)).toBe(true);
  });
});

describe('Japan: the House of Councillors', () => {
  it('a rejected bill returns to the House of Representatives, which overrides by two thirds (Art. 59)', async () => {
    const id = await newBill({ country: 'JP', chamberId: 'jp-representatives', notDomain: 'tax' });
    await voteRound(id, 0.6);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'second_chamber', round: 2 });
    await voteRound(id, 0.2);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'override', round: 3 });
    await voteRound(id, 0.7);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'enacted', status: 'passed' });
  });

  it('on a budget bill the lower house prevails when the councillors reject it (Art. 60)', async () => {
    const id = await newBill({ country: 'JP', chamberId: 'jp-representatives', domain: 'tax' });
    await voteRound(id, 0.6);
    await closeStage(id);
    await voteRound(id, 0.1);
    await closeStage(id);
    expect(await bill(id)).toMatchObject({ stage: 'enacted', status: 'passed' });
  });
});
