import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { importTariffRates } from '@/lib/systems/economy/trade/tariff-rates';
import type { CapacityMultiplierSource } from '../capacity-multipliers';
import { MARKET as M } from '../constants';
import { supplyDemandCtes } from '../refresh-supply-demand';

/**
 * (demand / supply) ^ exponent for a row alias, with a fixed stand-in ratio when a market has demand
 * and no supply. Taken in float8: numeric power() with a fractional exponent costs milliseconds a row.
 */
const tightness = (alias: string, exponent: number) =>
  sql.raw(`power((case when ${alias}.supply > 0 then ${alias}.demand / ${alias}.supply
    when ${alias}.demand > 0 then ${M.noSupplyRatio} else 1 end)::float8, ${exponent}::float8)::numeric`);

/**
 * THE per-turn commodity price run (docs/commodities-and-trade.md, 'The turn'), the one phase the extraction
 * issue plugs into: pass its CapacityMultiplierSource to createRunCommodityPrices in the registry.
 * In one statement:
 *  1. supply and demand of every state, country and global market (supply of extractable
 *     commodities from extraction sectors times the capacity multiplier);
 *  2. global prices move a step toward base x (demand/supply)^elasticity, with seeded noise, within
 *     bounds; national prices add local tightness and import tariffs; state prices add local tightness.
 * Then the global point of the price history.
 */
export function createRunCommodityPrices(capacityMultipliers: CapacityMultiplierSource): TurnPhase {
  return definePhase({
    id: 'run-commodity-prices',
    system: 'economy',
    async run(tx, ctx) {
      const keys = await tx.execute<{ key: string }>(sql`select key from commodities order by key`);
      if (keys.rows.length === 0) return;
      const noise = sql.join(
        keys.rows.map(
          (row) => sql`(${row.key}::text, ${(ctx.random.float() * 2 - 1) * M.priceNoise}::numeric)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        with ${supplyDemandCtes(await capacityMultipliers(tx, ctx))},
        noise(commodity_key, n) as (values ${noise}),
        -- Small materialized slices, so the per-commodity joins below never rescan every market.
        global_rows as materialized (select * from all_rows where scope = 'global'),
        country_rows as materialized (select * from all_rows where scope = 'country'),
        global_new as (
          select a.commodity_key, round(least(${M.priceBounds[1]}::numeric * a.base_price,
            greatest(${M.priceBounds[0]}::numeric * a.base_price,
              (g.price + ${M.priceAdjustment}::numeric
                * (a.base_price * ${tightness('a', M.priceElasticity)} - g.price)) * (1 + n.n))), 6) as price
          from global_rows a
          join commodity_markets g on g.scope = 'global' and g.commodity_key = a.commodity_key and g.area_id = ''
          join noise n on n.commodity_key = a.commodity_key),
        tariff as (${importTariffRates}),
        country_new as (
          select a.area_id, a.commodity_key, round(gn.price
            * least(${M.countryBounds[1]}::numeric, greatest(${M.countryBounds[0]}::numeric,
                ${tightness('a', M.countryElasticity)}))
            * (1 + coalesce(t.rate, 0) / 100
                * case when a.demand > 0 then greatest(0, a.demand - a.supply) / a.demand else 0 end), 6) as price
          from country_rows a
          join global_new gn on gn.commodity_key = a.commodity_key
          left join tariff t on t.importer_id = a.area_id and t.commodity_key = a.commodity_key),
        priced as (
          select a.scope, a.area_id, a.commodity_key, a.country_id, a.supply, a.demand,
            greatest(0.000001, case a.scope
              when 'global' then gn.price
              when 'country' then cn.price
              else round(sn.price * least(${M.stateBounds[1]}::numeric, greatest(${M.stateBounds[0]}::numeric,
                ${tightness('a', M.stateElasticity)})), 6) end) as price
          from all_rows a
          left join global_new gn on a.scope = 'global' and gn.commodity_key = a.commodity_key
          left join country_new cn on a.scope = 'country' and cn.area_id = a.area_id
            and cn.commodity_key = a.commodity_key
          left join country_new sn on a.scope = 'state' and sn.area_id = a.country_id
            and sn.commodity_key = a.commodity_key)
        insert into commodity_markets (scope, area_id, commodity_key, country_id, supply, demand, price, updated_turn)
        select scope, area_id, commodity_key, country_id, supply, demand, price, ${ctx.turn}
        from priced order by scope, commodity_key, area_id
        on conflict (scope, commodity_key, area_id) do update set
          supply = excluded.supply, demand = excluded.demand, price = excluded.price,
          updated_turn = excluded.updated_turn`);
      await tx.execute(sql`
        insert into commodity_price_history (commodity_key, turn, price, supply, demand, recorded_at)
        select commodity_key, ${ctx.turn}, price, supply, demand, ${ctx.now.toISOString()}::timestamptz
        from commodity_markets where scope = 'global' order by commodity_key
        on conflict (commodity_key, turn) do nothing`);
    },
  });
}
