import { sql, type SQL } from 'drizzle-orm';
import type { BalanceAccountType } from '@/lib/systems/core/money/balance-accounts';
import { postLedger } from '@/lib/systems/core/money/post-ledger';
import type { DecisionEffectKind } from './types';

/**
 * The chosen options' effects of `kind` due on `turn`, one row per decision and effect: `decision_id,
 * addressee_character_id, country_id, state_id, subject, effect` (jsonb). An effect with ticks N is due on
 * effectsFromTurn … + N - 1; a turn whose ticks were stamped (effects_applied_turn) is never due again, so
 * each tick applies once. Each owning system reads its kinds in its own phase and applies them through its
 * own verbs.
 */
export function dueEffectsSql(turn: number, kind: DecisionEffectKind): SQL {
  return sql`
    select d.id as decision_id, d.addressee_character_id, d.country_id, d.state_id, d.subject, e as effect
    from decisions d
    cross join lateral jsonb_array_elements(d.options) o
    cross join lateral jsonb_array_elements(o->'effects') e
    where d.status = 'decided' and o->>'key' = d.chosen_option
      and ${turn}::int between d.effects_from_turn and d.effects_until_turn
      and (d.effects_applied_turn is null or d.effects_applied_turn < ${turn}::int)
      and e->>'kind' = ${kind}
      and ${turn}::int < d.effects_from_turn + (e->>'ticks')::int`;
}

/**
 * Posts money effects on one kind of stored account through core/money's writer, each against a named
 * source or sink of the ledger (`counterparty`), so no money appears or vanishes outside it. `rows` is the
 * owner's select of `decision_id, account_id, currency_code, rate, balance_cents, units, counterparty`: units
 * are signed whole anchor units, converted at the currency's rate (local units per anchor unit).
 * A debit never takes more than the account's balance shared among its debits this turn.
 */
export async function postDecisionMoney(
  tx: Parameters<typeof postLedger>[0],
  input: { turn: number; accountType: BalanceAccountType; rows: SQL },
): Promise<void> {
  await tx.execute(sql`drop table if exists decision_money`);
  await tx.execute(sql`
    create temp table decision_money on commit drop as
    with r as (
      select x.*, count(*) filter (where x.units < 0) over (partition by x.account_id) as debits
      from (${input.rows}) x)
    select r.decision_id, r.account_id, r.currency_code, r.counterparty,
      case when r.units >= 0 then round(r.units * r.rate * 100)::bigint
           else -least(round(-r.units * r.rate * 100), floor(greatest(r.balance_cents, 0) / greatest(r.debits, 1)))::bigint
      end as cents
    from r`);
  await postLedger(tx, {
    entries: sql`
      select m.account_type, m.account_id, p.currency_code, m.amount as amount_cents
      from decision_money p cross join lateral (values
        (1, ${input.accountType}::text, p.account_id, p.cents),
        (2, 'system', p.counterparty, -p.cents)) as m(ord, account_type, account_id, amount)
      where p.cents <> 0
      order by p.decision_id, p.account_id, p.counterparty, m.ord`,
    transferId: `turn-${input.turn}-decisions-${input.accountType}`,
    reason: 'decision_effect',
    turn: input.turn,
    accounts: [input.accountType],
  });
}
