import { count, eq } from 'drizzle-orm';
import { characters, parties } from '@/models';
import type { Db } from '../db';
import { centsToUnits } from '../money';
import type { PartySummary } from './schemas';

const memberCount = count(characters.id);

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
      memberCount,
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
    // Legislatures have no seats yet.
    seatCount: 0,
    treasury: centsToUnits(row.treasuryCents),
    isDefault: row.isDefault,
  };
}
