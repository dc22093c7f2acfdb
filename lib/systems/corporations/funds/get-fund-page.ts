import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { FUND_NAV_HISTORY_LIMIT } from './constants';
import { getFunds } from './get-funds';
import { fundSlugParams } from './schemas';

/**
 * GET /api/funds/[slug]: the fund's v1 detail, its NAV series (oldest first, the newest
 * FUND_NAV_HISTORY_LIMIT turns) and, when signed in, the caller's units and cash.
 */
export async function getFundPage(db: Db, input: { userId: string | null; slug: unknown }) {
  const { slug } = parseInput(fundSlugParams, { slug: input.slug });
  const detail = await getFunds(db, { slug });
  if (!detail.fund) throw new AppError('NOT_FOUND', 'No such fund.');
  const history = await db.execute<{ turn: number; nav_cents: string }>(sql`
    select turn, nav_cents::text from (
      select n.turn, n.nav_cents from fund_nav_history n join index_funds f on f.id = n.fund_id
      where f.slug = ${slug} order by n.turn desc limit ${FUND_NAV_HISTORY_LIMIT}) t
    order by turn`);
  let holding: { units: number; avgCost: number } | null = null;
  let cashOnHand: number | null = null;
  let currencyCode: string | null = null;
  if (input.userId) {
    const mine = await db.execute<{
      units: string | null;
      avg: string | null;
      cash: string;
      currency_code: string;
    }>(sql`
      select u.units::text, u.avg_cost_cents::text as avg, c.cash_on_hand_cents::text as cash, co.currency_code
      from characters c join countries co on co.id = c.country_id
      left join fund_unit_holdings u on u.character_id = c.id
        and u.fund_id = (select id from index_funds where slug = ${slug})
      where c.user_id = ${input.userId}`);
    const row = mine.rows[0];
    if (row) {
      cashOnHand = Number(row.cash) / 100;
      currencyCode = row.currency_code;
      if (row.units !== null) holding = { units: Number(row.units), avgCost: Number(row.avg) / 100 };
    }
  }
  return {
    fund: detail.fund,
    navHistory: history.rows.map((r) => ({ turn: r.turn, nav: Number(r.nav_cents) / 100 })),
    holding,
    cashOnHand,
    currencyCode,
  };
}
