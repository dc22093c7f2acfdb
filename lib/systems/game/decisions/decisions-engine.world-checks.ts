import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECISION_OPEN_CAP } from '@/lib/systems/core/decisions/constants';
import { EXECUTIVE_DECISION_TURNS } from '@/lib/systems/economy/sovereigns/constants';
import type { WorldRun } from '@/lib/testing/world-run';

type Counts = {
  total: number;
  by_source: Record<string, number>;
  by_decider: Record<string, number>;
  open: number;
  over_cap: number;
  overdue: number;
  unstamped: number;
  history: number;
  crises: number;
  stuck_crises: number;
  vote_open_notices: number;
};

/** Decisions on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeDecisionsOverTheRun(world: WorldRun) {
  describe(`decisions over ${world.turns} turns on the default world`, () => {
    it('opens decisions from every office source, decides them by non-players and by default, applies them', async () => {
      const result = await world.db().execute<Counts>(sql`
        with d as (select * from decisions), now as (select current_turn as turn from game_state)
        select (select count(*)::int from d) as total,
          (select coalesce(jsonb_object_agg(source, n), '{}') from (select source, count(*)::int as n from d group by 1) s)
            as by_source,
          (select coalesce(jsonb_object_agg(coalesce(decided_by, 'open'), n), '{}')
             from (select decided_by, count(*)::int as n from d group by 1) s) as by_decider,
          (select count(*)::int from d where status = 'open') as open,
          (select count(*)::int from (select 1 from d where status = 'open' and addressee_character_id is not null
             group by addressee_character_id having count(*) > ${DECISION_OPEN_CAP}) x) as over_cap,
          (select count(*)::int from d, now where status = 'open' and closes_turn < now.turn - 1) as overdue,
          (select count(*)::int from d, now where status = 'decided' and effects_until_turn < now.turn - 1
             and effects_until_turn >= effects_from_turn and effects_applied_turn is distinct from effects_until_turn)
            as unstamped,
          (select count(*)::int from history_events where event_type = 'decision_made') as history,
          (select count(*)::int from d where source = 'sovereign') as crises,
          (select count(*)::int from country_economies e join sovereigns s on s.country_id = e.country_id, now
             where e.crisis_state = 'crisisPending'
               and s.crisis_since_turn < now.turn - ${EXECUTIVE_DECISION_TURNS + 2}) as stuck_crises,
          (select count(*)::int from notifications where kind = 'bill_vote_open') as vote_open_notices`);
      const counts = result.rows[0]!;
      process.stdout.write(`decisions 200-turn counts: ${JSON.stringify(counts)}\n`);
      // Lenient: the rates are chances per turn, so only the sources' presence and the invariants are fixed.
      expect(counts.by_source.world_event ?? 0).toBeGreaterThan(0);
      expect(counts.by_source.corporation ?? 0).toBeGreaterThan(0);
      expect(counts.by_source.party ?? 0).toBeGreaterThan(0);
      expect(counts.by_decider.npc ?? 0).toBeGreaterThan(counts.total / 2);
      expect(counts.over_cap).toBe(0);
      expect(counts.overdue).toBe(0);
      expect(counts.unstamped).toBe(0);
      expect(counts.history).toBeGreaterThan(0);
      // A debt crisis is resolved within the executive window: by its decision, or by the engine's default.
      expect(counts.stuck_crises).toBe(0);
    });
  });
}
