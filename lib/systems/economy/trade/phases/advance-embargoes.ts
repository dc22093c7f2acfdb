import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';

/**
 * Embargo lifecycle: a pending embargo whose start turn has come becomes active; an active (or
 * never-activated) one past its end turn expires. Lifting is an action (admin or bill), not a phase.
 */
export const advanceEmbargoes = definePhase({
  id: 'trade-advance-embargoes',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`
      update trade_embargoes set status = case
          when end_turn is not null and end_turn < ${ctx.turn} then 'expired' else 'active' end
      where (status = 'pending' and start_turn <= ${ctx.turn})
         or (status = 'active' and end_turn is not null and end_turn < ${ctx.turn})`);
  },
});
