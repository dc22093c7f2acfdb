import { sql } from 'drizzle-orm';
import { dueEffectsSql } from '@/lib/systems/core/decisions/due-effects';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { shiftStateMetrics } from '../shift-state-metrics';

/** Decisions' metric effects, through policy's own shift (the decision's state, or its whole country). */
export const applyDecisionMetricEffects = definePhase({
  id: 'policy-decision-effects',
  system: 'policy',
  async run(tx, ctx) {
    const due = await tx.execute<{
      country_id: string;
      state_id: string | null;
      metric_id: string;
      delta: number;
    }>(sql`
      select x.country_id, case when x.effect->>'scope' = 'state' then x.state_id end as state_id,
        x.effect->>'metricId' as metric_id, (x.effect->>'delta')::float8 as delta
      from (${dueEffectsSql(ctx.turn, 'metric')}) x order by x.decision_id`);
    await shiftStateMetrics(tx, {
      turn: ctx.turn,
      shifts: due.rows.map((r) => ({
        countryId: r.country_id,
        stateId: r.state_id,
        metricId: r.metric_id,
        delta: r.delta,
      })),
    });
  },
});
