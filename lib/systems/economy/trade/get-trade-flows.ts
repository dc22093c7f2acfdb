import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { tradeFlowsQuery, type TradeFlowsResult } from './schemas';

type PointRow = {
  turn: number;
  recorded_at: Date | string;
  gross: number;
  cleared: number;
  uncleared: number;
  units: number;
  exports: number | null;
  imports: number | null;
  net: number | null;
  surplus_partner: string | null;
  surplus_value: number | null;
  deficit_partner: string | null;
  deficit_value: number | null;
  c_exports: number | null;
  c_imports: number | null;
  c_net: number | null;
  c_uncleared: number | null;
};

const money = (value: number | null) => Math.round((value ?? 0) * 100) / 100;
const partner = (id: string | null, value: number | null) =>
  id ? { countryId: id, value: money(value) } : null;

/**
 * Per-turn trade, oldest first (the newest `limit` turns in the inclusive range): world gross, cleared
 * and uncleared volume, or the commodity's with `commodity`; with `country`, the country's balance and
 * its partners; with both, the country's trade in that commodity. Values in anchor units. An unknown
 * country or commodity is found:false.
 */
export async function getTradeFlows(
  db: Db,
  input: z.input<typeof tradeFlowsQuery>,
): Promise<TradeFlowsResult> {
  const { country, commodity, fromTurn, toTurn, limit } = parseInput(tradeFlowsQuery, input);
  const range = {
    country: country ?? null,
    commodity: commodity ?? null,
    fromTurn: fromTurn ?? null,
    toTurn: toTurn ?? null,
    limit,
  };
  const miss = { found: false, monetaryUnit: 'anchor' as const, range, points: [] };
  const [info] = commodity
    ? (
        await db.execute<{ key: string; label: string; unit: string }>(
          sql`select key, label, unit from commodities where key = ${commodity}`,
        )
      ).rows
    : [];
  if (commodity && !info) return miss;
  if (country && (await db.execute(sql`select 1 from countries where id = ${country}`)).rows.length === 0) {
    return miss;
  }
  const rows = await db.execute<PointRow>(sql`
    with world as (
      select turn, max(recorded_at) as recorded_at, sum(gross_value)::float8 as gross,
        sum(exports_value)::float8 as cleared, sum(uncleared_value)::float8 as uncleared,
        sum(export_units)::float8 as units
      from trade_flows
      where turn >= ${fromTurn ?? 0} and turn <= ${toTurn ?? 2_147_483_647}
        ${commodity ? sql`and commodity_key = ${commodity}` : sql``}
      group by turn order by turn desc limit ${limit})
    select w.*, b.exports_value::float8 as exports, b.imports_value::float8 as imports,
      b.net_value::float8 as net, b.largest_surplus_partner_id as surplus_partner,
      b.largest_surplus_value::float8 as surplus_value, b.largest_deficit_partner_id as deficit_partner,
      b.largest_deficit_value::float8 as deficit_value, f.exports_value::float8 as c_exports,
      f.imports_value::float8 as c_imports, f.net_value::float8 as c_net, f.uncleared_value::float8 as c_uncleared
    from world w
    left join trade_balances b on b.turn = w.turn and b.country_id = ${country ?? ''}
    left join trade_flows f on f.turn = w.turn and f.country_id = ${country ?? ''} and f.commodity_key = ${commodity ?? ''}
    order by w.turn`);
  const points = rows.rows.map((row) => ({
    turn: row.turn,
    recordedAt: new Date(row.recorded_at).toISOString(),
    grossVolume: money(row.gross),
    clearedVolume: money(row.cleared),
    unclearedSurplus: money(row.uncleared),
    ...(commodity ? { worldVolume: Math.round(row.units * 100) / 100 } : {}),
    ...(country
      ? {
          exports: money(row.exports),
          imports: money(row.imports),
          netBalance: money(row.net),
          largestSurplusPartner: partner(row.surplus_partner, row.surplus_value),
          largestDeficitPartner: partner(row.deficit_partner, row.deficit_value),
        }
      : {}),
    ...(country && commodity
      ? {
          commodityFlow: {
            exports: money(row.c_exports),
            imports: money(row.c_imports),
            net: money(row.c_net),
            uncleared: money(row.c_uncleared),
          },
        }
      : {}),
  }));
  return {
    found: points.length > 0,
    monetaryUnit: 'anchor',
    ...(info ? { commodity: info } : {}),
    range,
    points,
  };
}
