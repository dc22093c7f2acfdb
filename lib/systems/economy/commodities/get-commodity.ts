import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { PRICE_HISTORY_POINTS, TOP_AREAS } from './constants';
import { commodityColumns, round, toCommodityRow, type CommodityRowData } from './list-commodities';
import { getCommodityInput, type GetCommodityResult } from './schemas';

type StateRow = {
  state_id: string;
  state_name: string;
  country_id: string;
  price: number;
  supply: number;
  demand: number;
};

/** The largest `TOP_AREAS` states by one measure, with their share of the total over every state listed. */
function topAreas<K extends 'supply' | 'demand'>(rows: StateRow[], measure: K) {
  const total = rows.reduce((sum, row) => sum + row[measure], 0);
  return [...rows]
    .filter((row) => row[measure] > 0)
    .sort((a, b) => b[measure] - a[measure] || (a.state_id < b.state_id ? -1 : 1))
    .slice(0, TOP_AREAS)
    .map((row) => ({
      stateId: row.state_id,
      stateName: row.state_name,
      countryId: row.country_id,
      [measure]: round(row[measure], 2),
      share: total > 0 ? round(row[measure] / total, 4) : 0,
    })) as ({ stateId: string; stateName: string; countryId: string; share: number } & Record<K, number>)[];
}

/**
 * One commodity: its global market, state price, supply and demand maps, the ten largest producing and
 * consuming states, and the global price history. A country restricts the state data to its states
 * and adds its national market. An unknown key or country is found:false.
 */
export async function getCommodity(
  db: Db,
  input: z.input<typeof getCommodityInput>,
): Promise<GetCommodityResult> {
  const { key, country } = parseInput(getCommodityInput, input);
  const [head] = (
    await db.execute<
      CommodityRowData & { n_price: number | null; n_supply: number | null; n_demand: number | null }
    >(sql`
      select ${commodityColumns}, n.price::float8 as n_price, n.supply::float8 as n_supply,
        n.demand::float8 as n_demand
      from commodities c
      join commodity_markets g on g.scope = 'global' and g.area_id = '' and g.commodity_key = c.key
      left join commodity_markets n on n.scope = 'country' and n.area_id = ${country ?? ''} and n.commodity_key = c.key
      where c.key = ${key}`)
  ).rows;
  if (!head || (country && head.n_price === null)) return { found: false, commodity: null };
  const states = (
    await db.execute<StateRow>(sql`
      select m.area_id as state_id, s.name as state_name, m.country_id, m.price::float8 as price,
        m.supply::float8 as supply, m.demand::float8 as demand
      from commodity_markets m join states s on s.id = m.area_id
      where m.scope = 'state' and m.commodity_key = ${key}
        ${country ? sql`and m.country_id = ${country}` : sql``}
      order by m.area_id`)
  ).rows;
  const history = await db.execute<{ turn: number; price: number }>(sql`
    select turn, price from (
      select turn, price::float8 as price from commodity_price_history
      where commodity_key = ${key} order by turn desc limit ${PRICE_HISTORY_POINTS}) recent
    order by turn`);
  return {
    found: true,
    commodity: {
      ...toCommodityRow(head),
      ...(country
        ? {
            nationalPrice: head.n_price!,
            nationalSupply: round(head.n_supply ?? 0, 2),
            nationalDemand: round(head.n_demand ?? 0, 2),
          }
        : {}),
      statePrices: Object.fromEntries(states.map((s) => [s.state_id, s.price])),
      stateSupply: Object.fromEntries(states.map((s) => [s.state_id, round(s.supply, 2)])),
      stateDemand: Object.fromEntries(states.map((s) => [s.state_id, round(s.demand, 2)])),
      topProducers: topAreas(states, 'supply'),
      topConsumers: topAreas(states, 'demand'),
      priceHistory: history.rows,
    },
  };
}
