import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { ELECTION_LEAD_TURNS } from './constants';

const LISTED = 5;

/** An election's title on the desk: the state's name (if any), then the office. Expects `o` and `est`. */
export const electionTitleSql = sql`coalesce(est.name || ': ', '') || o.title`;

export type OpenRace = {
  id: string;
  title: string;
  endTurn: number;
  generalTurn: number;
};

/** Filing open in the character's state (or nationally) and they are not standing, soonest count first. */
export async function listOpenRaces(db: Db, character: NextStepCharacter): Promise<OpenRace[]> {
  const rows = await db.execute<OpenRace>(sql`
    select e.id, case when e.kind = 'by_election' then 'the by-election for ' else '' end || ${electionTitleSql} as title, e.end_turn as "endTurn", e.general_turn as "generalTurn"
    from elections e join offices o on o.id = e.office_id left join states est on est.id = e.state_id
    where e.country_id = ${character.countryId} and (e.state_id is null or e.state_id = ${character.stateId})
      and e.status <> 'closed' and ${character.lastTurn} < e.general_turn
      and not exists (select 1 from election_candidates ec where ec.character_id = ${character.id}
        and ec.election_id = e.id)
    order by e.end_turn, title limit ${LISTED}`);
  return rows.rows;
}

/** A race the character could file for, open until its general turn. */
export async function electionNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  return (await listOpenRaces(db, character)).map((race) => ({
    kind: 'race-filing',
    label: `File for ${race.title}`,
    detail: `Filing is open until turn ${race.generalTurn}; votes are counted at turn ${race.endTurn}.`,
    action: 'See the race',
    href: `/elections/${race.id}`,
    deadlineTurn: race.generalTurn,
    priority: 20,
  }));
}

/** How far ahead the desk looks for races whose filing has not opened yet (half a game year). */
export const UPCOMING_RACE_HORIZON_TURNS = 26;

export type UpcomingRace = { title: string; opensTurn: number };

/**
 * Races in the character's state (or national) whose filing opens within the horizon: seat groups whose
 * term ends soon and that have no election yet (schedule-elections opens one ELECTION_LEAD_TURNS ahead).
 */
export async function listUpcomingRaces(db: Db, character: NextStepCharacter): Promise<UpcomingRace[]> {
  const rows = await db.execute<UpcomingRace>(sql`
    select ${electionTitleSql} as title,
      greatest(min(s.term_end_turn) - ${ELECTION_LEAD_TURNS}::int, ${character.lastTurn + 1}::int) as "opensTurn"
    from seats s join offices o on o.id = s.office_id left join states est on est.id = s.state_id
    where o.filled_by = 'election' and o.cycle_turns is not null and s.country_id = ${character.countryId}
      and (s.state_id is null or s.state_id = ${character.stateId})
      and s.term_end_turn - ${ELECTION_LEAD_TURNS}::int > ${character.lastTurn}
      and s.term_end_turn - ${ELECTION_LEAD_TURNS}::int <= ${character.lastTurn + UPCOMING_RACE_HORIZON_TURNS}
      and not exists (select 1 from elections e where e.office_id = s.office_id
        and e.state_id is not distinct from s.state_id and e.stagger_class = s.stagger_class
        and e.end_turn >= s.term_end_turn)
    group by s.office_id, s.state_id, s.stagger_class, o.title, est.name
    order by "opensTurn", title limit ${LISTED}`);
  return rows.rows;
}

/** The next race to prepare for, when none is open to file in: raise funds before filing opens. */
export async function upcomingRaceNextSteps(
  db: Db,
  character: NextStepCharacter | null,
): Promise<NextStep[]> {
  if (!character) return [];
  const [race] = await listUpcomingRaces(db, character);
  if (!race) return [];
  return [
    {
      kind: 'race-soon',
      label: `Filing for ${race.title} opens at turn ${race.opensTurn}`,
      detail: 'Raise campaign funds now: a candidate spends them to win votes once the race opens.',
      action: 'See the elections',
      href: `/countries/${character.countryId}/elections`,
      priority: 30,
    },
  ];
}
