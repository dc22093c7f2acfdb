import { and, eq, isNull, sql } from 'drizzle-orm';
import { characters, parties } from '@/models';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { assignChairIfVacant } from './assign-chair';
import { PARTY_MEMBER_ACHIEVEMENT_ID } from './constants';
import { joinPartyInput } from './membership-schemas';
import { playerCharacterOrThrow } from './player-character';

export interface PartyMembershipResult {
  success: true;
  partyId: string | null;
  chairCharacterId: string | null;
  achievementAwarded: boolean;
}

/**
 * POST /api/parties/join: an independent player joins a party of their own country. A member of
 * another party must leave it first (CONFLICT). An empty party's first member becomes its chair.
 */
export async function joinParty(
  db: Db,
  input: { userId: string; partyId: unknown },
): Promise<PartyMembershipResult> {
  const { partyId } = parseInput(joinPartyInput, { partyId: input.partyId });
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    const [party] = await tx
      .select({ id: parties.id, countryId: parties.countryId })
      .from(parties)
      .where(eq(parties.id, partyId));
    if (!party || party.countryId !== character.countryId) {
      throw new AppError('NOT_FOUND', `No party ${partyId} in ${character.countryId}.`);
    }
    const joined = await tx
      .update(characters)
      .set({ partyId: party.id })
      .where(and(eq(characters.id, character.id), isNull(characters.partyId)))
      .returning({ id: characters.id });
    if (joined.length === 0) {
      throw new AppError('CONFLICT', 'You already belong to a party; leave it first.');
    }
    await assignChairIfVacant(tx, party.id);
    const achievementAwarded = await awardAchievement(tx, {
      characterId: character.id,
      achievementId: PARTY_MEMBER_ACHIEVEMENT_ID,
    });
    const [after] = await tx
      .select({ chair: parties.chairCharacterId })
      .from(parties)
      .where(eq(parties.id, party.id));
    return { success: true, partyId: party.id, chairCharacterId: after?.chair ?? null, achievementAwarded };
  });
}

/** POST /api/parties/leave: the player becomes independent; a leaving leader is replaced at once, until a race. */
export async function leaveParty(db: Db, input: { userId: string }): Promise<PartyMembershipResult> {
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    // The row is locked, so the party read with it is the one being left.
    const partyId = character.partyId;
    if (!partyId) throw new AppError('CONFLICT', 'You do not belong to a party.');
    await tx.update(characters).set({ partyId: null }).where(eq(characters.id, character.id));
    await tx.execute(sql`
      update parties p set chair_character_id = (
        select c.id from characters c where c.party_id = p.id
        order by c.political_influence desc, c.seq limit 1),
        -- An interim leader until the members choose: the next race opens at the next turn.
        leader_since_turn = null,
        next_leadership_turn = case when p.is_default then p.next_leadership_turn
          else (select current_turn from game_state limit 1) end
      where p.id = ${partyId} and p.chair_character_id = ${character.id}`);
    const [after] = await tx
      .select({ chair: parties.chairCharacterId })
      .from(parties)
      .where(eq(parties.id, partyId));
    return {
      success: true,
      partyId: null,
      chairCharacterId: after?.chair ?? null,
      achievementAwarded: false,
    };
  });
}
