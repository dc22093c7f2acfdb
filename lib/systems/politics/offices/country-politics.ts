import { sql } from 'drizzle-orm';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { chamberId, OFFICE_CATALOG } from './catalog';

export interface CurrentLeader {
  name: string;
  party: string | null;
  profileUrl: string;
}

export interface SeatShare {
  partyId: string | null;
  partyName: string;
  color: string | null;
  seats: number;
  seatPct: number;
}

/** The chamber a country's government answers to and whose make-up its pages show. */
export function primaryChamberId(countryId: string): string | null {
  const catalog = OFFICE_CATALOG[countryId];
  return catalog ? chamberId(countryId, catalog.primaryChamberKey) : null;
}

/** The holder of the country's head-of-government office, or null when the seat is vacant or none exists. */
export async function currentLeader(db: Db, countryId: string): Promise<CurrentLeader | null> {
  const rows = await db.execute<{ name: string; party: string | null; seq: number }>(sql`
    select c.name, p.name as party, c.seq from seats s
    join offices o on o.id = s.office_id and o.role = 'head'
    join characters c on c.id = s.holder_character_id
    left join parties p on p.id = c.party_id
    where s.country_id = ${countryId} order by s.id limit 1`);
  const row = rows.rows[0];
  return row ? { name: row.name, party: row.party, profileUrl: characterProfileUrl(row.seq) } : null;
}

/**
 * Seats per party in a chamber (default: the primary one), voting members only, largest first; members
 * without a party count as Independent. seatPct has one decimal.
 */
export async function legislatureComposition(
  db: Db,
  countryId: string,
  chamber = primaryChamberId(countryId),
): Promise<SeatShare[]> {
  if (!chamber) return [];
  const rows = await db.execute<{
    party_id: string | null;
    party_name: string | null;
    color: string | null;
    seats: number;
  }>(sql`
    select c.party_id, p.name as party_name, p.color, count(*)::int as seats
    from seats s join offices o on o.id = s.office_id and o.chamber_id = ${chamber}
    join characters c on c.id = s.holder_character_id
    left join parties p on p.id = c.party_id
    where s.is_voting
    group by c.party_id, p.name, p.color
    order by seats desc, p.name`);
  const total = rows.rows.reduce((sum, r) => sum + r.seats, 0);
  return rows.rows.map((r) => ({
    partyId: r.party_id,
    partyName: r.party_name ?? 'Independent',
    color: r.color,
    seats: r.seats,
    seatPct: total > 0 ? Math.round((r.seats / total) * 1000) / 10 : 0,
  }));
}

export interface ChamberComposition {
  name: string;
  seats: number;
  composition: SeatShare[];
}

/**
 * The country's chambers other than the primary one (US Senate, House of Lords, Bundesrat, House of
 * Councillors), in catalog order, each with its seats by party.
 */
export async function otherChambers(db: Db, countryId: string): Promise<ChamberComposition[]> {
  const primary = primaryChamberId(countryId);
  const rows = await db.execute<{ id: string; name: string }>(sql`
    select id, name from chambers where country_id = ${countryId} and id is distinct from ${primary}
    order by sort_order, id`);
  return Promise.all(
    rows.rows.map(async (chamber) => {
      const composition = await legislatureComposition(db, countryId, chamber.id);
      return {
        name: chamber.name,
        seats: composition.reduce((sum, p) => sum + p.seats, 0),
        composition,
      };
    }),
  );
}

/** The cycle number of the latest finished election of the primary chamber, or null before the first. */
export async function lastElectionCycle(db: Db, countryId: string): Promise<number | null> {
  const chamber = primaryChamberId(countryId);
  if (!chamber) return null;
  const rows = await db.execute<{ cycle: number | null }>(sql`
    select max(e.cycle)::int as cycle from elections e join offices o on o.id = e.office_id
    where o.chamber_id = ${chamber} and e.finalized`);
  return rows.rows[0]?.cycle ?? null;
}
