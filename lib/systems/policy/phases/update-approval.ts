import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { APPROVAL_MAX, APPROVAL_METRIC_WEIGHT, APPROVAL_MIN, APPROVAL_MIN_SPAN_SHARE } from '../constants';

/** National approval: the population-weighted mean of the country's state approvals (and bases). */
export async function recordNationalApproval(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    insert into approval_ratings (scope, place_id, country_id, approval, base_approval, updated_turn)
    select 'national', s.country_id, s.country_id,
      sum(ar.approval * s.population order by s.id) / nullif(sum(s.population), 0),
      sum(ar.base_approval * s.population order by s.id) / nullif(sum(s.population), 0), ${turn}
    from approval_ratings ar join states s on s.id = ar.place_id
    where ar.scope = 'state'
    group by s.country_id
    having sum(s.population) > 0
    on conflict (scope, place_id) do update
    set approval = excluded.approval, base_approval = excluded.base_approval, updated_turn = excluded.updated_turn`);
}

/**
 * Approval per state (the formula is ours; constants.ts documents it): base approval plus 25 × the mean
 * signed, clamped relative deviation of the state's metrics from their baselines; then per nation.
 */
export async function updateApproval(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    with deviation as (
      select sm.state_id,
        avg(least(greatest((sm.value - sm.baseline)
              / greatest(abs(sm.baseline), ${APPROVAL_MIN_SPAN_SHARE}::float8 * (md.max - md.min), 1e-9), -1), 1)
            * case when md.higher_is_better then 1 else -1 end
            order by sm.metric_id) as d
      from state_metrics sm join metric_definitions md on md.id = sm.metric_id
      group by sm.state_id
    )
    update approval_ratings ar
    set approval = least(greatest(ar.base_approval + ${APPROVAL_METRIC_WEIGHT} * dv.d, ${APPROVAL_MIN}), ${APPROVAL_MAX}),
        updated_turn = ${turn}
    from deviation dv
    where ar.scope = 'state' and ar.place_id = dv.state_id`);
  await recordNationalApproval(tx, turn);
}

export const updateApprovalPhase = definePhase({
  id: 'policy-approval',
  system: 'policy',
  run: (tx, ctx) => updateApproval(tx, ctx.turn),
});
