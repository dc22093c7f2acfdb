import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { listBonds } from './list-bonds';

/**
 * GET /api/bonds: the v1 bond list (same filters and page), plus the caller's holdings and cash
 * when signed in, for the bonds page.
 */
export async function getBondMarket(db: Db, input: { userId: string | null; query: unknown }) {
  const listing = await listBonds(db, input.query);
  if (!input.userId) return { ...listing, holdings: [], cashOnHand: null, currencyCode: null };
  const mine = await db.execute<{ bond_id: string; units: string; avg_cost_cents: string }>(sql`
    select h.bond_id, h.units::text, h.avg_cost_cents::text
    from bond_holdings h join characters c on c.id = h.character_id
    where c.user_id = ${input.userId} and h.units > 0 order by h.bond_id`);
  const me = await db.execute<{ cash: string; currency_code: string }>(sql`
    select c.cash_on_hand_cents::text as cash, co.currency_code
    from characters c join countries co on co.id = c.country_id where c.user_id = ${input.userId}`);
  return {
    ...listing,
    holdings: mine.rows.map((r) => ({
      bondId: r.bond_id,
      units: Number(r.units),
      avgCost: Number(r.avg_cost_cents) / 100,
    })),
    cashOnHand: me.rows[0] ? Number(me.rows[0].cash) / 100 : null,
    currencyCode: me.rows[0]?.currency_code ?? null,
  };
}
