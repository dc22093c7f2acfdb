import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import {
  currentLeader,
  legislatureComposition,
  primaryChamberId,
} from '@/lib/systems/politics/offices/country-politics';
import { textArray } from '@/lib/platform/db/text-array';
import { BLOCK_VOTE_CHAMBERS } from '@/lib/systems/politics/offices/catalog';
import { portfolioTitlesJoin } from '@/lib/systems/politics/executive/seat-titles';
import {
  executiveParams,
  governmentQuery,
  type GetExecutiveResult,
  type GetGovernmentResult,
} from './schemas';
import { readExecutive } from './read-executive';

type HolderRow = {
  role: string;
  title: string;
  name: string;
  party: string | null;
  seq: number;
  seat_id: string;
  portfolio: string | null;
};

/**
 * The executive view of a country (GET /api/public/v1/country/[code]/executive): the government verb's
 * seats, with every seat's id, the regional heads, pending nominations, orders in force and the central
 * bank's chair and rate.
 */
export async function getExecutive(
  db: Db,
  input: z.input<typeof executiveParams>,
): Promise<GetExecutiveResult> {
  const { code } = parseInput(executiveParams, input);
  return getGovernment(db, { country: code }, 'executive');
}

/**
 * GET /api/public/v1/government: the head (executive), the majority and minority leaders of each chamber
 * (leadership: the governing and the largest opposition party's chair when they sit there, else its most
 * influential member; the Bundesrat, voting by Land, has none), the cabinet in post order, and the formation behind it.
 */
export async function getGovernment(
  db: Db,
  input: z.input<typeof governmentQuery>,
): Promise<GetGovernmentResult>;
export async function getGovernment(
  db: Db,
  input: z.input<typeof governmentQuery>,
  view: 'executive',
): Promise<GetExecutiveResult>;
export async function getGovernment(
  db: Db,
  input: z.input<typeof governmentQuery>,
  view: 'government' | 'executive' = 'government',
): Promise<GetGovernmentResult | GetExecutiveResult> {
  const { country } = parseInput(governmentQuery, input);
  if (view === 'executive') return readExecutive(db, country);
  const holders = await db.execute<HolderRow>(sql`
    select o.role, coalesce(pt.title, o.title) as title, c.name, p.name as party, c.seq, s.id as seat_id, s.portfolio
    from seats s join offices o on o.id = s.office_id left join ${portfolioTitlesJoin('pt', 's')}
    join characters c on c.id = s.holder_character_id left join parties p on p.id = c.party_id
    where s.country_id = ${country} and o.role in ('head', 'cabinet') order by o.role desc, s.seat_number`);
  const [government] = (
    await db.execute<{
      regime: 'presidential' | 'parliamentary';
      kind: 'presidential' | 'majority' | 'coalition' | 'minority';
      party_ids: string[];
      chamber_seats: number;
      formed_turn: number;
    }>(sql`
      select regime, kind, party_ids, chamber_seats, formed_turn
      from governments where country_id = ${country} and ended_turn is null order by id desc limit 1`)
  ).rows;
  const [named] = (await db.execute<{ name: string }>(sql`select name from countries where id = ${country}`))
    .rows;
  const countryName = named?.name ?? null;
  if (!government && holders.rows.length === 0) {
    return {
      found: false,
      countryId: country,
      country,
      countryName,
      officials: [],
      cabinet: [],
      governmentFormation: null,
    };
  }
  const leaders = await db.execute<{
    chamber: string;
    role: string;
    name: string;
    party: string | null;
    seq: number;
  }>(sql`
    with members as (
      select ch.id as chamber_id, ch.name as chamber, ch.sort_order, c.id, c.name, c.party_id, c.seq, p.name as party,
             p.chair_character_id, c.political_influence
      from chambers ch join offices o on o.chamber_id = ch.id join seats s on s.office_id = o.id and s.is_voting
      join characters c on c.id = s.holder_character_id join parties p on p.id = c.party_id and not p.is_default
      where ch.country_id = ${country}
        -- The Bundesrat votes by Land, not by party: it has no party leaders.
        and ch.id not in (${sql.join(
          BLOCK_VOTE_CHAMBERS.map((c) => sql`${c}`),
          sql`, `,
        )})),
    party_seats as (
      select chamber_id, party_id, count(*) as seats,
             party_id = any (${textArray(government?.party_ids ?? [])}) as governing
      from members group by chamber_id, party_id),
    sides as (
      select distinct on (chamber_id, governing) chamber_id, party_id, governing
      from party_seats order by chamber_id, governing, seats desc, party_id)
    select distinct on (m.chamber_id, sd.governing) m.chamber,
           case when sd.governing then 'Majority leader' else 'Minority leader' end || ' (' || m.chamber || ')' as role,
           m.name, m.party, m.seq
    from sides sd join members m on m.chamber_id = sd.chamber_id and m.party_id = sd.party_id
    order by m.chamber_id, sd.governing desc, (m.id = m.chair_character_id) desc, m.political_influence desc, m.id`);
  const head = holders.rows.find((h) => h.role === 'head');
  const officials = [
    ...(head
      ? [
          {
            role: head.title,
            characterName: head.name,
            party: head.party,
            section: 'executive' as const,
            profileUrl: characterProfileUrl(head.seq),
            seatId: head.seat_id,
          },
        ]
      : []),
    ...leaders.rows.map((l) => ({
      role: l.role,
      characterName: l.name,
      party: l.party,
      section: 'leadership' as const,
      profileUrl: characterProfileUrl(l.seq),
    })),
  ];
  const cabinet = holders.rows
    .filter((h) => h.role === 'cabinet')
    .map((h) => ({
      role: h.title,
      characterName: h.name,
      party: h.party,
      profileUrl: characterProfileUrl(h.seq),
      seatId: h.seat_id,
      portfolio: h.portfolio,
    }));
  let governmentFormation: GetGovernmentResult['governmentFormation'] = null;
  if (government) {
    const chamber = primaryChamberId(country);
    const parties = await db.execute<{ id: string; name: string; seats: number; chamber: string }>(sql`
      select p.id, p.name, ch.name as chamber,
             (select count(*)::int from seats s join offices o on o.id = s.office_id
              join characters c on c.id = s.holder_character_id
              where o.chamber_id = ch.id and s.is_voting and c.party_id = p.id) as seats
      from parties p cross join chambers ch
      where p.id = any (${textArray(government.party_ids)}) and ch.id = ${chamber}
      order by array_position(${textArray(government.party_ids)}, p.id)`);
    // Counted now, like the seat table beside it: the stored counts are the formation's, which elections and
    // floor crossings have since changed.
    const [chamberCount] = (
      await db.execute<{ seats: number }>(sql`
        select count(*)::int as seats from seats s join offices o on o.id = s.office_id
        where o.chamber_id = ${chamber} and s.is_voting`)
    ).rows;
    const chamberSeats = chamberCount?.seats || government.chamber_seats;
    governmentFormation = {
      regime: government.regime,
      kind: government.kind,
      head: head ? { title: head.title, name: head.name, party: head.party } : null,
      chamber: parties.rows[0]?.chamber ?? '',
      governingParties: parties.rows.map((p) => ({ partyId: p.id, name: p.name, seats: p.seats })),
      seatsHeld: parties.rows.reduce((sum, p) => sum + p.seats, 0),
      chamberSeats,
      majorityThreshold: Math.floor(chamberSeats / 2) + 1,
      formedTurn: government.formed_turn,
      type: government.regime,
      ...(government.regime === 'parliamentary'
        ? {
            seatsByParty: (await legislatureComposition(db, country)).map((share) => ({
              partyId: share.partyId,
              partyName: share.partyName,
              partyColor: share.color,
              seats: share.seats,
              seatPct: share.seatPct,
            })),
          }
        : { president: await currentLeader(db, country) }),
    };
  }
  return { found: true, countryId: country, country, countryName, officials, cabinet, governmentFormation };
}
