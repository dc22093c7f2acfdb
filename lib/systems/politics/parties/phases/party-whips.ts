import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { ABSTAIN_BAND, POSITION_SPAN } from '@/lib/systems/politics/legislation/constants';
import { notifyWhip } from '../whip';

/**
 * Non-player leaders whip (before legislators vote): for each bill round that opened this turn, every
 * party with a non-player leader and a seat in the chamber whips the way its own positions lean (the
 * party-line support of docs/legislation.md); a bill within ABSTAIN_BAND of indifferent is left free.
 * A whip a player leader already set stays.
 */
export const partyWhipsPhase = definePhase({
  id: 'party-whips',
  system: 'politics',
  async run(tx, ctx) {
    const set = await tx.execute<{ bill_id: string }>(sql`
      insert into party_whips (party_id, bill_id, position, set_by_character_id, turn)
      select p.id, b.id, case when u.support > 0 then 'yes' else 'no' end, p.chair_character_id, ${ctx.turn}
      from bills b
        join bill_rounds r on r.bill_id = b.id and r.round = b.round and r.outcome is null and r.opened_turn = ${ctx.turn}
        join policy_options opt on opt.legislation_type_id = b.legislation_type_id and opt.option_index = b.option_index
        left join enacted_policies ep on ep.active and ep.country_id = b.country_id and ep.scope = b.scope
          and ep.state_id is not distinct from b.state_id and ep.legislation_type_id = b.legislation_type_id
        left join policy_options sq on sq.legislation_type_id = ep.legislation_type_id and sq.option_index = ep.option_index
        join parties p on p.country_id = b.country_id and not p.is_default
        join characters leader on leader.id = p.chair_character_id and leader.user_id is null
        cross join lateral (
          select (sqrt(power(p.economic_position - coalesce(sq.economic, 0), 2) + power(p.social_position - coalesce(sq.social, 0), 2))
            - sqrt(power(p.economic_position - opt.economic, 2) + power(p.social_position - opt.social, 2)))
            / ${POSITION_SPAN}::float8 as support) u
      where b.status = 'pending' and abs(u.support) > ${ABSTAIN_BAND}::float8
        and exists (select 1 from offices o join seats s on s.office_id = o.id and s.is_voting
          join characters h on h.id = s.holder_character_id and h.party_id = p.id
          where o.chamber_id = r.chamber_id and o.role = 'legislator')
      order by p.id, b.id
      on conflict (party_id, bill_id) do nothing
      returning bill_id`);
    if (set.rows.length === 0) return;
    await notifyWhip(tx, {
      partyIds: null,
      billIds: [...new Set(set.rows.map((r) => r.bill_id))],
      turn: ctx.turn,
      now: ctx.now,
    });
  },
});
