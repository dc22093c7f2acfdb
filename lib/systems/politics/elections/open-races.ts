import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { formatGameDate, listElectionCalendar } from './election-calendar';
import type { CalendarRace } from './schemas';

const raceTitle = (race: Pick<CalendarRace, 'stateName' | 'title'>) =>
  `${race.stateName ? `${race.stateName}: ` : ''}${race.title}`;

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

/** True while the character stands in an election not yet decided (and is still in the race). */
async function isStanding(db: Db, characterId: string): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from election_candidates ec join elections e on e.id = ec.election_id
    where ec.character_id = ${characterId} and e.status <> 'closed' and not ec.eliminated_in_primary limit 1`);
  return rows.rows.length > 0;
}

/**
 * The next race the character could enter whose filing is not open yet (national, or in their state), from
 * the election calendar; null when one is open now or none is ahead.
 */
export async function nextRaceToEnter(db: Db, character: NextStepCharacter): Promise<CalendarRace | null> {
  const { races } = await listElectionCalendar(db, { country: character.countryId });
  return (
    races.find(
      (race) => race.status === 'scheduled' && (race.state === null || race.state === character.stateId),
    ) ?? null
  );
}

/**
 * A race the character could file for, open until its general turn; with none open and none entered, the
 * next one on the calendar with the turn its filing opens.
 */
export async function electionNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const open = await listOpenRaces(db, character);
  if (open.length === 0 && !(await isStanding(db, character.id))) {
    const next = await nextRaceToEnter(db, character);
    if (!next) return [];
    return [
      {
        kind: 'race-next',
        label: `Next race: ${raceTitle(next)}`,
        detail: `Filing opens at turn ${next.filingTurn} (${formatGameDate(next.filingDate)}); the votes are counted at turn ${next.endTurn}.`,
        action: 'See the calendar',
        href: `/countries/${character.countryId}/calendar`,
        priority: 60,
      },
    ];
  }
  return open.map((race) => ({
    kind: 'race-filing',
    label: `File for ${race.title}`,
    detail: `Filing is open until turn ${race.generalTurn}; votes are counted at turn ${race.endTurn}.`,
    action: 'See the race',
    href: `/elections/${race.id}`,
    deadlineTurn: race.generalTurn,
    priority: 20,
  }));
}
