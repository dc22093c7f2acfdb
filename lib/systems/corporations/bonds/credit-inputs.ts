import { sql, type SQL } from 'drizzle-orm';
import { BONDS } from './constants';

/**
 * Per corporation, what its bonds mean for its credit score, as a subquery to join on
 * corporation_id in the rating phase: `annual_interest_cents` (the active bonds' coupons for a
 * year, in place of debt × prime rate) and `default_penalty` (true while a default is younger than
 * economy.json's penalty, when the score is capped at defaultPenalty.maxScore and rated CCC).
 */
export function bondCreditInputs(turn: number): SQL {
  return sql`
    select b.corporation_id,
      coalesce(sum(b.units_issued * b.unit_face_cents * b.coupon_pct / 100) filter (where b.status = 'active'), 0)
        as annual_interest_cents,
      coalesce(bool_or(b.status = 'defaulted' and b.defaulted_at_turn > ${turn - BONDS.defaultCreditPenaltyTurns}), false)
        as default_penalty
    from corporate_bonds b group by b.corporation_id`;
}
