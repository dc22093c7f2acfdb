import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { notify } from '@/lib/systems/core/notifications/notify';
import { EXPEL_BELOW_STANDING, PARTY_EXPELLED_NOTIFICATION } from './constants';
import { expelInput, partyIdField } from './membership-schemas';
import { partyActorOrThrow, partyMemberOrThrow } from './party-actor';

/**
 * POST /api/parties/[id]/expel {characterId}: the leader expels a member whose standing fell below
 * EXPEL_BELOW_STANDING; they become independent and leave any open leadership race. FORBIDDEN for anyone
 * but the leader; INELIGIBLE_TARGET for a non-member, the leader, or a member in good standing.
 */
export async function expelMember(
  db: Db,
  input: { userId: string; partyId: unknown; characterId: unknown },
): Promise<{ success: true; partyId: string; characterId: string }> {
  const partyId = parseInput(partyIdField, input.partyId);
  const { characterId } = parseInput(expelInput, { characterId: input.characterId });
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId, leader: true });
    const member = await partyMemberOrThrow(tx, party, characterId);
    if (member.id === character.id)
      throw new AppError('INELIGIBLE_TARGET', 'A leader cannot expel themself.');
    if (member.standing >= EXPEL_BELOW_STANDING) {
      throw new AppError(
        'INELIGIBLE_TARGET',
        `${member.name}'s standing is ${member.standing}; only a member below ${EXPEL_BELOW_STANDING} can be expelled.`,
      );
    }
    // The member's row is locked (partyMemberOrThrow), so the party read with it is the one left.
    await tx.execute(
      sql`update characters set party_id = null where id = ${member.id} and party_id = ${party.id}`,
    );
    await tx.execute(sql`
      delete from party_leadership_candidates lc using party_leadership_races r
      where lc.race_id = r.id and r.party_id = ${party.id} and r.status = 'open' and lc.character_id = ${member.id}`);
    await notify(tx, {
      characterId: member.id,
      kind: PARTY_EXPELLED_NOTIFICATION,
      title: `Expelled from ${party.name}`,
      body: `The leader of ${party.name} expelled you after your standing fell to ${member.standing}. You are now independent and may join another party.`,
      link: `/countries/${party.countryId}`,
    });
    return { success: true, partyId: party.id, characterId: member.id };
  });
}
