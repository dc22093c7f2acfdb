import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import type { TestDatabase } from '@/lib/testing/test-database';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { TRADE_BALANCE_PCT_GDP_CAP } from './constants';
import { tradeFlowInput } from './trade-flow-input';

let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  for (let i = 0; i < 3; i += 1) {
    await runTurn(database.db, { trigger: 'cli', when: 'now', phases: turnPhases });
  }
});
afterAll(() => database?.close());

describe('the trade input of the forex rates', () => {
  it("follows each currency's newest trade balance in sign, as a capped percent of GDP", async () => {
    const turn = (
      await database.db.execute<{ t: number }>(sql`select max(turn)::int as t from trade_balances`)
    ).rows[0]!.t;
    const input = await database.db.execute<{ currency_code: string; trade_balance_pct_gdp: string }>(
      tradeFlowInput(turn),
    );
    const balances = await database.db.execute<{ currency_code: string; net: string }>(sql`
      select e.currency_code, sum(b.net_value) as net
      from trade_balances b join country_economies e on e.country_id = b.country_id
      where b.turn = ${turn}
      group by e.currency_code`);
    const netByCurrency = new Map(balances.rows.map((row) => [row.currency_code, Number(row.net)]));
    const nonZero = input.rows.filter((row) => Number(row.trade_balance_pct_gdp) !== 0);
    expect(nonZero.length).toBeGreaterThan(0);
    for (const row of input.rows) {
      const pct = Number(row.trade_balance_pct_gdp);
      expect(Math.sign(pct)).toBe(Math.sign(netByCurrency.get(row.currency_code) ?? 0));
      expect(Math.abs(pct)).toBeLessThanOrEqual(TRADE_BALANCE_PCT_GDP_CAP);
    }
  });
});
