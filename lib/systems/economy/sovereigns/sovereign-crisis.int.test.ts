// Sovereign crises through the engine: lenders refuse three auctions and the country enters crisisPending;
// its government is asked how to resolve it (a decision, docs/forex-and-sovereigns.md). Japan's finance
// minister is a player who does not answer (the default restructures at the window's end), the UK's a player
// who asks for a bailout, Germany's a non-player who decides at once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideDecision } from '@/lib/systems/core/decisions/decide-decision';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { one, playerOf, refusal, seatIn } from '@/lib/testing/executive-seats';
import { reconcilingPhases } from '@/lib/testing/reconciling-phases';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import {
  BAILOUT,
  EXECUTIVE_DECISION_TURNS,
  FAILED_AUCTIONS_FOR_CRISIS,
  REPUDIATE,
  RESTRUCTURE,
} from './constants';
import { readSovereigns } from './list-sovereigns';

const database = seededSuiteDatabase();
let alice: Awaited<ReturnType<typeof playerOf>>;
let bob: Awaited<ReturnType<typeof playerOf>>;
const phases = reconcilingPhases(turnPhases);
/** The turn the crisis decisions open: the turn after the third failed auction. */
const OPENED = FAILED_AUCTIONS_FOR_CRISIS + 1;

beforeAll(async () => {
  // Many times their debt: lenders walk away (assessed debt-to-GDP far past the cliff).
  await database.db.execute(sql`
    update country_economies set debt_principal_cents = debt_principal_cents
      * 5 where country_id in ('JP', 'UK', 'DE')`);
  alice = await playerOf(database.db, 'alice');
  bob = await playerOf(database.db, 'bob');
  // The first cabinet seat holds the finance portfolio.
  await seatIn(database.db, { characterId: alice.id, country: 'JP', role: 'cabinet' });
  await seatIn(database.db, { characterId: bob.id, country: 'UK', role: 'cabinet' });
}, 60_000);

async function runTurns(count: number) {
  for (let i = 0; i < count; i += 1) await runTurn(database.db, { trigger: 'cli', when: 'now', phases });
}

async function country(id: string) {
  const [sovereign] = await readSovereigns(database.db, id);
  const economy = await one<{
    principal: string;
    treasury: string;
    rate: number;
    gdp: number;
    debt_rate: number;
  }>(
    database.db,
    sql`
    select e.debt_principal_cents::text as principal, e.treasury_cents::text as treasury, c.rate::float8 as rate,
      e.gdp::float8 as gdp, e.debt_rate::float8 as debt_rate
    from country_economies e join currencies c on c.code = e.currency_code where e.country_id = ${id}`,
  );
  return { sovereign: sovereign!, economy };
}

const crisisDecision = (countryId: string) =>
  one<{
    id: number;
    addressee_character_id: string | null;
    template_key: string;
    status: string;
    decided_by: string | null;
    chosen_option: string | null;
    closes_turn: number;
    default_option: string;
    options: { key: string }[];
  }>(
    database.db,
    sql`select id, addressee_character_id, template_key, status, decided_by, chosen_option, closes_turn,
      default_option, options from decisions where source = 'sovereign' and country_id = ${countryId}`,
  );

const principalRatio = (
  after: { economy: { principal: string } },
  before: { economy: { principal: string } },
) => Number(BigInt(after.economy.principal)) / Number(BigInt(before.economy.principal));

describe('a sovereign lenders refuse', () => {
  it('fails its auctions, raises nothing, and enters crisisPending after three', async () => {
    await runTurns(1);
    const first = await country('JP');
    expect(first.sovereign.demand.band).toBe('failed');
    expect(first.sovereign.demand.subscriptionRatio).toBeLessThan(0.7);
    expect(first.sovereign.lastAuction).toMatchObject({ turn: 1, band: 'failed', raised: 0 });
    expect(first.sovereign.lastAuction!.offered).toBeGreaterThan(0);
    expect(first.sovereign.consecutiveFailedAuctions).toBe(1);
    expect(first.sovereign.crisisState).toBe('warning');
    await runTurns(FAILED_AUCTIONS_FOR_CRISIS - 1);
    for (const id of ['JP', 'UK']) {
      const pending = await country(id);
      expect(pending.sovereign.consecutiveFailedAuctions, id).toBe(FAILED_AUCTIONS_FOR_CRISIS);
      expect(pending.sovereign.crisisState, id).toBe('crisisPending');
    }
    const raised = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_entries where reason = 'sovereign_auction' and currency_code = 'JPY'`,
    );
    expect(raised.n).toBe(0);
  }, 120_000);

  it('asks the finance minister: a player has the executive window, a non-player decides at once', async () => {
    // Germany's treasury held out longer: its crisis, like Japan's, from the third turn.
    await database.db.execute(sql`
      update country_economies set crisis_state = 'crisisPending' where country_id = 'DE'`);
    await database.db.execute(sql`
      update sovereigns set crisis_since_turn = ${FAILED_AUCTIONS_FOR_CRISIS},
        consecutive_failed_auctions = ${FAILED_AUCTIONS_FOR_CRISIS} where country_id = 'DE'`);
    const de = await country('DE');
    await runTurns(1);
    const japan = await crisisDecision('JP');
    expect(japan).toMatchObject({
      addressee_character_id: alice.id,
      template_key: 'sovereign_crisis',
      status: 'open',
      default_option: 'restructure',
      closes_turn: OPENED + EXECUTIVE_DECISION_TURNS,
    });
    expect(japan.options.map((o) => o.key)).toEqual(['restructure', 'repudiate', 'bailout', 'monetize']);
    const told = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from notifications
          where character_id = ${alice.id} and kind = 'decision_opened' and title like 'Debt crisis in Japan%'`,
    );
    expect(told.n).toBe(1);
    expect((await crisisDecision('UK')).addressee_character_id).toBe(bob.id);
    const germany = await crisisDecision('DE');
    expect(germany).toMatchObject({ status: 'decided', decided_by: 'npc' });
    // Nothing applies before the next turn; then the non-player's resolution does.
    expect((await country('DE')).sovereign.crisisState).toBe('crisisPending');
    await runTurns(1);
    const after = await country('DE');
    const expected = {
      restructure: { state: 'recovering', kept: 1 - RESTRUCTURE.haircut },
      repudiate: { state: 'recovering', kept: 1 - REPUDIATE.principalWritedown },
      bailout: { state: 'crisisResolving', kept: 1 },
      monetize: { state: 'warning', kept: 1 },
    }[germany.chosen_option as 'restructure'];
    expect(after.sovereign.crisisState).toBe(expected.state);
    expect(principalRatio(after, de)).toBeGreaterThan(expected.kept - 0.02);
    expect(principalRatio(after, de)).toBeLessThan(expected.kept + 0.02);
    expect(after.sovereign.consecutiveFailedAuctions).toBe(0);
    const news = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from news_posts where country_id = 'DE' and category = 'economy'
          and content like 'Debt crisis in Germany%'`,
    );
    expect(news.n).toBe(1);
  }, 120_000);

  it('takes a player’s bailout once, and refuses anyone else', async () => {
    const uk = await crisisDecision('UK');
    expect(
      await refusal(
        decideDecision(database.db, { userId: alice.userId, decisionId: uk.id, option: 'bailout' }),
      ),
    ).toMatchObject({ code: 'NOT_ADDRESSEE', status: 403 });
    const before = await country('UK');
    const decided = await decideDecision(database.db, {
      userId: bob.userId,
      decisionId: uk.id,
      option: 'bailout',
    });
    expect(decided.decision.chosenOption).toBe('bailout');
    expect(
      await refusal(
        decideDecision(database.db, { userId: bob.userId, decisionId: uk.id, option: 'repudiate' }),
      ),
    ).toMatchObject({ code: 'DECISION_CLOSED', status: 409 });
    await runTurns(1);
    const after = await country('UK');
    expect(after.sovereign.crisisState).toBe('crisisResolving');
    expect(after.sovereign.turnsSinceDefault).toBeNull();
    expect(principalRatio(after, before)).toBeGreaterThan(0.98);
    // Refinanced at the IMF's rate (the turn's rollover then nudges it a little).
    expect(after.economy.debt_rate).toBeCloseTo(BAILOUT.imfRate, 2);
    // GDP loses the bailout's direct penalty on top of the turn's own growth.
    expect(after.economy.gdp / before.economy.gdp).toBeLessThan(1 - BAILOUT.directGdpPenalty + 0.01);
  }, 120_000);

  it('holds no auction while the player’s window is open, and the treasury never goes negative', async () => {
    // The engine's own restructuring would come at the crisis turn + the window; the open decision holds it.
    await runTurns(OPENED + EXECUTIVE_DECISION_TURNS - 1 - (OPENED + 2));
    const { sovereign, economy } = await country('JP');
    expect(sovereign.crisisState).toBe('crisisPending');
    expect(sovereign.lastAuction!.turn).toBe(FAILED_AUCTIONS_FOR_CRISIS);
    expect((await crisisDecision('JP')).status).toBe('open');
    expect(BigInt(economy.treasury)).toBeGreaterThanOrEqual(0n);
    const emergency = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_entries where reason = 'emergency_financing' and account_id = 'JP'`,
    );
    expect(emergency.n).toBeGreaterThan(0);
  }, 180_000);

  it('restructures by default when the window closes: haircut, trust hit, currency shock, GDP penalty', async () => {
    // The window's last turn takes the default; its effects apply on the next.
    await runTurns(1);
    expect(await crisisDecision('JP')).toMatchObject({
      status: 'decided',
      decided_by: 'default',
      chosen_option: 'restructure',
    });
    const before = await country('JP');
    await runTurns(1);
    const { sovereign, economy } = await country('JP');
    const turn = OPENED + EXECUTIVE_DECISION_TURNS + 1;
    expect(sovereign.crisisState).toBe('recovering');
    expect(sovereign.turnsSinceDefault).toBe(0);
    expect(sovereign.consecutiveFailedAuctions).toBe(0);
    // The haircut takes 40% off the principal (the turn's own flows move it by far less).
    const ratio = principalRatio({ economy }, before);
    expect(ratio).toBeGreaterThan(1 - RESTRUCTURE.haircut - 0.01);
    expect(ratio).toBeLessThan(1 - RESTRUCTURE.haircut + 0.01);
    expect(sovereign.trust).toBeLessThan(before.sovereign.trust + RESTRUCTURE.trustHit * 100 + 5);
    // One shock only: the decided resolution's, not the engine's as well.
    expect(economy.rate / before.economy.rate).toBeGreaterThan(1.1);
    expect(economy.rate / before.economy.rate).toBeLessThan(1 + RESTRUCTURE.fxDepreciation + 0.03);
    const perTick = RESTRUCTURE.gdpPenalty / RESTRUCTURE.gdpPenaltyTurns;
    expect(economy.gdp / before.economy.gdp).toBeLessThan(1 - perTick + 0.01);
    const history = await one<{ rate: number }>(
      database.db,
      sql`select rate::float8 as rate from forex_rate_history where currency_code = 'JPY' and turn = ${turn}`,
    );
    expect(history.rate).toBe(economy.rate);
    await runTurns(1);
    const after = await country('JP');
    expect(after.sovereign.turnsSinceDefault).toBe(1);
    // The penalty's second tick.
    expect(after.economy.gdp / economy.gdp).toBeLessThan(1 - perTick + 0.01);
    const scar = after.sovereign.demand.contributions.find((c) => c.id === 'defaultScar');
    expect(scar!.value).toBeCloseTo(-0.99, 4);
    expect(after.sovereign.lastAuction!.turn).toBe(FAILED_AUCTIONS_FOR_CRISIS);
    const history2 = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from history_events where event_type = 'decision_made' and country_id = 'JP'
          and details->>'source' = 'sovereign' and details->>'decidedBy' = 'default'`,
    );
    expect(history2.n).toBe(1);
  }, 120_000);
});
