import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { activePoliciesCte } from './active-policies';
import { federalMultipliers, tickTotals } from './apply-metric-tick-rates';
import { approachTarget, targetContributions } from './move-metrics-toward-targets';

/**
 * Steps 1 and 2 (docs/policy.md) in one write per metric: each targeted metric steps toward its target,
 * then the direct tick rates are added and the result clamped to the metric's range. Two statements wrote
 * the same rows twice in the turn, and PostgreSQL re-checks a row's foreign keys on its second write in a
 * transaction; the values are the same expressions in the same order.
 */
export async function moveMetrics(tx: Db, turn: number): Promise<void> {
  const stepped = sql`case when m.contribution is null then sm.value
    else ${approachTarget(sql`sm.value`, sql`sm.baseline`, sql`m.contribution`, sql`md.min`, sql`md.max`)} end`;
  await tx.execute(sql`
    with active as materialized (${activePoliciesCte}),
    federal as (${federalMultipliers}),
    contributions as (${targetContributions(turn)}),
    ticks as (${tickTotals}),
    moved as (
      select k.state_id, k.metric_id, c.total as contribution, t.total as tick
      from (select state_id, metric_id from contributions union select state_id, metric_id from ticks) k
      left join contributions c on c.state_id = k.state_id and c.metric_id = k.metric_id
      left join ticks t on t.state_id = k.state_id and t.metric_id = k.metric_id)
    update state_metrics sm
    set value = case when m.tick is null then ${stepped}
                     else least(greatest(${stepped} + m.tick, md.min), md.max) end,
        updated_turn = ${turn}, policy_turn = ${turn}
    from moved m
    join metric_definitions md on md.id = m.metric_id
    where sm.state_id = m.state_id and sm.metric_id = m.metric_id`);
}

export const moveMetricsPhase = definePhase({
  id: 'policy-metric-targets-and-ticks',
  system: 'policy',
  run: (tx, ctx) => moveMetrics(tx, ctx.turn),
});
