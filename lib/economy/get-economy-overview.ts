import type { z } from 'zod';
import type { Db } from '../db';
import { parseInput } from '../validation';
import { ECONOMY_HISTORY_LIMIT_MAX } from './constants';
import { getCountryBudget } from './get-country-budget';
import { getCountryEconomy } from './get-country-economy';
import { getEconomyHistory } from './get-economy-history';
import { economyCountryParams } from './schemas';

/** Everything the country economy page shows, in one read: headline figures, series and budget. */
export async function getEconomyOverview(db: Db, input: z.input<typeof economyCountryParams>) {
  const { code } = parseInput(economyCountryParams, input);
  const [economy, history, budget] = await Promise.all([
    getCountryEconomy(db, { code }),
    getEconomyHistory(db, { code, limit: ECONOMY_HISTORY_LIMIT_MAX }),
    getCountryBudget(db, { code }),
  ]);
  return { found: economy.found, economy, history, budget };
}

export type EconomyOverview = Awaited<ReturnType<typeof getEconomyOverview>>;
