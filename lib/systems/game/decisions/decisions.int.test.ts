// Decisions end to end through the engine: a governor's disaster decision opens, is answered once, and its
// effects apply exactly once per tick; an unanswered window takes its default; concurrent answers (and an
// answer racing the turn) have one winner; a replayed run opens and decides the same decisions.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/platform/db';
import { decideDecision } from '@/lib/systems/core/decisions/decide-decision';
import { listCountryDecisions, listMyDecisions } from '@/lib/systems/core/decisions/list-decisions';
import { decisionNextSteps } from '@/lib/systems/core/decisions/next-steps';
import { lastPhases, phaseById } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { one, playerOf, refusal, seatIn } from '@/lib/testing/executive-seats';
import { ledgerProblems } from '@/lib/testing/ledger';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const START = new Date('2030-01-01T00:00:00Z');
const EFFECT_PHASES = [
  'decisions-close',
  'decisions-core-effects',
  'policy-decision-effects',
  'economy-decision-effects',
  'corporations-decisions-effects',
  'world-decisions-effects',
];
const OPEN_PHASES = [
  'decisions-career',
  'party-decisions-open',
  'corporations-decisions-open',
  'world-decisions-open',
];

const database = seededSuiteDatabase();
let alice: Awaited<ReturnType<typeof playerOf>>;
let bob: Awaited<ReturnType<typeof playerOf>>;
let stateId: string;
const db = () => database.db;

const phases = (ids: readonly string[]): TurnPhase[] => ids.map((id) => phaseById(id)!);

async function turnOf(d: Db): Promise<number> {
  return (await one<{ turn: number }>(d, sql`select current_turn as turn from game_state`)).turn;
}

async function runPhases(d: Db, ids: readonly string[]) {
  const turn = await turnOf(d);
  return runTurn(d, {
    trigger: 'cli',
    when: 'now',
    now: new Date(START.getTime() + turn * 300_000),
    phases: [...phases(ids), ...lastPhases],
  });
}

/** A disaster starting this turn in alice's state, and the turn that opens its decisions. */
async function disaster(severity = 3): Promise<number> {
  const turn = await turnOf(db());
  await db().execute(sql`
    insert into world_events (kind, title, description, scope, country_id, state_id, severity, start_turn, end_turn,
      status, effects)
    values ('natural_disaster', 'Disaster strikes', 'A storm.', 'state', 'US', ${stateId}, ${severity}, ${turn},
      ${turn + 3}, 'active', '{"metrics": [], "economy": null, "character": null}'::jsonb)`);
  await runPhases(db(), ['world-decisions-open']);
  const decision = await one<{ id: number }>(
    db(),
    sql`select id from decisions where addressee_character_id = ${alice.id} and status = 'open'
        order by id desc limit 1`,
  );
  return decision.id;
}

/** An answer at the world's simulated clock (the turns run at START + 5 minutes a turn). */
async function answer(input: { userId: string; decisionId: number; option: string }) {
  const now = new Date(START.getTime() + (await turnOf(db())) * 300_000);
  return decideDecision(db(), { ...input, now });
}

const decisionRow = (id: number) =>
  one<{
    status: string;
    chosen_option: string | null;
    decided_by: string | null;
    effects_from_turn: number | null;
  }>(db(), sql`select status, chosen_option, decided_by, effects_from_turn from decisions where id = ${id}`);

const metric = async (metricId: string) =>
  Number(
    (
      await one<{ value: number }>(
        db(),
        sql`select value from state_metrics where state_id = ${stateId} and metric_id = ${metricId}`,
      )
    ).value,
  );

const treasury = async () =>
  Number(
    (
      await one<{ cents: string }>(
        db(),
        sql`select treasury_cents as cents from country_economies where country_id = 'US'`,
      )
    ).cents,
  );

beforeAll(async () => {
  alice = await playerOf(db(), 'alice');
  bob = await playerOf(db(), 'bob');
  const seat = await seatIn(db(), { characterId: alice.id, country: 'US', role: 'regional_head' });
  stateId = (await one<{ state_id: string }>(db(), sql`select state_id from seats where id = ${seat}`))
    .state_id;
  // Room for the effects to move both ways within the metrics' ranges.
  await db().execute(sql`
    update state_metrics set value = 50 where state_id = ${stateId} and metric_id in ('roadCondition', 'powerGridReliability')`);
});

describe('a governor’s disaster decision', () => {
  let id: number;

  it('opens for the governor with its deadline, on the desk and in a notification', async () => {
    id = await disaster();
    const mine = await listMyDecisions(db(), { userId: alice.userId });
    const open = mine.open.find((d) => d.id === id)!;
    expect(open.source).toBe('world_event');
    expect(open.options.map((o) => o.key)).toEqual(['evacuate', 'spend', 'wait']);
    expect(open.defaultOption).toBe('wait');
    // Amounts are stated in the country's money.
    expect(open.options[1]!.consequences).toMatch(/^The treasury pays \$[\d,]+ for relief/);
    expect(JSON.stringify(open.options)).not.toMatch(/\{money:/);
    expect(open.closesTurn).toBeGreaterThan(open.openedTurn);
    const steps = await decisionNextSteps(db(), {
      id: alice.id,
      userId: alice.userId,
      countryId: 'US',
      stateId,
      partyId: alice.partyId,
      lastTurn: 0,
    });
    expect(steps.find((s) => s.href.endsWith(`decision-${id}`))?.deadlineTurn).toBe(open.closesTurn);
    const note = await db().execute(
      sql`select 1 from notifications where character_id = ${alice.id} and kind = 'decision_opened'`,
    );
    expect(note.rows.length).toBeGreaterThan(0);
  });

  it('refuses another character, an unknown option, and writes nothing', async () => {
    expect(await refusal(answer({ userId: bob.userId, decisionId: id, option: 'spend' }))).toMatchObject({
      status: 403,
      code: 'NOT_ADDRESSEE',
    });
    const unknown = await refusal(answer({ userId: alice.userId, decisionId: id, option: 'flee' }));
    expect(unknown).toMatchObject({ status: 400, code: 'UNKNOWN_OPTION' });
    expect(unknown.message).toMatch(/evacuate, spend, wait/);
    expect(await decisionRow(id)).toMatchObject({ status: 'open', chosen_option: null });
  });

  it('takes the answer once; a second is a 409', async () => {
    const answered = await answer({ userId: alice.userId, decisionId: id, option: 'spend' });
    expect(answered.decision).toMatchObject({
      status: 'decided',
      chosenOption: 'spend',
      decidedBy: 'player',
    });
    expect(await refusal(answer({ userId: alice.userId, decisionId: id, option: 'wait' }))).toMatchObject({
      status: 409,
      code: 'DECISION_CLOSED',
    });
    const notes = await db().execute(
      sql`select 1 from notifications where character_id = ${alice.id} and kind = 'decision_decided'`,
    );
    expect(notes.rows.length).toBe(1);
  });

  it('applies each tick once: the treasury pays once, the roads mend over three turns, then stop', async () => {
    const roads = await metric('roadCondition');
    const before = await treasury();
    await runPhases(db(), EFFECT_PHASES);
    expect(await metric('roadCondition')).toBeCloseTo(roads + 1, 6);
    const paid = before - (await treasury());
    expect(paid).toBeGreaterThan(0);
    await runPhases(db(), EFFECT_PHASES);
    await runPhases(db(), EFFECT_PHASES);
    await runPhases(db(), EFFECT_PHASES);
    await runPhases(db(), EFFECT_PHASES);
    expect(await metric('roadCondition')).toBeCloseTo(roads + 3, 6);
    expect(before - (await treasury())).toBe(paid);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  it('lists the outcome publicly and in the history', async () => {
    const listed = await listCountryDecisions(db(), { code: 'us', limit: 5 });
    expect(listed.decisions.find((d) => d.id === id)).toMatchObject({
      characterId: alice.id,
      decidedBy: 'player',
      outcome: { option: 'spend', label: 'Spend on relief and repairs' },
    });
    const history = await db().execute(
      sql`select 1 from history_events where event_type = 'decision_made' and (details->>'decisionId')::int = ${id}`,
    );
    expect(history.rows).toHaveLength(1);
    const news = await db().execute(
      sql`select 1 from news_posts where is_system and title like ${'%: Spend on relief and repairs'}`,
    );
    expect(news.rows).toHaveLength(1);
  });
});

describe('deadlines', () => {
  it('keeps a window open until its turn, then applies the default and tells the player', async () => {
    const id = await disaster();
    const closesTurn = (
      await one<{ t: number }>(db(), sql`select closes_turn as t from decisions where id = ${id}`)
    ).t;
    while ((await turnOf(db())) < closesTurn) {
      await runPhases(db(), ['decisions-close']);
      if ((await turnOf(db())) < closesTurn) expect((await decisionRow(id)).status).toBe('open');
    }
    expect((await decisionRow(id)).status).toBe('open');
    expect(await refusal(answer({ userId: alice.userId, decisionId: id, option: 'spend' }))).toMatchObject({
      status: 409,
      code: 'DECISION_CLOSED',
    });
    await runPhases(db(), ['decisions-close']);
    expect(await decisionRow(id)).toMatchObject({
      status: 'decided',
      chosen_option: 'wait',
      decided_by: 'default',
    });
    const note = await db().execute(sql`
      select title from notifications where character_id = ${alice.id} and kind = 'decision_decided'
      order by seq desc limit 1`);
    expect((note.rows[0] as { title: string }).title).toMatch(/^Decided by default/);
  });
});

describe('concurrency', () => {
  it('gives concurrent answers one winner; the others get 409', async () => {
    const id = await disaster();
    const options = ['evacuate', 'spend', 'wait', 'spend', 'evacuate'];
    const results = await Promise.allSettled(
      options.map((option) => answer({ userId: alice.userId, decisionId: id, option })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'DECISION_CLOSED' });
    }
    const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof answer>>>).value;
    expect(await decisionRow(id)).toMatchObject({
      chosen_option: winner.decision.chosenOption,
      decided_by: 'player',
    });
  });

  it('an answer racing the turn that reaches its deadline: either the answer or the default, never both', async () => {
    const id = await disaster();
    const closesTurn = (
      await one<{ t: number }>(db(), sql`select closes_turn as t from decisions where id = ${id}`)
    ).t;
    while ((await turnOf(db())) < closesTurn - 1) await runPhases(db(), ['decisions-close']);
    const [answered] = await Promise.allSettled([
      answer({ userId: alice.userId, decisionId: id, option: 'evacuate' }),
      runPhases(db(), ['decisions-close']),
    ]);
    await runPhases(db(), ['decisions-close']);
    const row = await decisionRow(id);
    if (answered.status === 'fulfilled')
      expect(row).toMatchObject({ decided_by: 'player', chosen_option: 'evacuate' });
    else {
      expect(answered.reason).toMatchObject({ code: 'DECISION_CLOSED' });
      expect(row).toMatchObject({ decided_by: 'default', chosen_option: 'wait' });
    }
  });
});

describe('an organization ballot', () => {
  it('asks the player who speaks for a member government, and casts the ballot they choose', async () => {
    await seatIn(db(), { characterId: bob.id, country: 'US', role: 'head' });
    const org = await one<{ organization_id: string; proposer: string }>(
      db(),
      sql`select us.organization_id, other.country_id as proposer
          from organization_members us join organization_members other
            on other.organization_id = us.organization_id and other.country_id <> 'US'
            and other.left_turn is null and other.is_voting
          where us.country_id = 'US' and us.left_turn is null and us.is_voting
          order by us.organization_id, other.country_id limit 1`,
    );
    const turn = await turnOf(db());
    const motion = await one<{ id: number }>(
      db(),
      sql`insert into organization_motions (organization_id, kind, resolution_type, title, proposed_by_country_id,
            terms, status, proposed_turn, voting_closes_turn)
          values (${org.organization_id}, 'resolution', 'policy_harmonization', 'Harmonize the standards',
            ${org.proposer}, '{"economic": 1, "social": 0}'::jsonb, 'voting', ${turn}, ${turn + 6})
          returning id`,
    );
    await runPhases(db(), ['world-decisions-open']);
    const ballot = await one<{ id: number; template_key: string }>(
      db(),
      sql`select id, template_key from decisions where addressee_character_id = ${bob.id} and source = 'organization'
          and (subject->>'motionId')::int = ${motion.id}`,
    );
    expect(ballot?.template_key).toBe('organization_ballot');
    await answer({ userId: bob.userId, decisionId: ballot.id, option: 'no' });
    // The organizations' own ballot phase leaves the country to its player until the effect casts it.
    await runPhases(db(), [
      'cast-organization-ballots',
      'world-decisions-effects',
      'cast-organization-ballots',
    ]);
    const cast = await db().execute(
      sql`select position from organization_ballots where motion_id = ${motion.id} and country_id = 'US'`,
    );
    expect(cast.rows).toEqual([{ position: 'no' }]);
  });
});

describe('replay', () => {
  it('opens and decides the same decisions on a replayed run', async () => {
    const runs: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const replica = await createSeededTestDatabase();
      try {
        for (let t = 0; t < 6; t++) await runPhases(replica.db, [...EFFECT_PHASES, ...OPEN_PHASES]);
        const rows = await replica.db.execute(sql`
          select id, dedupe_key, addressee_character_id, status, chosen_option, decided_by, closes_turn,
            effects_from_turn from decisions order by id`);
        const balances = await replica.db.execute(sql`
          select sum(campaign_funds_cents)::text as funds, sum(favorability)::text as favorability from characters`);
        runs.push({ rows: rows.rows, balances: balances.rows });
      } finally {
        await replica.close();
      }
    }
    const first = runs[0] as { rows: { decided_by: string | null }[] };
    expect(first.rows.length).toBeGreaterThan(5);
    expect(first.rows.some((r) => r.decided_by === 'npc')).toBe(true);
    expect(runs[1]).toEqual(runs[0]);
  });
});
