import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { ordinalSql, percentSql } from '@/lib/systems/core/notifications/sql-text';
import { finalFieldSql, finalPlaceSql } from '../standing';

/**
 * Tells every player who stood in an election that ended this turn whether they won or lost, with their
 * share and place among the candidates of the final count: one statement for all elections.
 */
export async function notifyElectionResults(tx: Db, input: { turn: number; now: Date }): Promise<void> {
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      with ranked as (
        select ec.election_id, ec.character_id, ec.is_winner, ec.vote_share, ec.eliminated_in_primary,
               ${finalPlaceSql('ec')} as place, ${finalFieldSql('ec')} as field
        from election_candidates ec
        join elections e on e.id = ec.election_id and e.end_turn = ${input.turn} and e.finalized)
      select r.character_id,
             case when r.is_winner then 'election_won' else 'election_lost' end as kind,
             r.election_id as key,
             case when r.is_winner then 'You won the ' else 'You lost the ' end
               || coalesce(st.name || ' ', '') || o.title || ' election' as title,
             case when r.eliminated_in_primary then 'You were eliminated in the primary.'
               else 'You took ' || ${percentSql(sql`r.vote_share`)} || ' of the vote and placed '
                 || ${ordinalSql(sql`r.place`)} || ' of ' || r.field
                 || case when e.total_seats > 1 then ', with ' || e.total_seats || ' seats to fill.' else '.' end
             end as body,
             '/elections/' || r.election_id as link
      from ranked r
      join characters c on c.id = r.character_id and c.user_id is not null
      join elections e on e.id = r.election_id
      join offices o on o.id = e.office_id
      left join states st on st.id = e.state_id`,
  });
}
