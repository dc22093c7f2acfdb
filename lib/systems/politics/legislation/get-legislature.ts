import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { OFFICE_CATALOG, chamberId } from '@/lib/systems/politics/offices/catalog';
import { otherChambers } from '@/lib/systems/politics/offices/country-politics';
import { parseInput } from '@/lib/platform/validation';
import { selectBills, toBillPath } from './bill-rows';
import { LEGISLATURE_PENDING_LIMIT, LEGISLATURE_RECENT_LIMIT } from './constants';
import { legislatureParams, type LegislatureResult } from './schemas';

type ChamberRow = { id: string; name: string; total_seats: number };
type CompositionRow = { party_name: string; seats: number };

/**
 * GET /api/public/v1/country/[code]/legislature: the primary chamber (the offices catalog's, which also
 * forms parliamentary governments; else the first by sort order) with the seats
 * each party holds there, the country's pending bills and its recently passed ones with their tallies.
 */
export async function getLegislature(
  db: Db,
  input: z.input<typeof legislatureParams>,
): Promise<LegislatureResult> {
  const { code } = parseInput(legislatureParams, input);
  const primaryKey = OFFICE_CATALOG[code]?.primaryChamberKey;
  const primaryId = primaryKey ? chamberId(code, primaryKey) : '';
  const chambers = await db.execute<ChamberRow>(sql`
    select c.id, c.name, count(s.id)::int as total_seats
    from chambers c
      left join offices o on o.chamber_id = c.id and o.role = 'legislator'
      left join seats s on s.office_id = o.id and s.is_voting
    where c.country_id = ${code}
    group by c.id order by (c.id = ${primaryId}) desc, c.sort_order, c.id limit 1`);
  const chamber = chambers.rows[0];
  if (!chamber) return { found: false };
  const [composition, pending, passed, others] = await Promise.all([
    db.execute<CompositionRow>(sql`
      select coalesce(p.name, 'Independent') as party_name, count(*)::int as seats
      from offices o join seats s on s.office_id = o.id and s.is_voting and s.holder_character_id is not null
        left join parties p on p.id = s.party_id
      where o.chamber_id = ${chamber.id} and o.role = 'legislator'
      group by 1 order by 2 desc, 1`),
    selectBills(db, sql`b.country_id = ${code} and b.status = 'pending'`, LEGISLATURE_PENDING_LIMIT),
    selectBills(db, sql`b.country_id = ${code} and b.status = 'passed'`, LEGISLATURE_RECENT_LIMIT),
    otherChambers(db, code),
  ]);
  const total = chamber.total_seats;
  return {
    found: true,
    countryId: code,
    chamber: chamber.name,
    totalSeats: total,
    composition: composition.rows.map((row) => ({
      partyName: row.party_name,
      seats: row.seats,
      seatPct: total > 0 ? Math.round((row.seats / total) * 10_000) / 100 : 0,
    })),
    otherChambers: others.map((c) => ({
      chamber: c.name,
      totalSeats: c.seats,
      composition: c.composition.map((p) => ({ partyName: p.partyName, seats: p.seats, seatPct: p.seatPct })),
    })),
    pendingBills: pending.map((b) => ({ id: b.id, title: b.title, status: b.status, ...toBillPath(b) })),
    recentlyPassed: passed.map((b) => ({
      id: b.id,
      title: b.title,
      status: b.status,
      passedTurn: b.resolved_turn ?? b.voting_ends_turn,
      tally: { yes: b.yes_votes, no: b.no_votes },
    })),
  };
}
