import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { SOVEREIGN_TERM_PREMIUM_PP } from './constants';
import { scoreSustainability } from './score-sustainability';
import { ratingSpreads } from './sql';

/**
 * One sovereign per seeded economy: trust opens at investor confidence, the coupon at prime + term
 * premium + rating spread, no auction held yet; the sustainability score is computed at once.
 */
export async function seedSovereigns(tx: Db): Promise<void> {
  await tx.execute(sql`
    with spreads(rating, pp) as (values ${ratingSpreads})
    insert into sovereigns (country_id, required_issuance_cents, coupon_rate, trust, fx_depreciation10,
      entity_holdings_cents, consecutive_failed_auctions, auction_raised_cents, auction_contributions,
      sustainability_score, sustainability_band, sustainability_components, updated_turn)
    select e.country_id, 0, round(greatest(0, e.prime_rate + ${SOVEREIGN_TERM_PREMIUM_PP}::numeric + coalesce(sp.pp, 0)), 4),
      e.investor_confidence, 0, 0, 0, 0, '[]'::jsonb, 0, 'crisis', '[]'::jsonb, 0
    from country_economies e left join spreads sp on sp.rating = e.credit_rating
    order by e.country_id`);
  await scoreSustainability(tx);
}
