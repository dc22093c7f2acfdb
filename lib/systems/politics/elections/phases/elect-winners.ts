import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { partyListOrderSql } from '@/lib/systems/politics/parties/party-list';
import { LIST_DIVISOR_OFFSET, LIST_SEAT_RULES } from '../constants';

/** LIST_SEAT_RULES as rows (office_id, share, divisor_offset, threshold). */
function listRulesSql(): SQL {
  const rules = Object.entries(LIST_SEAT_RULES).map(([officeId, rule]) => ({
    office_id: officeId,
    share: rule.share,
    divisor_offset: LIST_DIVISOR_OFFSET[rule.method],
    threshold: rule.threshold,
  }));
  return sql`select * from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb)
    as r(office_id text, share float8, divisor_offset float8, threshold float8)`;
}

/** The races counted this turn with their list seats (0 where the office has none, and in by-elections). */
function dueRacesSql(turn: number): SQL {
  return sql`
    select e.id, e.office_id, e.total_seats,
           case when e.kind = 'regular' then coalesce(floor(e.total_seats * r.share)::int, 0) else 0 end as list_seats,
           coalesce(r.divisor_offset, 0) as divisor_offset, coalesce(r.threshold, 0) as threshold
    from elections e left join (${listRulesSql()}) r on r.office_id = e.office_id
    where e.status <> 'closed' and e.end_turn = ${turn}`;
}

/** Marks the best candidates by votes (electoral votes first) as winners until each race has `seats` of them. */
async function electByVotes(tx: Db, turn: number, seats: SQL): Promise<void> {
  await tx.execute(sql`
    with due as (${dueRacesSql(turn)}),
    open_places as (
      select d.id, ${seats} - (select count(*)::int from election_candidates w
                               where w.election_id = d.id and w.is_winner) as places
      from due d),
    ranked as (
      select ec.election_id, ec.character_id, op.places,
             row_number() over (partition by ec.election_id
                                order by ec.electoral_votes desc, ec.votes desc, ec.vote_share desc, ec.character_id) as rn
      from election_candidates ec join open_places op on op.id = ec.election_id
      where not ec.eliminated_in_primary and not ec.is_winner)
    update election_candidates ec set is_winner = true
    from ranked
    where ranked.rn <= ranked.places and ec.election_id = ranked.election_id and ec.character_id = ranked.character_id`);
}

/**
 * List seats of the races counted this turn, in one statement: each party's votes in the race (its
 * candidates' sum) give its k-th list seat the quotient votes / (k - divisor offset); the race's best
 * `list_seats` quotients win. A party's places go to its candidates not yet elected, in the party list's
 * order (standing, influence, seniority), so a party with no one left passes its seat to the next quotient.
 * A party under the office's threshold of the national vote, the independents' label and independents win none.
 */
async function electFromLists(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    with due as (${dueRacesSql(turn)}),
    listed as (select * from due where list_seats > 0),
    national as (
      select l.office_id, ec.party_id, sum(ec.votes)::float8 as votes,
             sum(sum(ec.votes)) over (partition by l.office_id)::float8 as total
      from listed l join election_candidates ec on ec.election_id = l.id
      where not ec.eliminated_in_primary
      group by l.office_id, ec.party_id),
    party_votes as (
      select l.id as election_id, ec.party_id, sum(ec.votes)::float8 as votes
      from listed l
      join election_candidates ec on ec.election_id = l.id and not ec.eliminated_in_primary
      join parties p on p.id = ec.party_id and not p.is_default
      join national n on n.office_id = l.office_id and n.party_id = ec.party_id
      where n.votes >= l.threshold * n.total
      group by l.id, ec.party_id),
    places as (
      select ec.election_id, ec.party_id, ec.character_id,
             row_number() over (partition by ec.election_id, ec.party_id
                                order by ${partyListOrderSql(sql`ec.party_id`, sql`c`)}) as k
      from election_candidates ec
      join party_votes pv on pv.election_id = ec.election_id and pv.party_id = ec.party_id
      join characters c on c.id = ec.character_id
      where not ec.eliminated_in_primary and not ec.is_winner),
    ranked as (
      select pl.election_id, pl.character_id, l.list_seats,
             row_number() over (partition by pl.election_id
                                order by pv.votes / (pl.k - l.divisor_offset) desc, pv.votes desc, pl.party_id, pl.k) as rn
      from places pl
      join party_votes pv on pv.election_id = pl.election_id and pv.party_id = pl.party_id
      join listed l on l.id = pl.election_id
      where pv.votes > 0)
    update election_candidates ec set is_winner = true, elected_from_list = true
    from ranked
    where ranked.rn <= ranked.list_seats and ec.election_id = ranked.election_id and ec.character_id = ranked.character_id`);
}

/**
 * The winners of the races counted this turn (votes already tallied): the seats not elected from lists go
 * to the best candidates by votes; then the list seats (LIST_SEAT_RULES) by party vote; any list seat no
 * party could fill goes to the next best by votes.
 */
export async function electWinners(tx: Db, turn: number): Promise<void> {
  await electByVotes(tx, turn, sql`d.total_seats - d.list_seats`);
  await electFromLists(tx, turn);
  await electByVotes(tx, turn, sql`d.total_seats`);
}
