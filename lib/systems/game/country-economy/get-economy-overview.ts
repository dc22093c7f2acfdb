import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { readSovereigns } from '@/lib/systems/economy/sovereigns/list-sovereigns';
import { parseInput } from '@/lib/platform/validation';
import { ECONOMY_HISTORY_LIMIT_MAX } from '@/lib/systems/economy/macro/constants';
import { getCountryBudget } from '@/lib/systems/economy/macro/get-country-budget';
import { getCountryEconomy } from './get-country-economy';
import { getEconomyHistory } from '@/lib/systems/economy/macro/get-economy-history';
import { economyCountryParams } from '@/lib/systems/economy/macro/schemas';

/** Everything the country economy page shows, in one read: headline figures, series, budget and sovereign. */
export async function getEconomyOverview(db: Db, input: z.input<typeof economyCountryParams>) {
  const { code } = parseInput(economyCountryParams, input);
  const [economy, history, budget, sovereigns] = await Promise.all([
    getCountryEconomy(db, { code }),
    getEconomyHistory(db, { code, limit: ECONOMY_HISTORY_LIMIT_MAX }),
    getCountryBudget(db, { code }),
    readSovereigns(db, code),
  ]);
  return { found: economy.found, economy, history, budget, sovereign: sovereigns[0] ?? null };
}

export type EconomyOverview = Awaited<ReturnType<typeof getEconomyOverview>>;
