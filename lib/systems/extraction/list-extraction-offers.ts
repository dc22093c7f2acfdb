import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { CONTRACT_LIST_LIMIT } from './constants';
import { parseInput } from '@/lib/platform/validation';
import { offerColumns, offerJoins, toOffer, type OfferRow } from './rows';
import { listOffersQuery, type OfferView } from './schemas';

/** Offers, newest first, filtered by state, corporation and status. */
export async function listExtractionOffers(
  db: Db,
  query: unknown,
): Promise<{ count: number; offers: OfferView[] }> {
  const q = parseInput(listOffersQuery, query);
  const rows = await db.execute<OfferRow>(sql`
    select ${offerColumns} from extraction_offers eo ${offerJoins}
    where (${q.stateId ?? null}::text is null or eo.state_id = ${q.stateId ?? null})
      and (${q.corporationId ?? null}::text is null or eo.corporation_id = ${q.corporationId ?? null})
      and (${q.status ?? null}::text is null or eo.status = ${q.status ?? null})
    order by eo.created_at desc, eo.id limit ${CONTRACT_LIST_LIMIT}`);
  const offers = rows.rows.map(toOffer);
  return { count: offers.length, offers };
}
