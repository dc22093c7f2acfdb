import { pruneLiveEventsBefore } from '@/lib/platform/events/live-events';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { LIVE_EVENTS_KEEP_TURNS } from '../constants';

/**
 * Drops stream frames older than LIVE_EVENTS_KEEP_TURNS turns in one statement: the log only serves
 * reconnects, and a client away longer refetches its pages anyway. The log stays that small, so the
 * scan stays cheap without an index on turn.
 */
export const pruneLiveEvents = definePhase({
  id: 'live-events-prune',
  system: 'core',
  async run(tx, ctx) {
    await pruneLiveEventsBefore(tx, ctx.turn - LIVE_EVENTS_KEEP_TURNS);
  },
});
