import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { TRADE_FLOWS_LIMIT_MAX } from './constants';
import { getTradeFlows } from './get-trade-flows';
import { listEmbargoes } from './list-embargoes';
import { listTariffs } from './list-tariffs';

const input = z.object({ code: countryCode });

/** Everything the country trade page shows: balance series, top traded commodities, tariffs, embargoes. */
export async function getTradeOverview(db: Db, raw: z.input<typeof input>) {
  const { code } = parseInput(input, raw);
  const [flows, tariffs, embargoes] = await Promise.all([
    getTradeFlows(db, { country: code, limit: TRADE_FLOWS_LIMIT_MAX }),
    listTariffs(db, { country: code }),
    listEmbargoes(db, { country: code, includePending: true }),
  ]);
  const latest = await db.execute<{ key: string; label: string; exports: number; imports: number }>(sql`
    select c.key, c.label, f.exports_value::float8 as exports, f.imports_value::float8 as imports
    from trade_flows f join commodities c on c.key = f.commodity_key
    where f.country_id = ${code} and f.turn = (select max(turn) from trade_flows where country_id = ${code})
      and (f.exports_value > 0 or f.imports_value > 0)
    order by f.exports_value + f.imports_value desc, c.key limit 10`);
  return {
    found: flows.found,
    countryId: code,
    flows,
    tariffs: tariffs.tariffs,
    embargoes: [...embargoes.embargoes, ...(embargoes.pending ?? [])],
    topCommodities: latest.rows.map((row) => ({
      key: row.key,
      label: row.label,
      exports: Math.round(row.exports),
      imports: Math.round(row.imports),
    })),
  };
}

export type TradeOverview = Awaited<ReturnType<typeof getTradeOverview>>;
