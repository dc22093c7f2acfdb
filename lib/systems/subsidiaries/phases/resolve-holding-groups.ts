import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { rebuildHoldingGroupTable } from './holding-group-table';

/** Recomputes the holding groups from formalized edges after the stale markers are gone. */
export const resolveHoldingGroups = definePhase({
  id: 'subsidiaries-resolve-groups',
  system: 'subsidiaries',
  async run(tx) {
    await rebuildHoldingGroupTable(tx);
  },
});
