import { sql } from 'drizzle-orm';
import { SOVEREIGN_DEBT_LADDER } from '@/lib/systems/economy/macro/constants';
import { FOREX_DYNAMICS } from '@/lib/systems/economy/forex/constants';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  EXECUTIVE_DECISION_TURNS,
  FAILED_AUCTIONS_FOR_CRISIS,
  INVESTMENT_GRADE,
  RECOVERY,
  RESTRUCTURE,
  SOVEREIGN,
  TRUST_FAILED_AUCTION_PENALTY,
  TRUST_REVERSION,
  WARNING_RATINGS,
} from '../constants';
import { scoreSustainability } from '../score-sustainability';

const trustPenalties = sql.join(
  SOVEREIGN_DEBT_LADDER.bands.map((b) => sql`(${b.rating}::text, ${b.trustPenalty}::numeric)`),
  sql`, `,
);
/**
 * The engine restructures only a crisis no one was asked about (no head or finance minister seated): a
 * crisis decision (politics) otherwise resolves it, by its default when its window closes.
 */
const engineDefaults = (turn: number) => sql`
  (e.crisis_state = 'crisisPending'
    and ${turn} - coalesce(s.crisis_since_turn, ${turn}) >= ${EXECUTIVE_DECISION_TURNS}
    and not exists (select 1 from decisions d where d.source = 'sovereign' and d.country_id = e.country_id
      and d.opened_turn >= coalesce(s.crisis_since_turn, 0)))`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  );

/**
 * After the auctions, budgets and ratings: the crisis state machine (failed auctions to crisisPending;
 * a crisis no government was asked about restructures after the executive window, a default with the
 * reference haircut, trust hit and currency shock; recovering back to normal after the floor at
 * investment grade), lender trust, and the sustainability score.
 */
export const assessSovereigns = definePhase({
  id: 'economy-assess-sovereigns',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`
      with penalties(rating, penalty) as (values ${trustPenalties}),
      states as (
        select e.country_id, e.crisis_state, s.crisis_since_turn,
          ${engineDefaults(ctx.turn)} as defaults,
          case
            when ${engineDefaults(ctx.turn)} then 'recovering'
            when e.crisis_state = 'crisisPending' then 'crisisPending'
            when e.crisis_state in ('recovering', 'crisisResolving') then
              case when ${ctx.turn} - coalesce(s.crisis_since_turn, 0) >= ${RECOVERY.floorTurns}
                and e.credit_rating in (${list(INVESTMENT_GRADE)}) then 'normal' else e.crisis_state end
            when s.consecutive_failed_auctions >= ${FAILED_AUCTIONS_FOR_CRISIS} then 'crisisPending'
            when s.auction_band in ('failed', 'undersubscribed')
              and s.last_auction_turn > ${ctx.turn - SOVEREIGN.warningWindowTurns} then 'warning'
            when e.debt_principal_cents > e.debt_ceiling_cents or e.credit_rating in (${list(WARNING_RATINGS)})
              then 'warning'
            else 'normal' end as next_state,
          greatest(0, least(100, s.trust + ${TRUST_REVERSION}::numeric * (e.investor_confidence
            - coalesce(p.penalty, 0) - ${TRUST_FAILED_AUCTION_PENALTY}::numeric * s.consecutive_failed_auctions - s.trust)))
            as trust
        from country_economies e
        join sovereigns s on s.country_id = e.country_id
        left join penalties p on p.rating = e.credit_rating),
      economy_update as (
        update country_economies e set
          crisis_state = x.next_state,
          debt_principal_cents = case when x.defaults
            then round(e.debt_principal_cents * ${1 - RESTRUCTURE.haircut}::numeric)::bigint else e.debt_principal_cents end
        from states x where x.country_id = e.country_id
        returning e.country_id)
      update sovereigns s set
        crisis_since_turn = case when x.next_state = x.crisis_state then x.crisis_since_turn
          when x.next_state in ('crisisPending', 'recovering') then ${ctx.turn} else null end,
        last_default_turn = case when x.defaults then ${ctx.turn} else s.last_default_turn end,
        consecutive_failed_auctions = case when x.defaults then 0 else s.consecutive_failed_auctions end,
        trust = round(greatest(0, x.trust + case when x.defaults then ${RESTRUCTURE.trustHit * 100}::numeric else 0 end), 4),
        updated_turn = ${ctx.turn},
        updated_at = ${ctx.now}
      from states x where x.country_id = s.country_id`);
    // The engine's default knocks the currency down at once; the rate then drifts back toward its target.
    // A decided resolution shocked it already (economy-sovereign-resolutions).
    await tx.execute(sql`
      with shocked as (
        update currencies c set rate = round(least(c.base_rate * ${FOREX_DYNAMICS.rateCeilingMultiplier},
          c.rate * ${1 + RESTRUCTURE.fxDepreciation}::numeric), 8)
        from country_economies e join sovereigns s on s.country_id = e.country_id
        where e.currency_code = c.code and s.last_default_turn = ${ctx.turn}
          and not exists (select 1 from decisions d where d.source = 'sovereign' and d.country_id = e.country_id
            and d.effects_from_turn = ${ctx.turn})
        returning c.code, c.rate)
      update forex_rate_history h set rate = x.rate
      from shocked x where h.currency_code = x.code and h.turn = ${ctx.turn}`);
    await scoreSustainability(tx);
  },
});
