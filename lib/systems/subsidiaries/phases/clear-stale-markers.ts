import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { controllingCorporationSql } from '@/lib/systems/corporations/companies/control';

/**
 * The zombie cleanup: a formalization whose corporation is no longer controlled above half by any
 * corporation loses its marker, and a dividend floor whose setter no longer controls is dropped.
 * Gated by the flag through the subsidiaries system, so a world with the flag off keeps its markers.
 */
export const clearStaleSubsidiaryMarkers = definePhase({
  id: 'subsidiaries-clear-stale-markers',
  system: 'subsidiaries',
  async run(tx) {
    await tx.execute(sql`
      with stale as (
        select k.id, ${controllingCorporationSql(sql`k`)} as controller,
          k.subsidiary_formalized_at_turn as marker, k.parent_dividend_floor_set_by_corp_id as setter
        from corporations k
        where k.subsidiary_formalized_at_turn is not null or k.parent_dividend_floor_set_by_corp_id is not null)
      update corporations k set
        subsidiary_formalized_at_turn = case when s.controller is null then null else k.subsidiary_formalized_at_turn end,
        parent_dividend_floor_pct = case when s.setter is distinct from s.controller then null
          else k.parent_dividend_floor_pct end,
        parent_dividend_floor_set_by_corp_id = case when s.setter is distinct from s.controller then null
          else k.parent_dividend_floor_set_by_corp_id end
      from stale s
      where s.id = k.id and ((s.marker is not null and s.controller is null)
        or (s.setter is not null and s.setter is distinct from s.controller))`);
  },
});
