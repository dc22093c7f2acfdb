import { sql } from 'drizzle-orm';
import {
  commodities,
  countryEconomies,
  economyHistory,
  economyParameters,
  primeRateHistory,
  sectorTypes,
} from '@/models';
import type { Db } from '@/lib/platform/db';
import { seedForex } from '@/lib/systems/economy/forex/seed-forex';
import { seedSovereigns } from '@/lib/systems/economy/sovereigns/seed-sovereigns';
import { planEconomy } from './plan-economy';
import { commodityReferences, ECONOMY_PARAMETER_KEYS, economyReference, sectorReferences } from './reference';
import { recordOpeningBalances } from '@/lib/systems/core/money';

interface SeedEconomyOptions {
  seed: string;
  startingYear: number;
  countries: readonly { id: string; currencyCode: string; population: number; gdpMillions: number }[];
}

/**
 * Reference data and opening national economies, in bulk inserts. Opening treasuries enter the
 * ledger in the world's 'seed' transfer, which the seed balances with one issuance row per currency.
 */
export async function seedEconomy(tx: Db, options: SeedEconomyOptions): Promise<void> {
  await tx.insert(commodities).values(commodityReferences.map((c, sortOrder) => ({ ...c, sortOrder })));
  await tx.insert(sectorTypes).values(sectorReferences.map((s, sortOrder) => ({ ...s, sortOrder })));
  await tx
    .insert(economyParameters)
    .values(ECONOMY_PARAMETER_KEYS.map((key) => ({ key, value: economyReference[key] })));
  const plan = planEconomy(options.countries, options.seed, options.startingYear);
  if (plan.economies.length === 0) return;
  await tx.insert(countryEconomies).values(plan.economies);
  await tx.insert(economyHistory).values(plan.history);
  await tx.insert(primeRateHistory).values(plan.primeRates);
  await recordOpeningBalances(tx, {
    transferId: 'seed',
    reason: 'opening_balance',
    turn: 1,
    entries: sql`select 'treasury' as account_type, country_id as account_id, currency_code,
      treasury_cents as amount_cents
      from country_economies where treasury_cents <> 0 order by country_id`,
  });
  await seedForex(tx);
  await seedSovereigns(tx);
}
