import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { TurnContext } from '@/lib/systems/core/turn/types';

/**
 * The extraction issue's plug into the commodity price run (docs/commodities-and-trade.md).
 * It returns a SELECT of rows (state_id text, sector_type text, commodity_key text, multiplier numeric)
 * with multiplier in 0.0..1.0. The run multiplies raw supply by it for extraction sectors and
 * extractable commodities only; a (state, sector, commodity) without a row keeps multiplier 1.
 * It may read the database first (capacity documents, active contracts) to build its SELECT.
 */
export type CapacityMultiplierSource = (tx: Db, ctx: Pick<TurnContext, 'turn'>) => Promise<SQL>;

/** Until extraction lands: no rows, so every multiplier is 1 (uncapped, as a missing document). */
export const noCapacityLimits: CapacityMultiplierSource = async () => sql`
  select null::text as state_id, null::text as sector_type, null::text as commodity_key,
    1::numeric as multiplier
  where false`;
