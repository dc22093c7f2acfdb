import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { PRIME_RATE_RULE } from '@/lib/systems/economy/macro/constants';
import { headNominationDeadlineSql, headOwesNominationSinceSql } from './head-nomination-window';
import { portfolioTitlesJoin } from './seat-titles';

const LISTED = 5;

/**
 * The executive's next steps: nominations awaiting the character's consent vote, the rate decision once
 * the chair's cooldown has passed, and the cabinet seats a player head has left vacant, with the turn their
 * default nominee is named (HEAD_NOMINATION_WINDOW_TURNS).
 */
export async function executiveNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const turn = character.lastTurn + 1;
  const country = character.countryId.toLowerCase();
  const votes = await db.execute<{
    id: string;
    name: string;
    office: string;
    closes_turn: number;
    closes_at: string;
  }>(sql`
    select n.id, c.name, coalesce(pt.title, o.title) as office, n.closes_turn, n.closes_at::text
    from nominations n join seats s on s.id = n.seat_id join offices o on o.id = s.office_id
    left join ${portfolioTitlesJoin('pt', 's')}
    join characters c on c.id = n.nominee_character_id
    where n.status = 'pending'
      and exists (select 1 from seats ls join offices lo on lo.id = ls.office_id
                  where ls.holder_character_id = ${character.id} and lo.chamber_id = n.chamber_id and ls.is_voting)
      and not exists (select 1 from nomination_votes v where v.nomination_id = n.id and v.character_id = ${character.id})
    order by n.closes_turn, n.id limit ${LISTED}`);
  const chair = await db.execute<{ changed: number }>(sql`
    select e.prime_rate_changed_turn as changed from seats s join offices o on o.id = s.office_id
    join country_economies e on e.country_id = s.country_id
    where o.role = 'central_bank' and s.holder_character_id = ${character.id} and e.chair_rate is null`);
  const vacant = await db.execute<{ office: string; deadline: number }>(sql`
    select coalesce(pt.title, o.title) as office, ${headNominationDeadlineSql(headOwesNominationSinceSql)} as deadline
    from seats s join offices o on o.id = s.office_id
    join seats hs on hs.country_id = s.country_id and hs.holder_character_id = ${character.id}
    join offices ho on ho.id = hs.office_id and ho.role = 'head'
    join characters head on head.id = hs.holder_character_id
    left join ${portfolioTitlesJoin('pt', 's')}
    where o.role = 'cabinet' and s.holder_character_id is null
      and not exists (select 1 from nominations n where n.seat_id = s.id and n.status = 'pending')
    order by s.seat_number limit ${LISTED}`);
  const steps: NextStep[] = votes.rows.map((n) => ({
    kind: 'nomination-vote',
    label: `Vote on ${n.name} as ${n.office}`,
    detail: `The consent vote closes at turn ${n.closes_turn}.`,
    action: 'Vote',
    href: `/countries/${country}/executive`,
    deadlineTurn: n.closes_turn,
    deadlineAt: new Date(n.closes_at).toISOString(),
    priority: 10,
  }));
  const due = chair.rows[0];
  if (due && turn >= due.changed + PRIME_RATE_RULE.cooldownTurns) {
    steps.push({
      kind: 'rate-decision',
      label: 'Set the central bank’s rate',
      detail: 'The cooldown has passed: your decision applies at the next turn.',
      action: 'Decide',
      href: `/countries/${country}/executive`,
      priority: 12,
    });
  }
  for (const seat of vacant.rows) {
    steps.push({
      kind: 'cabinet-nomination',
      label: `Nominate a ${seat.office}`,
      detail: `The seat is vacant until your nominee takes it. If you have not nominated by turn ${seat.deadline}, the default nominee is named for you.`,
      action: 'Nominate',
      href: `/countries/${country}/executive`,
      deadlineTurn: Number(seat.deadline),
      priority: 14,
    });
  }
  return steps;
}
