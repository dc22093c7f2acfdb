import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerProblems } from '@/lib/testing/ledger';
import type { WorldRun } from '@/lib/testing/world-run';
import { phasesBySystem } from '@/lib/systems/game/turn/registry';

/** Sane bounds for 200 turns (about four years) of every seeded corporation. */
const BOUNDS = {
  /** Closing share price over opening share price. */
  priceRatio: [0.3, 4],
  /** A turn's profit over its revenue. */
  margin: [-0.6, 0.35],
  /** Closing revenue per turn over the first turn's revenue. */
  revenueRatio: [0.6, 1.8],
  creditScore: [0, 100],
  /** Cash after the run over opening cash. */
  cashRatio: [0.1, 40],
};

type Row = Record<string, number | string>;

/** The corporations' checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeCorporationsOverTheRun(world: WorldRun) {
  const TURNS = world.turns;
  const rows = async (query: ReturnType<typeof sql>) => (await world.db().execute<Row>(query)).rows;
  let before: Row[] = [];
  let treasuries: Row[] = [];
  world.beforeRun(async () => {
    before = await rows(sql`select id, total_shares, float_shares, cash_cents from corporations order by id`);
    treasuries = await rows(sql`select country_id, treasury_cents from country_economies order by 1`);
  });

  describe(`corporations over ${TURNS} turns`, () => {
    it('earn, pay costs, tax and dividends and reprice within bounds', async () => {
      expect(before.length).toBeGreaterThanOrEqual(40);
      const series = await rows(sql`
      select h.corporation_id as id,
        (max(h.share_price_cents) filter (where turn = ${TURNS})::numeric / max(h.share_price_cents) filter (where turn = 0))::float8 as price_ratio,
        (max(h.revenue_cents) filter (where turn = ${TURNS})::numeric / nullif(max(h.revenue_cents) filter (where turn = 1), 0))::float8 as revenue_ratio,
        min(h.profit_cents::numeric / nullif(h.revenue_cents, 0)) filter (where turn > 1)::float8 as min_margin,
        max(h.profit_cents::numeric / nullif(h.revenue_cents, 0)) filter (where turn > 1)::float8 as max_margin,
        count(distinct h.share_price_cents)::int as distinct_prices, count(*)::int as points,
        min(h.revenue_cents) filter (where turn > 1)::float8 as min_revenue
      from corporation_history h group by 1 order by 1`);
      expect(series).toHaveLength(before.length);
      // Every bound is checked and every violation reported at once.
      const violations: string[] = [];
      const within = (what: string, value: unknown, [min, max]: readonly number[], row: Row) => {
        const n = Number(value);
        if (value === null || !(n >= min! && n <= max!))
          violations.push(`${row.id} ${what}=${String(value)}`);
      };
      for (const row of series) {
        within('points', row.points, [TURNS + 1, TURNS + 1], row);
        within('priceRatio', row.price_ratio, BOUNDS.priceRatio, row);
        within('revenueRatio', row.revenue_ratio, BOUNDS.revenueRatio, row);
        within('minMargin', row.min_margin, BOUNDS.margin, row);
        within('maxMargin', row.max_margin, BOUNDS.margin, row);
        within('minRevenue', row.min_revenue, [1, Number.MAX_SAFE_INTEGER], row);
        // Prices move: an untraded share drifts and carries noise every turn.
        within('distinctPrices', row.distinct_prices, [TURNS / 4, TURNS + 1], row);
      }
      const after = await rows(sql`
      select k.id, k.total_shares, k.float_shares, k.cash_cents, k.credit_score::float8 as credit_score,
        k.total_tax_cents::float8 as tax, k.total_dividends_cents::float8 as dividends,
        (select sum(shares + super_shares) from corporation_shareholders h where h.corporation_id = k.id)::float8 as held
      from corporations k order by k.id`);
      for (const [index, row] of after.entries()) {
        // No shares are created or lost by the engine.
        within(
          'totalShares',
          row.total_shares,
          [Number(before[index]!.total_shares), Number(before[index]!.total_shares)],
          row,
        );
        within(
          'heldPlusFloat',
          Number(row.held) + Number(row.float_shares),
          [Number(row.total_shares), Number(row.total_shares)],
          row,
        );
        within('creditScore', row.credit_score, BOUNDS.creditScore, row);
        within(
          'cashRatio',
          Number(row.cash_cents) / Number(before[index]!.cash_cents),
          BOUNDS.cashRatio,
          row,
        );
        within('taxPaid', row.tax, [1, Number.MAX_SAFE_INTEGER], row);
      }
      expect(violations).toEqual([]);
      expect(after.filter((row) => Number(row.dividends) > 0).length).toBeGreaterThan(after.length / 2);

      // Corporate tax reached the treasuries through the ledger.
      const taxed = await rows(sql`
      select account_id, sum(amount_cents)::float8 as total from ledger_entries
      where reason = 'corporate_tax' and account_type = 'treasury' group by 1 order by 1`);
      expect(taxed.map((r) => r.account_id)).toEqual(treasuries.map((t) => t.country_id));
      for (const row of taxed) expect(row.total).toBeGreaterThan(0);
      // The full (non-incremental) check agrees at the end.
      expect(await ledgerProblems(world.db())).toEqual([]);
      // corporation_history has no foreign key (migration 0048): every row still names a corporation.
      const orphans = await rows(sql`select distinct h.corporation_id from corporation_history h
        where not exists (select 1 from corporations k where k.id = h.corporation_id)`);
      expect(orphans).toEqual([]);
      const ratings = await rows(sql`select distinct credit_rating from corporations`);
      expect(ratings.length).toBeGreaterThanOrEqual(1);
    });

    it('registers the corporation phases in the corporations system', () => {
      expect(phasesBySystem.corporations.length).toBeGreaterThanOrEqual(7);
      for (const phase of phasesBySystem.corporations) expect(phase.system).toBe('corporations');
    });
  });
}
