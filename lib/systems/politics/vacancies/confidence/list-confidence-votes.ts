import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { CONFIDENCE_RULES } from './constants';
import { confidenceVotesQuery, type ListConfidenceVotesResult } from './schemas';

const LISTED = 20;

/** GET /api/public/v1/confidence-votes?country=: a country's votes of no confidence and its vacancies, newest first. */
export async function listConfidenceVotes(db: Db, input: unknown): Promise<ListConfidenceVotesResult> {
  const { country } = parseInput(confidenceVotesQuery, input);
  const votes = await db.execute<ListConfidenceVotesResult['confidenceVotes'][number]>(sql`
    select v.id, v.country_id as "countryId", ch.name as chamber, v.reason, caller.name as "calledBy",
           succ.name as successor, head.name as "governmentHead", v.status, v.opened_turn as "openedTurn",
           v.closes_turn as "closesTurn",
           to_char(v.closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "closesAt",
           v.yes_votes as yes, v.no_votes as no, v.abstain_votes as abstain, v.votes_needed as "votesNeeded",
           v.outcome, v.resolved_turn as "resolvedTurn", v.head_choice_closes_turn as "headChoiceClosesTurn",
           v.head_choice as "headChoice"
    from confidence_votes v join chambers ch on ch.id = v.chamber_id
    join governments g on g.id = v.government_id
    left join characters head on head.id = g.head_character_id
    left join characters caller on caller.id = v.called_by_character_id
    left join characters succ on succ.id = v.successor_character_id
    where v.country_id = ${country}
    order by v.opened_turn desc, v.id desc limit ${LISTED}`);
  const vacancies = await db.execute<ListConfidenceVotesResult['vacancies'][number]>(sql`
    select o.title as office, st.name as state, v.reason, v.vacated_turn as "vacatedTurn", v.fill_rule as "fillRule",
           v.election_id as "electionId", c.name as "filledBy", v.filled_turn as "filledTurn"
    from seat_vacancies v join offices o on o.id = v.office_id join seats s on s.id = v.seat_id
    left join states st on st.id = s.state_id
    left join characters c on c.id = v.filled_by_character_id
    where v.country_id = ${country}
    order by v.vacated_turn desc, v.id desc limit ${LISTED}`);
  const known = await db.execute(sql`select 1 from countries where id = ${country}`);
  return {
    found: known.rows.length > 0,
    countryId: country,
    rule: CONFIDENCE_RULES[country] ?? 'none',
    confidenceVotes: votes.rows,
    vacancies: vacancies.rows,
  };
}
