import { count, eq, sql } from 'drizzle-orm';
import { characters, parties } from '@/models';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';
import type { PartyWhipPosition } from './constants';
import type { PartySummary } from './schemas';

const memberCount = count(characters.id);
/** Voting legislative seats held by the party's members (lib/systems/politics/offices). */
const seatCount = sql<number>`(select count(*)::int from seats s
  join offices o on o.id = s.office_id and o.role = 'legislator'
  join characters h on h.id = s.holder_character_id
  where s.is_voting and h.party_id = ${parties.id})`;

/** Parties with their member counts; callers add where and order. */
export function selectPartyRows(db: Db) {
  return db
    .select({
      id: parties.id,
      countryId: parties.countryId,
      name: parties.name,
      abbreviation: parties.abbreviation,
      color: parties.color,
      economicPosition: parties.economicPosition,
      socialPosition: parties.socialPosition,
      treasuryCents: parties.treasuryCents,
      isDefault: parties.isDefault,
      chairCharacterId: parties.chairCharacterId,
      leaderSinceTurn: parties.leaderSinceTurn,
      memberCount,
      seatCount,
    })
    .from(parties)
    .leftJoin(characters, eq(characters.partyId, parties.id))
    .groupBy(parties.id)
    .$dynamic();
}

export { memberCount as partyMemberCount };

export type PartyRow = Awaited<ReturnType<typeof selectPartyRows>>[number];

export function toPartySummary(row: PartyRow): PartySummary {
  return {
    id: row.id,
    countryId: row.countryId,
    name: row.name,
    abbreviation: row.abbreviation,
    color: row.color,
    economicPosition: row.economicPosition,
    socialPosition: row.socialPosition,
    memberCount: row.memberCount,
    seatCount: row.seatCount,
    treasury: centsToUnits(row.treasuryCents),
    isDefault: row.isDefault,
  };
}

/** The party's whips on bills still pending, newest first. */
export async function pendingWhips(
  db: Db,
  partyId: string,
): Promise<{ billId: string; billTitle: string; position: PartyWhipPosition; turn: number }[]> {
  const rows = await db.execute<{
    bill_id: string;
    title: string;
    position: PartyWhipPosition;
    turn: number;
  }>(sql`
    select w.bill_id, b.title, w.position, w.turn from party_whips w join bills b on b.id = w.bill_id
    where w.party_id = ${partyId} and b.status = 'pending' order by w.turn desc, w.bill_id limit 50`);
  return rows.rows.map((r) => ({
    billId: r.bill_id,
    billTitle: r.title,
    position: r.position,
    turn: r.turn,
  }));
}
