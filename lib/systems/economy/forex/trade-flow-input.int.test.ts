import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { worldSuiteDatabase } from '@/lib/testing/suite-database';
import { FULL_TURNS_WORLD } from '@/lib/testing/turned-worlds';
import { TRADE_BALANCE_PCT_GDP_CAP } from './constants';
import { tradeFlowInput } from './trade-flow-input';

// Trade balances recorded over whole turns (a world other suites share).
const database = worldSuiteDatabase(FULL_TURNS_WORLD);

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
