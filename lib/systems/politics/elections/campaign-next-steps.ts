import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { endorserStandingSql } from './endorsements';
import { electionTitleSql } from './open-races';

const pct = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)}%`;

/**
 * The desk's campaign steps: a debate challenge waiting for the player's answer (with its deadline), the
 * latest public poll of the race they stand in, and, for an office holder or party leader, races of their
 * country where they could endorse.
 */
export async function campaignNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const steps: NextStep[] = [];
  const challenges = await db.execute<{
    election_id: string;
    challenger: string;
    title: string;
    closes_turn: number;
    closes_at: string;
  }>(sql`
    select d.election_id, ch.name as challenger, ${electionTitleSql} as title, d.closes_turn,
           to_char(d.closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as closes_at
    from campaign_debates d join characters ch on ch.id = d.challenger_id
      join elections e on e.id = d.election_id join offices o on o.id = e.office_id
      left join states est on est.id = e.state_id
    where d.rival_id = ${character.id} and d.status = 'pending'
    order by d.closes_turn, d.id limit 3`);
  for (const c of challenges.rows) {
    steps.push({
      kind: 'debate-answer',
      label: `${c.challenger} challenges you to a debate`,
      detail: `${c.title}: accept, or decline and lose favorability. Unanswered, it is declined after turn ${c.closes_turn}.`,
      action: 'Answer the challenge',
      href: `/elections/${c.election_id}`,
      deadlineTurn: c.closes_turn,
      deadlineAt: c.closes_at,
      priority: 15,
    });
  }
  const polls = await db.execute<{
    election_id: string;
    title: string;
    turn: number;
    moe: number;
    share: number | null;
    place: number | null;
    field: number;
  }>(sql`
    select e.id as election_id, ${electionTitleSql} as title, pp.turn, pp.margin_of_error as moe,
           (select (x->>'sharePct')::float8 from jsonb_array_elements(pp.shares) with ordinality t(x, i)
            where x->>'characterId' = ${character.id}) as share,
           (select i from jsonb_array_elements(pp.shares) with ordinality t(x, i)
            where x->>'characterId' = ${character.id})::int as place,
           jsonb_array_length(pp.shares) as field
    from election_candidates ec join elections e on e.id = ec.election_id and e.status <> 'closed'
      join offices o on o.id = e.office_id left join states est on est.id = e.state_id
      cross join lateral (select * from election_public_polls p where p.election_id = e.id
                          order by p.turn desc limit 1) pp
    where ec.character_id = ${character.id} and not ec.eliminated_in_primary
    order by e.end_turn, e.id limit 1`);
  const poll = polls.rows[0];
  if (poll && poll.share !== null && poll.place !== null) {
    steps.push({
      kind: 'race-poll',
      label: `Latest poll: ${pct(poll.share)}, ${poll.place} of ${poll.field}`,
      detail: `${poll.title}, the public poll of turn ${poll.turn} (± ${poll.moe.toFixed(1)} points). Campaign to move it.`,
      action: 'See the race',
      href: `/elections/${poll.election_id}`,
      priority: 25,
    });
  }
  const [endorse] = (
    await db.execute<{ standing: string | null; races: number; first: string | null }>(sql`
      select ${endorserStandingSql(sql`${character.id}::text`)} as standing,
        count(e.id)::int as races, min(e.id) as first
      from elections e
      where e.country_id = ${character.countryId} and e.status <> 'closed' and e.end_turn > ${character.lastTurn}
        and (e.state_id is null or e.state_id = ${character.stateId})
        and not exists (select 1 from campaign_endorsements ce where ce.election_id = e.id
                        and ce.endorser_id = ${character.id})
        and not exists (select 1 from election_candidates ec where ec.election_id = e.id
                        and ec.character_id = ${character.id})`)
  ).rows;
  if (endorse?.standing && endorse.races > 0 && endorse.first) {
    steps.push({
      kind: 'race-endorse',
      label: `You could endorse in ${endorse.races} ${endorse.races === 1 ? 'race' : 'races'}`,
      detail: `As ${endorse.standing}, your endorsement moves a race; it costs actions and a little influence.`,
      action: 'See a race',
      href: `/elections/${endorse.first}`,
      priority: 70,
    });
  }
  return steps;
}
