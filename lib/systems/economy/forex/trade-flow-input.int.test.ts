import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { TRADE_BALANCE_PCT_GDP_CAP } from './constants';
import { tradeFlowInput } from './trade-flow-input';

const database = seededSuiteDatabase();

beforeAll(async () => {
  for (let i = 0; i < 3; i += 1) {
    await runTurn(database.db, { trigger: 'cli', when: 'now', phases: turnPhases });
  }
});

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
