import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  DEMOGRAPHIC_SHIFT_DIRECTION,
  LEAN_MAX,
  LEAN_MIN,
  RECORD_POSITION_MAX,
  SHIFT_RATE_PER_TURN,
} from '../constants';
import { activePoliciesCte } from './active-policies';

/**
 * Demographic shift (docs/policy.md): per policy, shift = direction × (economic / 3) × scopeMultiplier × 0.1;
 * the social lean moves the same way with the social position. A state's leans move by the mean shift of
 * its policies, clamped to -100..+100.
 */
export async function shiftDemographics(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    with active as (${activePoliciesCte}),
    shifts as (
      select state_id,
        avg(${DEMOGRAPHIC_SHIFT_DIRECTION}::float8 * (economic / ${RECORD_POSITION_MAX}) * scope_mult
            * ${SHIFT_RATE_PER_TURN}::float8 order by scope, legislation_type_id) as economic_shift,
        avg(${DEMOGRAPHIC_SHIFT_DIRECTION}::float8 * (social / ${RECORD_POSITION_MAX}) * scope_mult
            * ${SHIFT_RATE_PER_TURN}::float8 order by scope, legislation_type_id) as social_shift
      from active group by state_id
    )
    update state_demographics d
    set economic_lean = least(greatest(d.economic_lean + s.economic_shift, ${LEAN_MIN}), ${LEAN_MAX}),
        social_lean = least(greatest(d.social_lean + s.social_shift, ${LEAN_MIN}), ${LEAN_MAX}),
        updated_turn = ${turn}
    from shifts s where d.state_id = s.state_id`);
}

export const shiftDemographicsPhase = definePhase({
  id: 'policy-demographic-shift',
  system: 'policy',
  run: (tx, ctx) => shiftDemographics(tx, ctx.turn),
});
