import { sql } from 'drizzle-orm';
import { commodityCalibrations, sectorCommodityRates, stateSectors } from '@/models';
import type { Db } from '@/lib/platform/db';
import type { SeedStep } from '@/lib/systems/core/world-plan/seed-context';
import { commodityReferences, sectorReferences } from '@/lib/systems/economy/macro/reference';
import { seedOpeningTariffs } from '@/lib/systems/economy/trade/seed-opening-tariffs';
import { noCapacityLimits, type CapacityMultiplierSource } from './capacity-multipliers';
import { HOUSEHOLD_DEMAND_PER_CAPITA } from './constants';
import { planSectorRates, planStateSectors } from './plan-state-sectors';
import { refreshSupplyDemand } from './refresh-supply-demand';

/**
 * State sectors, commodity markets and opening tariffs for a new world, after the states, currencies
 * and reference tables exist. Demand is calibrated so every commodity opens balanced at its base price.
 */
export async function seedCommodities(
  tx: Db,
  options: {
    seed: string;
    now: Date;
    /** Seeds what limits extraction once the state sectors exist, and returns its multipliers. */
    seedCapacity?: (tx: Db) => Promise<CapacityMultiplierSource>;
  },
): Promise<void> {
  await tx.insert(sectorCommodityRates).values(planSectorRates(sectorReferences));
  const stateRows = await tx.execute<{
    id: string;
    country_id: string;
    population: number;
    gdp_millions: number;
    rate: number;
  }>(sql`
    select s.id, s.country_id, s.population::float8 as population, s.gdp_millions::float8 as gdp_millions,
      cur.rate::float8 as rate
    from states s join countries co on co.id = s.country_id
    join currencies cur on cur.code = co.currency_code order by s.id`);
  if (stateRows.rows.length === 0) return;
  const planned = planStateSectors(
    stateRows.rows.map((s) => ({
      id: s.id,
      countryId: s.country_id,
      population: s.population,
      gdpMillions: s.gdp_millions,
      forexRate: s.rate,
    })),
    sectorReferences.map((sector) => sector.id),
    options.seed,
  );
  for (let start = 0; start < planned.length; start += 1_000) {
    await tx.insert(stateSectors).values(planned.slice(start, start + 1_000));
  }
  await tx.insert(commodityCalibrations).values(
    commodityReferences.map((c) => ({
      commodityKey: c.key,
      demandScale: 1,
      householdDemandPerCapita: HOUSEHOLD_DEMAND_PER_CAPITA[c.key] ?? 0,
    })),
  );
  const capacity = options.seedCapacity ? await options.seedCapacity(tx) : noCapacityLimits;
  const multipliers = await capacity(tx, { turn: 0 });
  await refreshSupplyDemand(tx, 0, multipliers);
  await tx.execute(sql`
    update commodity_calibrations cal set demand_scale = round(m.supply / m.demand, 10)
    from commodity_markets m
    where m.scope = 'global' and m.commodity_key = cal.commodity_key and m.supply > 0 and m.demand > 0`);
  await refreshSupplyDemand(tx, 0, multipliers);
  await tx.execute(sql`
    insert into commodity_price_history (commodity_key, turn, price, supply, demand, recorded_at)
    select commodity_key, 0, price, supply, demand, ${options.now.toISOString()}::timestamptz
    from commodity_markets where scope = 'global' order by commodity_key`);
  await seedOpeningTariffs(tx);
  // Fresh statistics, so the turn's set-based joins start as hash joins rather than per-row index probes.
  await tx.execute(
    sql`analyze state_sectors, sector_commodity_rates, commodity_markets, commodity_calibrations`,
  );
}

/**
 * The seed step, optionally wired to what limits extraction: economy alone seeds without limits, and the
 * game registry replaces the step by id with one wired to the extraction system's capacity.
 */
export function createSeedCommoditiesStep(
  seedCapacity?: (tx: Db) => Promise<CapacityMultiplierSource>,
): SeedStep {
  return {
    id: 'economy.commodities',
    run: (tx, ctx) => seedCommodities(tx, { seed: ctx.options.seed, now: ctx.now, seedCapacity }),
  };
}
