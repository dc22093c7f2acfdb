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

/**
 * Tells every player who could run in an election opened this turn (national, or in their state) and stands
 * in no race that filing is open, with the turns of the general and the count: one statement.
 */
export async function notifyFilingOpen(tx: Db, input: { turn: number; now: Date }): Promise<void> {
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    // The players first: joined from each election, the planner read every character of the country per election.
    source: sql`
      with players as materialized (
        select c.id, c.country_id, c.state_id from characters c where c.user_id is not null and not c.is_npp)
      select c.id as character_id, 'election_filing_open' as kind, e.id as key,
             'Filing is open: ' || coalesce(st.name || ' ', '') || o.title as title,
             'You could run for this seat. Filing closes when the general vote starts at turn ' || e.general_turn
               || '; the votes are counted at turn ' || e.end_turn || '.' as body,
             '/elections/' || e.id as link
      from elections e
      join offices o on o.id = e.office_id
      left join states st on st.id = e.state_id
      join players c on c.country_id = e.country_id and (e.state_id is null or c.state_id = e.state_id)
      where e.scheduled_turn = ${input.turn}
        and not exists (select 1 from election_candidates ec join elections o2 on o2.id = ec.election_id
                        where ec.character_id = c.id and o2.status <> 'closed')`,
  });
}

/**
 * Tells every player in a primary decided this turn (the general starts) whether they go on to the general,
 * with their share and place within their party's field.
 */
export async function notifyPrimaryResults(tx: Db, input: { turn: number; now: Date }): Promise<void> {
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      with ranked as (
        select ec.election_id, ec.character_id, ec.vote_share, ec.eliminated_in_primary,
               row_number() over (partition by ec.election_id, coalesce(ec.party_id, ec.character_id)
                                  order by ec.vote_share desc, ec.character_id) as place,
               count(*) over (partition by ec.election_id, coalesce(ec.party_id, ec.character_id)) as field
        from election_candidates ec
        join elections e on e.id = ec.election_id and e.primary_turn is not null and e.general_turn = ${input.turn})
      select r.character_id,
             case when r.eliminated_in_primary then 'election_primary_lost' else 'election_primary_won' end as kind,
             r.election_id as key,
             case when r.eliminated_in_primary then 'You lost the primary: ' else 'You won the primary: ' end
               || coalesce(st.name || ' ', '') || o.title as title,
             'You took ' || ${percentSql(sql`r.vote_share`)} || ' and placed ' || ${ordinalSql(sql`r.place`)}
               || ' of ' || r.field || ' in your party''s field.'
               || case when r.eliminated_in_primary then '' else ' The general vote runs until turn ' || e.end_turn || '.' end
               as body,
             '/elections/' || r.election_id as link
      from ranked r
      join characters c on c.id = r.character_id and c.user_id is not null
      join elections e on e.id = r.election_id
      join offices o on o.id = e.office_id
      left join states st on st.id = e.state_id`,
  });
}
