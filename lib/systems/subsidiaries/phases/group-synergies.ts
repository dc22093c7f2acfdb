import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { raiseCorporationStrengthsSql } from '@/lib/systems/corporations/companies/corporation-writes';
import { SYNERGY } from '../constants';
import { ensureHoldingGroupTable } from './holding-group-table';

/**
 * Group synergies: each member moves 5% of the way toward max(current, group best × factor) for
 * marketingStrength and logisticsStrength, where the factor is 0.85 for a spin-off that left a
 * current member within 96 turns and 0.6 otherwise. Never lowers a value; tiny changes are skipped.
 */
export const applyGroupSynergies = definePhase({
  id: 'subsidiaries-group-synergies',
  system: 'subsidiaries',
  async run(tx, ctx) {
    await ensureHoldingGroupTable(tx);
    await tx.execute(sql`
      with members as (
        select g.root_id, k.id, k.marketing_strength as m, k.logistics_strength as l,
          case when k.is_spin_off and k.spun_off_at_turn >= ${ctx.turn - SYNERGY.spinOffWindowTurns}
            and exists (select 1 from holding_group_members o
              where o.root_id = g.root_id and o.corporation_id = k.spun_off_from_corp_id)
          then ${SYNERGY.spinOffFactor}::numeric else ${SYNERGY.bestFactor}::numeric end as factor
        from holding_group_members g join corporations k on k.id = g.corporation_id),
      best as (select root_id, max(m) as m, max(l) as l from members group by 1),
      moves as (
        select x.id,
          round(${SYNERGY.stepShare}::numeric * (greatest(x.m, b.m * x.factor) - x.m), 4) as dm,
          round(${SYNERGY.stepShare}::numeric * (greatest(x.l, b.l * x.factor) - x.l), 4) as dl
        from members x join best b on b.root_id = x.root_id)
      ${raiseCorporationStrengthsSql(sql`
        select v.id,
          case when v.dm >= ${SYNERGY.minChange} then v.dm else 0 end as marketing,
          case when v.dl >= ${SYNERGY.minChange} then v.dl else 0 end as logistics
        from moves v where v.dm >= ${SYNERGY.minChange} or v.dl >= ${SYNERGY.minChange}`)}`);
  },
});
