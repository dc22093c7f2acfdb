import { sql } from 'drizzle-orm';
import { recordAdminAction } from '@/lib/systems/core/admin/record-admin-action';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { applySeatChanges } from './apply-seat-changes';
import { seatIdParams, setSeatHolderBody } from './schemas';

interface HolderRef {
  characterId: string;
  name: string;
  party: string | null;
}

export interface SetSeatHolderResult {
  seatId: string;
  office: string;
  stateId: string | null;
  holder: HolderRef;
  previousHolder: HolderRef | null;
  turn: number;
}

/**
 * PUT /api/admin/seats/[seatId]/holder {characterId}: an administrator seats a character (moderation,
 * demos, end-to-end tests). The seat keeps its term; the previous holder's career row closes and the new
 * one's opens as 'appointed'. Logged to the admin audit log, not the public history. The character must
 * be of the seat's country (and state, for a state's seat) and hold no other seat of the same office
 * (422 INELIGIBLE_CHARACTER); seating the holder again is 409. Other seats the character holds are kept.
 */
export async function setSeatHolder(
  db: Db,
  input: { adminUserId: string; seatId: unknown; characterId: unknown },
): Promise<SetSeatHolderResult> {
  const { seatId } = parseInput(seatIdParams, { seatId: input.seatId });
  const { characterId } = parseInput(setSeatHolderBody, { characterId: input.characterId });
  return withTx(db, async (tx) => {
    const seats = await tx.execute<{
      office_id: string;
      title: string;
      country_id: string;
      state_id: string | null;
      holder_character_id: string | null;
      term_end_turn: number | null;
      turn: number;
    }>(sql`
      select s.office_id, o.title, s.country_id, s.state_id, s.holder_character_id, s.term_end_turn,
             (select current_turn from game_state limit 1) as turn
      from seats s join offices o on o.id = s.office_id
      where s.id = ${seatId} for update of s`);
    const seat = seats.rows[0];
    if (!seat) throw new AppError('NOT_FOUND', 'No such seat.');
    const characters = await tx.execute<{
      country_id: string;
      state_id: string;
      other_seat: string | null;
    }>(sql`
      select c.country_id, c.state_id,
             (select s.id from seats s
              where s.holder_character_id = c.id and s.office_id = ${seat.office_id} and s.id <> ${seatId}
              limit 1) as other_seat
      from characters c where c.id = ${characterId}`);
    const character = characters.rows[0];
    if (!character) throw new AppError('CHARACTER_NOT_FOUND', 'No such character.');
    if (seat.holder_character_id === characterId) {
      throw new AppError('CONFLICT', 'That character already holds this seat.');
    }
    if (character.country_id !== seat.country_id) {
      throw new AppError('INELIGIBLE_CHARACTER', 'That character is of another country than this seat.');
    }
    if (seat.state_id !== null && character.state_id !== seat.state_id) {
      throw new AppError(
        'INELIGIBLE_CHARACTER',
        'That character lives outside the state this seat represents.',
      );
    }
    if (character.other_seat !== null) {
      throw new AppError(
        'INELIGIBLE_CHARACTER',
        `That character already holds a seat of this office (${seat.title}).`,
      );
    }
    await applySeatChanges(tx, {
      changes: [{ seatId, newHolderId: characterId, termEndTurn: seat.term_end_turn }],
      turn: seat.turn,
      careerType: 'appointed',
    });
    const people = await tx.execute<{ id: string; name: string; party: string | null }>(sql`
      select c.id, c.name, p.name as party from characters c left join parties p on p.id = c.party_id
      where c.id in (${characterId}, ${seat.holder_character_id ?? characterId})`);
    const describe = (id: string | null): HolderRef | null => {
      const row = people.rows.find((r) => r.id === id);
      return row ? { characterId: row.id, name: row.name, party: row.party } : null;
    };
    await recordAdminAction(tx, {
      actorUserId: input.adminUserId,
      action: 'seat_holder',
      subject: seatId,
      details: { previousHolderId: seat.holder_character_id, characterId },
      turn: seat.turn,
    });
    return {
      seatId,
      office: seat.title,
      stateId: seat.state_id,
      holder: describe(characterId)!,
      previousHolder: describe(seat.holder_character_id),
      turn: seat.turn,
    };
  });
}
