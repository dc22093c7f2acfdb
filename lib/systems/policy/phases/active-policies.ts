import { sql } from 'drizzle-orm';
import { NATIONAL_SCOPE_MULTIPLIER, STATE_SCOPE_MULTIPLIER } from '../constants';

/**
 * Every float aggregate of the policy phases names its input order (`sum(x order by …)`): a float sum
 * depends on the order it adds in, and without one that order follows the plan and the physical row
 * order, which autovacuum changes, so a replay (lib/systems/game/turn/replay.int.test.ts) could differ in the last bit.
 *
 * A CTE body: every active enacted policy applied to every state it governs. State law applies to its
 * state (scope multiplier 1), national law to each state of its country (0.21).
 * Columns: state_id, country_id, scope, legislation_type_id, option_index, economic, social,
 * effect_direction, enacted_at_turn, scope_mult.
 */
export const activePoliciesCte = sql`
  select ep.state_id, ep.country_id, ep.scope, ep.legislation_type_id, ep.option_index, ep.economic,
         ep.social, ep.effect_direction, ep.enacted_at_turn, ${STATE_SCOPE_MULTIPLIER}::float8 as scope_mult
  from enacted_policies ep
  where ep.active and ep.scope = 'state'
  union all
  select s.id, ep.country_id, ep.scope, ep.legislation_type_id, ep.option_index, ep.economic,
         ep.social, ep.effect_direction, ep.enacted_at_turn, ${NATIONAL_SCOPE_MULTIPLIER}::float8
  from enacted_policies ep
  join states s on s.country_id = ep.country_id
  where ep.active and ep.scope = 'national'`;
