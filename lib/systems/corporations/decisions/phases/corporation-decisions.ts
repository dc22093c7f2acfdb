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
      candidates: sql`
        select ${templateKeyDrawSql(ctx, templates, sql`'corp-pick:' || c.id`)} as template_key,
          c.ceo_character_id as addressee_character_id, coalesce(ch.name, person.name) as addressee_name,
          c.country_id, c.headquarters_state_id as state_id, jsonb_build_object('corporationId', c.id) as subject,
          c.id || '-turn-' || ${ctx.turn}::int as subject_key,
          jsonb_build_object('subject', c.name) as vars, null::int as severity
        from corporations c
        left join characters ch on ch.id = c.ceo_character_id
        left join non_player_persons person on person.id = c.ceo_npp_id
        where c.ceo_kind <> 'vacant' and coalesce(ch.name, person.name) is not null
          and ${decisionDrawSql(ctx, sql`'corp:' || c.id`)} < ${DECISION_RATES.corporationPerCeo}
        order by c.id`,
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
