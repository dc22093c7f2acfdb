import type { Db } from '@/lib/platform/db';
import { ANCHOR_UNIT } from './constants';
import { readCurrencies } from './read-currencies';
import type { ForexOverview } from './schemas';

/** Every currency's rate against the internal anchor unit, with its changes, volume and regime. */
export async function getForexRates(db: Db): Promise<ForexOverview> {
  const currencies = await readCurrencies(db);
  return { found: currencies.length > 0, anchorUnit: ANCHOR_UNIT, currencies };
}
