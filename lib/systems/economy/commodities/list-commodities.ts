import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { listCommoditiesQuery, type CommodityRow, type ListCommoditiesResult } from './schemas';

export type CommodityRowData = {
  key: string;
  label: string;
  unit: string;
  category: string;
  extractable: boolean;
  base_price: number;
  price: number;
  supply: number;
  demand: number;
  turn: number;
};

export const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The API shape of one global market row. */
export function toCommodityRow(row: CommodityRowData): CommodityRow {
  const supply = round(row.supply, 2);
  const demand = round(row.demand, 2);
  return {
    key: row.key,
    label: row.label,
    unit: row.unit,
    category: row.category,
    extractable: row.extractable,
    basePrice: row.base_price,
    price: row.price,
    supply,
    demand,
    globalPrice: row.price,
    globalSupply: supply,
    globalDemand: demand,
    turn: row.turn,
  };
}

export const commodityColumns = sql`c.key, c.label, c.unit, c.category, c.extractable,
  c.base_price::float8 as base_price, g.price::float8 as price, g.supply::float8 as supply,
  g.demand::float8 as demand, g.updated_turn as turn`;

/**
 * Every commodity with its global price, supply and demand; with a country, its national market
 * too. An unknown country is found:false with no rows.
 */
export async function listCommodities(
  db: Db,
  input: z.input<typeof listCommoditiesQuery>,
): Promise<ListCommoditiesResult> {
  const { country } = parseInput(listCommoditiesQuery, input);
  if (country) {
    const exists = await db.execute(sql`select 1 from countries where id = ${country}`);
    if (exists.rows.length === 0) return { found: false, countryId: country, count: 0, commodities: [] };
  }
  const rows = await db.execute<
    CommodityRowData & { n_price: number | null; n_supply: number | null; n_demand: number | null }
  >(sql`
    select ${commodityColumns}, n.price::float8 as n_price, n.supply::float8 as n_supply,
      n.demand::float8 as n_demand
    from commodities c
    join commodity_markets g on g.scope = 'global' and g.area_id = '' and g.commodity_key = c.key
    left join commodity_markets n on n.scope = 'country' and n.area_id = ${country ?? ''} and n.commodity_key = c.key
    order by c.sort_order`);
  const commodities = rows.rows.map((row) => ({
    ...toCommodityRow(row),
    ...(country && row.n_price !== null
      ? {
          nationalPrice: row.n_price,
          nationalSupply: round(row.n_supply ?? 0, 2),
          nationalDemand: round(row.n_demand ?? 0, 2),
        }
      : {}),
  }));
  return {
    found: commodities.length > 0,
    ...(country ? { countryId: country } : {}),
    count: commodities.length,
    commodities,
  };
}
