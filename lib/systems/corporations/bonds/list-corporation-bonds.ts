import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { selectBonds, toBondRow } from './list-bonds';
import type { BondRow } from './schemas';

/** Most bonds one corporation lists (its `corporation` endpoint's bonds[]). */
const CORPORATION_BONDS_LIMIT = 100;

/**
 * A corporation's bonds for the v1 `corporation` endpoint's `bonds[]` (same row shape as `bonds`):
 * active first, then the newest. Empty for a corporation without bonds or an unknown id.
 */
export async function listCorporationBonds(db: Db, corporationId: string): Promise<BondRow[]> {
  const rows = await selectBonds(db, sql`b.corporation_id = ${corporationId}`, 1, CORPORATION_BONDS_LIMIT);
  return rows.map(toBondRow);
}
