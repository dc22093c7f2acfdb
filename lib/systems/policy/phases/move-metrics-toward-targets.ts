import { sql, type SQL } from 'drizzle-orm';
import {
  CONTRIBUTION_EXPONENT,
  CONTRIBUTION_SCALE,
  EFFECT_DIRECTION_INTENSITY,
  TARGET_APPROACH_RATE,
} from '../constants';

/**
 * Step 1 (docs/policy.md): each metric an active policy targets moves toward its policy-driven target:
 * new = current + (target - current) × 0.02, target = clamp(baseline + Σ contributions, min, max), where
 * one contribution is sign(i) × |i|^0.8 × weight × 12 × scopeMultiplier × (higherIsBetter ? 1 : -1),
 * i = effectDirection × 3, times 0.5^(turnsElapsed / halfLife) when the target (or metric) has a half-life.
 */
/**
 * Step 1's contributions per (state_id, metric_id) as `total`, over a CTE named `active`
 * (active-policies.ts); the phase is in move-metrics.ts.
 */
export const targetContributions = (turn: number) => sql`
      select a.state_id, t.metric_id,
        sum(sign(a.effect_direction)
            * power(abs(a.effect_direction * ${EFFECT_DIRECTION_INTENSITY}), ${CONTRIBUTION_EXPONENT}::float8)
            * t.weight * ${CONTRIBUTION_SCALE} * a.scope_mult
            * case when md.higher_is_better then 1 else -1 end
            * case when coalesce(t.adjustment_half_life, md.adjustment_half_life) > 0
                   then power(0.5::float8, (${turn} - a.enacted_at_turn)::float8
                              / coalesce(t.adjustment_half_life, md.adjustment_half_life))
                   else 1 end
            order by a.scope, a.legislation_type_id, t.target_index) as total
      from active a
      join legislation_type_targets t on t.legislation_type_id = a.legislation_type_id
      join metric_definitions md on md.id = t.metric_id
      where a.effect_direction <> 0
      group by a.state_id, t.metric_id`;

/** A metric's value moved a step toward its target, clamp(baseline + contributions, min, max). */
export const approachTarget = (value: SQL, baseline: SQL, contributions: SQL, min: SQL, max: SQL) =>
  sql`${value} + (least(greatest(${baseline} + ${contributions}, ${min}), ${max}) - ${value})
                * ${TARGET_APPROACH_RATE}::float8`;
