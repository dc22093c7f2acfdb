import { sql } from 'drizzle-orm';
import { ACTIONS_CAP, ACTIONS_PER_TURN } from '@/lib/systems/core/characters/constants';
import { definePhase } from '../define-phase';

/** Every character regains ACTIONS_PER_TURN actions, up to ACTIONS_CAP. */
export const refillActions = definePhase({
  id: 'refill-actions',
  system: 'core',
  async run(tx) {
    await tx.execute(sql`
      update characters set actions = least(${ACTIONS_CAP}, actions + ${ACTIONS_PER_TURN})
      where actions < ${ACTIONS_CAP}`);
  },
});
