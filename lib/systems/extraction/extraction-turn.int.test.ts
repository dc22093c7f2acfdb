// The extraction step inside the turn: a capacity cut raises the commodity's price, breakthroughs raise
// capacity by the strategy's resources, and whole turns run with both (checked by calling the
// registered phases directly on a prepared state, and by a few real turns).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameState } from '@/models';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { reconcilingPhases } from '@/lib/testing/reconciling-phases';
import { createRandom } from '@/lib/platform/random';
import type { Db } from '@/lib/platform/db';
import { phaseById, turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import { BREAKTHROUGH } from './constants';

const database = seededSuiteDatabase();

class Rollback extends Error {}

/** Runs `fn` in a transaction that is always rolled back, and returns its result. */
async function inRolledBackTx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await database.db
    .transaction(async (tx) => {
      result = await fn(tx as unknown as Db);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

async function contextFor(tx: Db, turn?: number): Promise<TurnContext> {
  const [state] = await tx.select().from(gameState).where(eq(gameState.id, 'current'));
  const at = turn ?? state!.currentTurn;
  return {
    turn: at,
    state: state!,
    flags: { subsidiaryCorporationsEnabled: true },
    random: createRandom(`${state!.seed}:turn:${at}`),
    now: new Date(),
  };
}

async function oilAfterPriceRun(cut: boolean) {
  return inRolledBackTx(async (tx) => {
    if (cut) {
      await tx.execute(sql`
        update state_resource_capacity set resources = jsonb_set(resources, '{oil}',
          to_jsonb(round((resources ->> 'oil')::numeric * 0.1, 4)))
        where resources ? 'oil'`);
    }
    await phaseById('run-commodity-prices').run(tx, await contextFor(tx));
    const rows = await tx.execute<{ price: number; supply: number }>(sql`
      select price::float8 as price, supply::float8 as supply from commodity_markets
      where scope = 'global' and commodity_key = 'oil'`);
    return rows.rows[0]!;
  });
}

describe('extraction in the turn', () => {
  it('a capacity cut lowers oil supply and raises its price in the same price run', async () => {
    const base = await oilAfterPriceRun(false);
    const cut = await oilAfterPriceRun(true);
    expect(cut.supply).toBeLessThan(base.supply * 0.9);
    expect(cut.price).toBeGreaterThan(base.price);
  });

  it('a breakthrough raises capacity by the strategy map and skips states without a document', async () => {
    const after = await inRolledBackTx(async (tx) => {
      // Certain success, one oil-and-gas operation in TX, one iron mine in MN, one operation in DC.
      await tx.execute(sql`update corporations set logistics_strength = ${BREAKTHROUGH.rdScoreDivisor}`);
      const corp = (await tx.execute<{ id: string }>(sql`select id from corporations order by seq limit 1`))
        .rows[0]!.id;
      await tx.execute(sql`delete from corporation_sectors where sector_type = 'extraction'`);
      await tx.execute(sql`
        insert into corporation_sectors (corporation_id, state_id, sector_type, capital_stock_cents)
        values (${corp}, 'TX', 'extraction', 1), (${corp}, 'MN', 'extraction', 1), (${corp}, 'DC', 'extraction', 1)`);
      await tx.execute(sql`delete from extraction_strategies`);
      await tx.execute(sql`
        insert into extraction_strategies (corporation_id, state_id, strategy)
        values (${corp}, 'TX', 'oil_gas'), (${corp}, 'MN', 'iron_mining')`);
      const before = await tx.execute<{ state_id: string; resources: Record<string, number> }>(
        sql`select state_id, resources from state_resource_capacity where state_id in ('TX', 'MN')`,
      );
      const phase = phaseById('extraction-research-breakthroughs');
      const ctx = await contextFor(tx, BREAKTHROUGH.checkIntervalTurns * 10);
      expect(phase.enabled(ctx)).toBe(true);
      expect(phase.enabled({ ...ctx, turn: ctx.turn + 1 })).toBe(false);
      await phase.run(tx, ctx);
      const later = await tx.execute<{ state_id: string; resources: Record<string, number> }>(
        sql`select state_id, resources from state_resource_capacity where state_id in ('TX', 'MN', 'DC')`,
      );
      const marked = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from extraction_strategies where last_breakthrough_turn = ${ctx.turn}`,
      );
      return { before: before.rows, later: later.rows, marked: marked.rows[0]!.n };
    });
    const of = (rows: typeof after.before, state: string) =>
      rows.find((r) => r.state_id === state)!.resources;
    const [txBefore, txAfter] = [of(after.before, 'TX'), of(after.later, 'TX')];
    const [mnBefore, mnAfter] = [of(after.before, 'MN'), of(after.later, 'MN')];
    for (const resource of ['oil', 'natural_gas']) {
      const growth = Number(txAfter[resource]) / Number(txBefore[resource]);
      expect(growth).toBeGreaterThanOrEqual(1 + BREAKTHROUGH.capacityBoost[0] - 1e-4);
      expect(growth).toBeLessThanOrEqual(1 + BREAKTHROUGH.capacityBoost[1] + 1e-4);
    }
    expect(Number(mnAfter.iron)).toBeGreaterThan(Number(mnBefore.iron));
    expect(Number(mnAfter.timber)).toBe(Number(mnBefore.timber));
    expect(after.later.some((r) => r.state_id === 'DC')).toBe(false);
    expect(after.marked).toBe(2);
  });

  it('whole turns run with the extraction phases and keep the ledger reconciled', async () => {
    const phases = reconcilingPhases(turnPhases);
    for (let i = 0; i < 2; i += 1) {
      const result = await runTurn(database.db, { trigger: 'cli', when: 'now', phases });
      expect(result.ran).toBe(true);
    }
  });
});
