import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { objectIdOf } from '@/lib/platform/db/entity-ref';
import { AppError } from '@/lib/platform/errors';
import { STANDING_START } from './constants';
import { playerCharacterOrThrow, type PlayerCharacter } from './player-character';

export interface ActingParty {
  id: string;
  name: string;
  countryId: string;
  chairCharacterId: string | null;
  isDefault: boolean;
}

/** A member's standing in a party as SQL: their row, or the starting standing when they have none. */
export function standingSql(partyId: SQL, characterId: SQL): SQL {
  return sql`coalesce((select ps.standing from party_standings ps
    where ps.party_id = ${partyId} and ps.character_id = ${characterId}), ${STANDING_START}::int)`;
}

/**
 * The signed-in player and the party they act in, the party's row locked for the action: NOT_FOUND for
 * no character or no such party in their country; FORBIDDEN for a non-member (or a non-leader with
 * `leader`). The independents' label has no leader or whip: CONFLICT.
 */
export async function partyActorOrThrow(
  tx: Db,
  input: { userId: string; partyId: string; leader?: boolean },
): Promise<{ character: PlayerCharacter; party: ActingParty }> {
  const character = await playerCharacterOrThrow(tx, input.userId);
  const [row] = (
    await tx.execute<{
      id: string;
      name: string;
      country_id: string;
      chair_character_id: string | null;
      is_default: boolean;
    }>(sql`select id, name, country_id, chair_character_id, is_default from parties
      where id = ${input.partyId} for update`)
  ).rows;
  if (!row || row.country_id !== character.countryId) {
    throw new AppError('NOT_FOUND', `No party ${input.partyId} in your country.`);
  }
  const party: ActingParty = {
    id: row.id,
    name: row.name,
    countryId: row.country_id,
    chairCharacterId: row.chair_character_id,
    isDefault: row.is_default,
  };
  if (character.partyId !== party.id)
    throw new AppError('FORBIDDEN', `You are not a member of ${party.name}.`);
  if (party.isDefault) throw new AppError('CONFLICT', `${party.name} is not a party with a leadership.`);
  if (input.leader && party.chairCharacterId !== character.id) {
    throw new AppError('FORBIDDEN', `Only the leader of ${party.name} can do this.`);
  }
  return { character, party };
}

/** A member of this party named by id or sequential number, with their standing; INELIGIBLE_TARGET otherwise. */
export async function partyMemberOrThrow(
  tx: Db,
  party: ActingParty,
  ref: string,
): Promise<{ id: string; name: string; userId: string | null; standing: number }> {
  const id = await objectIdOf(tx, 'characters', ref);
  const [row] = id
    ? (
        await tx.execute<{ id: string; name: string; user_id: string | null; standing: number }>(sql`
          select c.id, c.name, c.user_id, ${standingSql(sql`${party.id}`, sql`c.id`)} as standing
          from characters c where c.id = ${id} and c.party_id = ${party.id} for update of c`)
      ).rows
    : [];
  if (!row) throw new AppError('INELIGIBLE_TARGET', `That character is not a member of ${party.name}.`);
  return { id: row.id, name: row.name, userId: row.user_id, standing: row.standing };
}
