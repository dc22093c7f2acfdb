import { sql } from 'drizzle-orm';
import { DECISION_RATES } from '@/lib/systems/core/decisions/constants';
import {
  decisionDrawSql,
  openDecisions,
  templateKeyDrawSql,
} from '@/lib/systems/core/decisions/open-decisions';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { partyDecisionTemplates } from '../decision-templates';

/**
 * Puts a member's scandal, a rebellion or a defection to a party's leader, at DECISION_RATES.partyPerLeader
 * a turn, about a member drawn among the party's (a seeded draw per turn).
 */
export const openPartyDecisions = definePhase({
  id: 'party-decisions-open',
  system: 'politics',
  async run(tx, ctx) {
    const templates = partyDecisionTemplates;
    await openDecisions(tx, ctx, {
      templates,
      candidates: sql`
        select ${templateKeyDrawSql(ctx, templates, sql`'party-pick:' || p.id`)} as template_key,
          p.chair_character_id as addressee_character_id, '' as addressee_name, p.country_id, null as state_id,
          jsonb_build_object('partyId', p.id, 'characterId', m.id) as subject,
          p.id || '-turn-' || ${ctx.turn}::int as subject_key,
          jsonb_build_object('subject', m.name, 'party', p.name) as vars, null::int as severity
        from parties p
        cross join lateral (
          select c.id, c.name from characters c where c.party_id = p.id and c.id <> p.chair_character_id
          order by md5(${`${ctx.state.seed}:${ctx.turn}:member:`} || c.id) limit 1) m
        where p.chair_character_id is not null
          and ${decisionDrawSql(ctx, sql`'party:' || p.id`)} < ${DECISION_RATES.partyPerLeader}
        order by p.id`,
    });
  },
});
