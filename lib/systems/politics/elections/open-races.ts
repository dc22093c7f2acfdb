import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';

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
