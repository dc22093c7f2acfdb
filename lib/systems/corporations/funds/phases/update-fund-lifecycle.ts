import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { FUNDS } from '../constants';

/**
 * Fund lifecycle, a few set-based updates: an active fund with no listed constituent left, or whose
 * backing fell under economy.json's threshold, pauses; an automatically paused fund whose cause
 * cleared resumes; one paused longer than the wind-down grace starts winding down (the rebalance
 * then sells everything and the NAV phase closes it).
 */
export const updateFundLifecycle = definePhase({
  id: 'funds-lifecycle',
  system: 'corporations',
  async run(tx, ctx) {
    const turn = ctx.turn;
    await tx.execute(sql`
      with eligible as (
        select f.id, exists (select 1 from corporations k where k.is_public
          and (f.scope = 'global' or k.country_id = f.country_id)
          and (f.sector_type is null or k.type = f.sector_type)) as has_constituents
        from index_funds f where f.status in ('active', 'paused'))
      update index_funds f set
        status = case
          when f.status = 'active' and not e.has_constituents then 'paused'
          when f.status = 'active' and f.backing_ratio < ${FUNDS.feeSuspendedBelowBackingRatio} then 'paused'
          when f.status = 'paused' and f.paused_at_turn <= ${turn - FUNDS.windDownGraceTurns} then 'winding_down'
          when f.status = 'paused' and f.pause_reason = 'constituent_delisted' and e.has_constituents then 'active'
          when f.status = 'paused' and f.pause_reason = 'backing_ratio'
            and f.backing_ratio >= ${FUNDS.feeSuspendedBelowBackingRatio} then 'active'
          else f.status end,
        pause_reason = case
          when f.status = 'active' and not e.has_constituents then 'constituent_delisted'
          when f.status = 'active' and f.backing_ratio < ${FUNDS.feeSuspendedBelowBackingRatio} then 'backing_ratio'
          when f.status = 'paused' and f.paused_at_turn <= ${turn - FUNDS.windDownGraceTurns} then f.pause_reason
          when f.status = 'paused' and f.pause_reason = 'constituent_delisted' and e.has_constituents then null
          when f.status = 'paused' and f.pause_reason = 'backing_ratio'
            and f.backing_ratio >= ${FUNDS.feeSuspendedBelowBackingRatio} then null
          else f.pause_reason end,
        paused_at_turn = case when f.status = 'active'
          and (not e.has_constituents or f.backing_ratio < ${FUNDS.feeSuspendedBelowBackingRatio}) then ${turn}
          else f.paused_at_turn end,
        wind_down_started_at_turn = case when f.status = 'paused'
          and f.paused_at_turn <= ${turn - FUNDS.windDownGraceTurns} then ${turn}
          else f.wind_down_started_at_turn end,
        updated_at = ${ctx.now.toISOString()}::timestamptz
      from eligible e
      where e.id = f.id and (
        (f.status = 'active' and (not e.has_constituents or f.backing_ratio < ${FUNDS.feeSuspendedBelowBackingRatio}))
        or (f.status = 'paused' and (f.paused_at_turn <= ${turn - FUNDS.windDownGraceTurns}
          or (f.pause_reason = 'constituent_delisted' and e.has_constituents)
          or (f.pause_reason = 'backing_ratio' and f.backing_ratio >= ${FUNDS.feeSuspendedBelowBackingRatio}))))`);
  },
});
