import { sql } from 'drizzle-orm';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { definePhase } from '@/lib/systems/core/turn/define-phase';

/**
 * Tells each player who holds a voting seat in a chamber that a round opened there this turn (a new bill,
 * the second chamber, an override or an objection), in one statement: `bill_vote_open`, keyed by bill and
 * round so a player hears of each round once. A sponsor who voted on proposing is not told. The alerts
 * phase sends it as an urgent alert to players who asked for bill alerts (docs/alerts.md). It reads from
 * the pending bills (an index), so its plan does not grow with the rounds of the past.
 */
export const notifyVotesOpenPhase = definePhase({
  id: 'legislation-notify',
  system: 'politics',
  async run(tx, ctx) {
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select s.holder_character_id as character_id, 'bill_vote_open' as kind,
          r.bill_id || ':' || r.round as key, 'Vote open: ' || b.title as title,
          case r.kind when 'override' then 'A vote to override the veto of this bill'
            when 'objection' then 'A vote to overrule the objection to this bill'
            else 'A vote on this bill' end
            || ' opened in the ' || chamber.name || '. Vote by turn ' || r.ends_turn
            || '; if you do not vote you are counted absent.' as body,
          '/legislation/' || b.id as link
        from bills b
        join bill_rounds r on r.bill_id = b.id and r.round = b.round
        join chambers chamber on chamber.id = r.chamber_id
        join offices o on o.chamber_id = r.chamber_id and o.role = 'legislator'
        join seats s on s.office_id = o.id and s.is_voting
        join characters c on c.id = s.holder_character_id and c.user_id is not null
        where b.status = 'pending' and r.opened_turn = ${ctx.turn} and r.outcome is null
          and not exists (select 1 from bill_votes v
            where v.bill_id = r.bill_id and v.round = r.round and v.character_id = s.holder_character_id)
        order by r.bill_id, s.holder_character_id`,
    });
  },
});
