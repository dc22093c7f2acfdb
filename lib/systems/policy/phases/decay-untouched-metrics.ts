import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { NATURAL_DECAY_RATE } from '../constants';

/** Step 3 (docs/policy.md): metrics no policy moved this turn decay 0.25% of the way to baseline. */
export async function decayUntouchedMetrics(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    update state_metrics
    set value = value + (baseline - value) * ${NATURAL_DECAY_RATE}::float8, updated_turn = ${turn}
    where policy_turn is distinct from ${turn} and value <> baseline`);
}

export const decayUntouchedMetricsPhase = definePhase({
  id: 'policy-metric-decay',
  system: 'policy',
  run: (tx, ctx) => decayUntouchedMetrics(tx, ctx.turn),
});
