import { sql } from 'drizzle-orm';
import { dueEffectsSql } from '@/lib/systems/core/decisions/due-effects';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { FOREX_DYNAMICS } from '@/lib/systems/economy/forex/constants';
import { BAILOUT, MONETIZE, REPUDIATE, RESTRUCTURE } from '../constants';

/** Per resolution: principal kept, trust points, currency shock, GDP lost per tick, and the state it leaves. */
const RULES = sql.join(
  [
    sql`('restructure'::text, ${1 - RESTRUCTURE.haircut}::numeric, ${RESTRUCTURE.trustHit * 100}::numeric,
      ${RESTRUCTURE.fxDepreciation}::numeric, ${RESTRUCTURE.gdpPenalty / RESTRUCTURE.gdpPenaltyTurns}::numeric,
      'recovering'::text, true)`,
    sql`('repudiate', ${1 - REPUDIATE.principalWritedown}::numeric, ${REPUDIATE.trustHit * 100}::numeric,
      ${REPUDIATE.fxDepreciation}::numeric, ${REPUDIATE.gdpPenalty / REPUDIATE.gdpPenaltyTurns}::numeric, 'recovering', true)`,
    sql`('bailout', 1, 0, 0, ${BAILOUT.directGdpPenalty}::numeric, 'crisisResolving', false)`,
    sql`('monetize', 1, 0, 0, 0, 'warning', false)`,
  ],
  sql`, `,
);

/**
 * The crisis decisions' resolutions (politics opens them; docs/forex-and-sovereigns.md), in three
 * statements: on the first tick, while the crisis is still pending, the debt's haircut or write-down, the
 * IMF's rate (bailout) or the inflation shock (monetize), the new crisis state, lender trust and the
 * currency's fall; on every tick, its share of the GDP penalty. Runs before the ratings and the crisis
 * state machine, which read the new principal and state.
 */
export const applySovereignResolutions = definePhase({
  id: 'economy-sovereign-resolutions',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`drop table if exists sovereign_resolutions`);
    await tx.execute(sql`
      create temp table sovereign_resolutions on commit drop as
      with rules(resolution, principal_kept, trust_points, fx_fall, gdp_per_tick, next_state, is_default)
        as (values ${RULES}),
      due as (
        select distinct on (x.country_id) x.country_id, x.effect->>'resolution' as resolution,
          d.effects_from_turn = ${ctx.turn}::int as first_tick
        from (${dueEffectsSql(ctx.turn, 'sovereign')}) x join decisions d on d.id = x.decision_id
        order by x.country_id, x.decision_id)
      select due.country_id, due.first_tick and e.crisis_state = 'crisisPending' as resolves, r.*
      from due join rules r on r.resolution = due.resolution
      join country_economies e on e.country_id = due.country_id`);
    await tx.execute(sql`
      update country_economies e set
        gdp = round(e.gdp * (1 - r.gdp_per_tick), 2),
        debt_principal_cents = case when r.resolves
          then round(e.debt_principal_cents * r.principal_kept)::bigint else e.debt_principal_cents end,
        crisis_state = case when r.resolves then r.next_state else e.crisis_state end,
        debt_rate = case when r.resolves and r.resolution = 'bailout' then ${BAILOUT.imfRate}::numeric
          else e.debt_rate end,
        inflation = case when r.resolves and r.resolution = 'monetize'
          then greatest(e.inflation * ${MONETIZE.inflationShockMultiplier}::numeric,
            e.inflation + ${MONETIZE.inflationShockMultiplier}::numeric)
          else e.inflation end,
        updated_turn = ${ctx.turn}, updated_at = ${ctx.now}
      from sovereign_resolutions r where r.country_id = e.country_id`);
    await tx.execute(sql`
      update sovereigns s set
        crisis_since_turn = case when r.next_state = 'warning' then null else ${ctx.turn}::int end,
        last_default_turn = case when r.is_default then ${ctx.turn}::int else s.last_default_turn end,
        consecutive_failed_auctions = 0,
        trust = round(greatest(0, least(100, s.trust + r.trust_points)), 4),
        updated_turn = ${ctx.turn}, updated_at = ${ctx.now}
      from sovereign_resolutions r where r.country_id = s.country_id and r.resolves`);
    // A default knocks the currency down at once (this turn's rate and its history row).
    await tx.execute(sql`
      with shocked as (
        update currencies c set rate = round(least(c.base_rate * ${FOREX_DYNAMICS.rateCeilingMultiplier},
          c.rate * (1 + r.fx_fall)), 8)
        from country_economies e join sovereign_resolutions r on r.country_id = e.country_id
        where e.currency_code = c.code and r.resolves and r.fx_fall > 0
        returning c.code, c.rate)
      update forex_rate_history h set rate = x.rate
      from shocked x where h.currency_code = x.code and h.turn = ${ctx.turn}`);
  },
});
