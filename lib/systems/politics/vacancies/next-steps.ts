import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';

/** Vacant seats waiting for the character's choice as governor (the interim senator). */
async function interimChoices(db: Db, character: NextStepCharacter): Promise<NextStep[]> {
  const rows = await db.execute<{
    id: number;
    title: string;
    state: string | null;
    closes_turn: number;
    closes_at: string;
  }>(sql`
    select v.id, o.title, st.name as state, v.choice_closes_turn as closes_turn,
           to_char(v.choice_closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closes_at
    from seat_vacancies v join seats s on s.id = v.seat_id join offices o on o.id = s.office_id
    left join states st on st.id = s.state_id
    where v.appointer_character_id = ${character.id} and v.fill_rule = 'interim' and v.filled_turn is null
      and s.holder_character_id is null
    order by v.choice_closes_turn, v.id`);
  return rows.rows.map((row) => ({
    kind: 'interim-appointment',
    label: `Appoint an interim ${row.title}${row.state ? ` for ${row.state}` : ''}`,
    detail: `If you do not choose by turn ${row.closes_turn}, the most influential politician of your party in the state is appointed.`,
    action: 'Appoint',
    href: `/offices/vacancies/${row.id}`,
    deadlineTurn: Number(row.closes_turn),
    deadlineAt: row.closes_at,
    priority: 5,
  }));
}

/** A lost vote of no confidence waiting for the character's choice as prime minister. */
async function headChoices(db: Db, character: NextStepCharacter): Promise<NextStep[]> {
  const rows = await db.execute<{
    country_id: string;
    reason: string;
    closes_turn: number;
    closes_at: string;
  }>(sql`
    select v.country_id, v.reason, v.head_choice_closes_turn as closes_turn,
           to_char(v.head_choice_closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closes_at
    from confidence_votes v join governments g on g.id = v.government_id
    where g.head_character_id = ${character.id} and v.status <> 'open' and v.outcome is null
      and v.head_choice_closes_turn is not null
    order by v.id`);
  return rows.rows.map((row) => ({
    kind: 'confidence-head-choice',
    label: 'Resign or dissolve parliament',
    detail: `Your government lost the ${row.reason === 'confidence_question' ? 'vote of confidence you asked for' : 'vote of no confidence'}. If you do not choose by turn ${row.closes_turn}, parliament is dissolved.`,
    action: 'Decide',
    href: `/countries/${row.country_id}/confidence`,
    deadlineTurn: Number(row.closes_turn),
    deadlineAt: row.closes_at,
    priority: 4,
  }));
}

/** Open votes of no confidence in the character's chamber they have not voted on; choices due. */
export async function vacancyNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const [appointments, choices] = await Promise.all([
    interimChoices(db, character),
    headChoices(db, character),
  ]);
  const rows = await db.execute<{
    id: string;
    country_id: string;
    reason: string;
    head: string | null;
    closes_turn: number;
    closes_at: string;
  }>(sql`
    select v.id, v.country_id, v.reason, head.name as head, v.closes_turn,
           to_char(v.closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closes_at
    from confidence_votes v join governments g on g.id = v.government_id
    left join characters head on head.id = g.head_character_id
    where v.status = 'open'
      and exists (select 1 from seats s join offices o on o.id = s.office_id
                  where s.holder_character_id = ${character.id} and o.chamber_id = v.chamber_id and s.is_voting)
      and not exists (select 1 from confidence_vote_ballots b where b.vote_id = v.id and b.character_id = ${character.id})
    order by v.closes_turn, v.id`);
  const votes = rows.rows.map((vote) => ({
    kind: 'confidence-vote',
    label:
      vote.reason === 'confidence_question'
        ? `Vote on confidence in the ${vote.head ?? 'sitting'} government`
        : `Vote on no confidence in the ${vote.head ?? 'sitting'} government`,
    detail: `The motion is decided at turn ${vote.closes_turn} at the earliest.`,
    action: 'Vote',
    href: `/countries/${vote.country_id}/confidence`,
    deadlineTurn: Number(vote.closes_turn),
    deadlineAt: vote.closes_at,
    priority: 5,
  }));
  return [...choices, ...appointments, ...votes];
}
