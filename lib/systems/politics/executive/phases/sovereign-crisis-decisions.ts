import { sql } from 'drizzle-orm';
import { openDecisions } from '@/lib/systems/core/decisions/open-decisions';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { MONETIZE_INFLATION_CEILING_PCT, sovereignCrisisTemplates } from '../sovereign-crisis-templates';

/**
 * A country whose lenders pushed it into crisisPending asks its government how to resolve it: one decision
 * per crisis, to the finance minister or else the head (a player among them first). A non-player decides
 * at once by their positions and the crisis's severity (from the sustainability score); a player has the
 * executive window, and the default restructures. Economy applies the chosen resolution
 * (docs/forex-and-sovereigns.md).
 */
export const sovereignCrisisDecisionsPhase = definePhase({
  id: 'sovereign-crises',
  system: 'politics',
  async run(tx, ctx) {
    await openDecisions(tx, ctx, {
      templates: sovereignCrisisTemplates,
      candidates: sql`
        select case when e.inflation >= ${MONETIZE_INFLATION_CEILING_PCT}::numeric
            then 'sovereign_crisis_high_inflation' else 'sovereign_crisis' end as template_key,
          speaker.character_id as addressee_character_id, '' as addressee_name, e.country_id,
          null::text as state_id, jsonb_build_object('crisisSinceTurn', s.crisis_since_turn) as subject,
          'crisis-' || coalesce(s.crisis_since_turn, ${ctx.turn}::int) as subject_key,
          jsonb_build_object('country', co.name) as vars,
          greatest(1, least(5, 5 - floor(s.sustainability_score / 25)))::int as severity
        from country_economies e
        join sovereigns s on s.country_id = e.country_id
        join countries co on co.id = e.country_id
        cross join lateral (
          select seat.holder_character_id as character_id
          from seats seat join offices o on o.id = seat.office_id
          join characters ch on ch.id = seat.holder_character_id
          where seat.country_id = e.country_id and (seat.portfolio = 'finance' or o.role = 'head')
          order by (ch.user_id is not null) desc, (seat.portfolio = 'finance') is true desc, seat.id limit 1) speaker
        where e.crisis_state = 'crisisPending'
        order by e.country_id`,
    });
  },
});
