import { sql } from 'drizzle-orm';
import { DECISION_RATES } from '@/lib/systems/core/decisions/constants';
import { dueEffectsSql, postDecisionMoney } from '@/lib/systems/core/decisions/due-effects';
import {
  decisionDrawSql,
  openDecisions,
  templateKeyDrawSql,
} from '@/lib/systems/core/decisions/open-decisions';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { corporationDecisionTemplates } from '../templates';

/**
 * Puts a strike, a takeover bid, a scandal or an opportunity to a corporation's CEO, at
 * DECISION_RATES.corporationPerCeo a turn; a hired (non-player) CEO decides at once by rule.
 */
export const openCorporationDecisions = definePhase({
  id: 'corporations-decisions-open',
  system: 'corporations',
  async run(tx, ctx) {
    const templates = corporationDecisionTemplates;
    await openDecisions(tx, ctx, {
      templates,
      // The CEO's name is looked up for the drawn few only: the planner takes the draw for a hundredth of the
      // corporations (an estimate it cannot know), and at WORLD_SCALE=1000 joined all 875,000 characters for
      // 961 names, 0.4 s of every turn.
      candidates: sql`
        select * from (
          select ${templateKeyDrawSql(ctx, templates, sql`'corp-pick:' || c.id`)} as template_key,
            c.ceo_character_id as addressee_character_id,
            coalesce((select ch.name from characters ch where ch.id = c.ceo_character_id),
              (select person.name from non_player_persons person where person.id = c.ceo_npp_id)) as addressee_name,
            c.country_id, c.headquarters_state_id as state_id, jsonb_build_object('corporationId', c.id) as subject,
            c.id || '-turn-' || ${ctx.turn}::int as subject_key,
            jsonb_build_object('subject', c.name) as vars, null::int as severity, c.id as corporation_id
          from corporations c
          where c.ceo_kind <> 'vacant'
            and ${decisionDrawSql(ctx, sql`'corp:' || c.id`)} < ${DECISION_RATES.corporationPerCeo}) drawn
        where drawn.addressee_name is not null
        order by drawn.corporation_id`,
    });
  },
});

/** Money into or out of a corporation's cash, against the ledger's named sources and sinks. */
export const applyCorporationDecisionEffects = definePhase({
  id: 'corporations-decisions-effects',
  system: 'corporations',
  async run(tx, ctx) {
    await postDecisionMoney(tx, {
      turn: ctx.turn,
      accountType: 'corporation_cash',
      rows: sql`
        select x.decision_id, c.id as account_id, c.currency_code, cur.rate, c.cash_cents as balance_cents,
          (x.effect->>'units')::float8 as units, x.effect->>'counterparty' as counterparty
        from (${dueEffectsSql(ctx.turn, 'money')}) x
        join corporations c on c.id = x.subject->>'corporationId'
        join currencies cur on cur.code = c.currency_code
        where x.effect->>'account' = 'corporation'`,
    });
  },
});
