import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { reconcilingPhases } from '@/lib/testing/reconciling-phases';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { EXECUTIVE_DECISION_TURNS, FAILED_AUCTIONS_FOR_CRISIS, RESTRUCTURE } from './constants';
import { readSovereigns } from './list-sovereigns';

const database = seededSuiteDatabase();
const phases = reconcilingPhases(turnPhases);

beforeAll(async () => {
  // Five times its debt: lenders walk away from Japan (assessed debt-to-GDP 4.5, past the cliff).
  await database.db.execute(
    sql`update country_economies set debt_principal_cents = debt_principal_cents * 5 where country_id = 'JP'`,
  );
}, 60_000);

async function runTurns(count: number) {
  for (let i = 0; i < count; i += 1) await runTurn(database.db, { trigger: 'cli', when: 'now', phases });
}

async function japan() {
  const [sovereign] = await readSovereigns(database.db, 'JP');
  const economy = await database.db.execute<{ principal: string; treasury: string; rate: number }>(sql`
    select e.debt_principal_cents::text as principal, e.treasury_cents::text as treasury, c.rate::float8 as rate
    from country_economies e join currencies c on c.code = e.currency_code where e.country_id = 'JP'`);
  return { sovereign: sovereign!, economy: economy.rows[0]! };
}

describe('a sovereign lenders refuse', () => {
  it('fails its auctions, raises nothing, and enters crisisPending after three', async () => {
    await runTurns(1);
    const first = await japan();
    expect(first.sovereign.demand.band).toBe('failed');
    expect(first.sovereign.demand.subscriptionRatio).toBeLessThan(0.7);
    expect(first.sovereign.lastAuction).toMatchObject({ turn: 1, band: 'failed', raised: 0 });
    expect(first.sovereign.lastAuction!.offered).toBeGreaterThan(0);
    expect(first.sovereign.consecutiveFailedAuctions).toBe(1);
    expect(first.sovereign.crisisState).toBe('warning');
    await runTurns(FAILED_AUCTIONS_FOR_CRISIS - 1);
    const pending = await japan();
    expect(pending.sovereign.consecutiveFailedAuctions).toBe(FAILED_AUCTIONS_FOR_CRISIS);
    expect(pending.sovereign.crisisState).toBe('crisisPending');
    const raised = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where reason = 'sovereign_auction' and currency_code = 'JPY'`,
    );
    expect(raised.rows[0]!.n).toBe(0);
  }, 120_000);

  it('holds no auction while the crisis is pending, and the treasury never goes negative', async () => {
    await runTurns(EXECUTIVE_DECISION_TURNS - 1);
    const { sovereign, economy } = await japan();
    expect(sovereign.crisisState).toBe('crisisPending');
    expect(sovereign.lastAuction!.turn).toBe(FAILED_AUCTIONS_FOR_CRISIS);
    expect(BigInt(economy.treasury)).toBeGreaterThanOrEqual(0n);
    const emergency = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where reason = 'emergency_financing' and account_id = 'JP'`,
    );
    expect(emergency.rows[0]!.n).toBeGreaterThan(0);
  }, 120_000);

  it('defaults when no decision comes inside the executive window: haircut, trust hit, currency shock', async () => {
    const before = await japan();
    await runTurns(1);
    const { sovereign, economy } = await japan();
    const turn = FAILED_AUCTIONS_FOR_CRISIS + EXECUTIVE_DECISION_TURNS;
    expect(sovereign.crisisState).toBe('recovering');
    expect(sovereign.turnsSinceDefault).toBe(0);
    expect(sovereign.consecutiveFailedAuctions).toBe(0);
    // The haircut takes 40% off the principal (the turn's own flows move it by far less).
    const ratio = Number(BigInt(economy.principal)) / Number(BigInt(before.economy.principal));
    expect(ratio).toBeGreaterThan(1 - RESTRUCTURE.haircut - 0.01);
    expect(ratio).toBeLessThan(1 - RESTRUCTURE.haircut + 0.01);
    expect(sovereign.trust).toBeLessThan(before.sovereign.trust + RESTRUCTURE.trustHit * 100 + 5);
    expect(economy.rate / before.economy.rate).toBeGreaterThan(1.1);
    const history = await database.db.execute<{ rate: number }>(
      sql`select rate::float8 as rate from forex_rate_history where currency_code = 'JPY' and turn = ${turn}`,
    );
    expect(history.rows[0]!.rate).toBe(economy.rate);
    await runTurns(1);
    const after = await japan();
    expect(after.sovereign.turnsSinceDefault).toBe(1);
    const scar = after.sovereign.demand.contributions.find((c) => c.id === 'defaultScar');
    expect(scar!.value).toBeCloseTo(-0.99, 4);
    expect(after.sovereign.lastAuction!.turn).toBe(FAILED_AUCTIONS_FOR_CRISIS);
  }, 120_000);
});
