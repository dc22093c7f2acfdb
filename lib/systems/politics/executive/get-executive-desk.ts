import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { PRIME_RATE_RULE } from '@/lib/systems/economy/macro/constants';
import {
  DISMISS_ACTION_COST,
  NOMINATION_ACTION_COST,
  NOMINATION_VOTE_ACTION_COST,
  ORDER_ACTION_COST,
  ORDER_TERM_TURNS,
  ORDERS_PER_OFFICE,
} from './constants';
import { ORDER_EXCLUDED_DOMAINS } from './issue-order';

export const executiveDeskQuery = z.object({ country: countryCode });

/** Nominees the picker offers: the most influential eligible first. */
const NOMINEES_LISTED = 40;

export interface ExecutiveDesk {
  signedIn: boolean;
  actions: number;
  currentTurn: number;
  /** The first turn the central bank's rate may move again. */
  nextRateDecisionTurn: number | null;
  isHead: boolean;
  isChair: boolean;
  /** The state whose regional head the caller is, in this country. */
  regionalHeadOf: { stateId: string; stateName: string } | null;
  votableNominationIds: string[];
  laws: {
    id: string;
    name: string;
    stateId: string | null;
    options: { index: number; name: string; inForce: boolean }[];
  }[];
  nominees: { characterId: string; name: string; party: string | null }[];
  mySeatOrderCount: number;
  rules: {
    rate: { min: number; max: number; increment: number; cooldownTurns: number };
    costs: { order: number; nomination: number; vote: number; dismiss: number };
    orderTermTurns: number;
    ordersPerOffice: number;
  };
}

/**
 * GET /api/executive/me?country=: what the caller may do on a country's executive tab (the offices they
 * hold, the nominations they may vote on, the laws an order of theirs may set and the nominees a head may
 * pick), with the rules' numbers. Read-only.
 */
export async function getExecutiveDesk(
  db: Db,
  input: { userId: string | null; country: unknown },
): Promise<ExecutiveDesk> {
  const { country } = parseInput(executiveDeskQuery, { country: input.country });
  const rules: ExecutiveDesk['rules'] = {
    rate: { ...PRIME_RATE_RULE.bounds, cooldownTurns: PRIME_RATE_RULE.cooldownTurns },
    costs: {
      order: ORDER_ACTION_COST,
      nomination: NOMINATION_ACTION_COST,
      vote: NOMINATION_VOTE_ACTION_COST,
      dismiss: DISMISS_ACTION_COST,
    },
    orderTermTurns: ORDER_TERM_TURNS,
    ordersPerOffice: ORDERS_PER_OFFICE,
  };
  const [clock] = (
    await db.execute<{ turn: number; next: number | null }>(sql`
      select g.current_turn as turn,
        (select e.prime_rate_changed_turn + ${PRIME_RATE_RULE.cooldownTurns}::int from country_economies e
         where e.country_id = ${country}) as next
      from game_state g limit 1`)
  ).rows;
  const empty: ExecutiveDesk = {
    signedIn: false,
    actions: 0,
    currentTurn: clock?.turn ?? 1,
    nextRateDecisionTurn: clock?.next ?? null,
    isHead: false,
    isChair: false,
    regionalHeadOf: null,
    votableNominationIds: [],
    laws: [],
    nominees: [],
    mySeatOrderCount: 0,
    rules,
  };
  if (!input.userId) return empty;
  const [me] = (
    await db.execute<{ id: string; actions: number }>(sql`
      select c.id, ${currentActionsSql('c')} as actions from characters c where c.user_id = ${input.userId}`)
  ).rows;
  if (!me) return empty;
  const seats = await db.execute<{
    seat_id: string;
    role: string;
    state_id: string | null;
    state_name: string | null;
    orders: number;
  }>(sql`
    select s.id as seat_id, o.role, s.state_id, st.name as state_name,
      (select count(*)::int from executive_orders x where x.seat_id = s.id and x.ended_turn is null) as orders
    from seats s join offices o on o.id = s.office_id left join states st on st.id = s.state_id
    where s.holder_character_id = ${me.id} and s.country_id = ${country}
      and o.role in ('head', 'central_bank', 'regional_head') order by s.id`);
  const head = seats.rows.find((s) => s.role === 'head');
  const regional = seats.rows.find((s) => s.role === 'regional_head');
  const issuing = head ?? regional;
  const votable = await db.execute<{ id: string }>(sql`
    select n.id from nominations n
    where n.country_id = ${country} and n.status = 'pending'
      and exists (select 1 from seats s join offices o on o.id = s.office_id
                  where s.holder_character_id = ${me.id} and o.chamber_id = n.chamber_id and s.is_voting)
      and not exists (select 1 from nomination_votes v where v.nomination_id = n.id and v.character_id = ${me.id})
    order by n.id`);
  const stateId = head ? null : (regional?.state_id ?? null);
  const laws = issuing
    ? await db.execute<{
        id: string;
        name: string;
        options: { index: number; name: string; inForce: boolean }[];
      }>(sql`
        select lt.id, lt.name,
          jsonb_agg(jsonb_build_object('index', po.option_index, 'name', po.name,
            'inForce', coalesce(ep.option_index = po.option_index, false)) order by po.option_index) as options
        from legislation_types lt join policy_options po on po.legislation_type_id = lt.id
        left join enacted_policies ep on ep.active and ep.legislation_type_id = lt.id and ep.country_id = ${country}
          and ep.state_id is not distinct from ${stateId}
        where ${country} = any(lt.countries) and lt.national_only = ${stateId === null}
          and lt.policy_domain <> all(${sql`array(select jsonb_array_elements_text(${JSON.stringify(ORDER_EXCLUDED_DOMAINS)}::jsonb))`})
        group by lt.id, lt.name order by lt.name`)
    : { rows: [] };
  const nominees = head
    ? await db.execute<{ characterId: string; name: string; party: string | null }>(sql`
        select c.id as "characterId", c.name, p.name as party from characters c left join parties p on p.id = c.party_id
        where c.country_id = ${country} and c.id <> ${me.id}
          and not exists (select 1 from seats s join offices o on o.id = s.office_id where s.holder_character_id = c.id
            and (o.role in ('head', 'regional_head', 'cabinet', 'central_bank') or (${country} = 'US' and o.role = 'legislator')))
          and not exists (select 1 from nominations n where n.nominee_character_id = c.id and n.status = 'pending')
        order by c.political_influence desc, c.name, c.id limit ${NOMINEES_LISTED}`)
    : { rows: [] };
  return {
    ...empty,
    signedIn: true,
    actions: me.actions,
    isHead: Boolean(head),
    isChair: seats.rows.some((s) => s.role === 'central_bank'),
    regionalHeadOf:
      !head && regional?.state_id
        ? { stateId: regional.state_id, stateName: regional.state_name ?? regional.state_id }
        : null,
    votableNominationIds: votable.rows.map((r) => r.id),
    laws: laws.rows.map((l) => ({ ...l, stateId })),
    nominees: nominees.rows,
    mySeatOrderCount: issuing?.orders ?? 0,
    rules,
  };
}
