import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { objectIdOf } from '@/lib/platform/db/entity-ref';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { LEADERSHIP_MIN_STANDING } from './constants';
import { leadershipVoteInput, partyIdField } from './membership-schemas';
import { partyActorOrThrow, standingSql } from './party-actor';

export interface OpenRace {
  id: string;
  closesTurn: number;
}

/**
 * The party's open race, share-locked: the leadership phase locks a race before deciding it, so a vote or
 * candidacy either commits before the count or finds the race decided.
 */
async function openRaceOrThrow(tx: Db, partyId: string, partyName: string): Promise<OpenRace> {
  const [race] = (
    await tx.execute<{ id: string; closes_turn: number }>(sql`
      select id, closes_turn from party_leadership_races where party_id = ${partyId} and status = 'open'
      for share`)
  ).rows;
  if (!race) throw new AppError('CONFLICT', `${partyName} has no leadership race open.`);
  return { id: race.id, closesTurn: race.closes_turn };
}

/**
 * POST /api/parties/[id]/leadership/candidacy: a member stands in the open leadership race. FORBIDDEN for a
 * non-member; CONFLICT with no race open or when already standing; INELIGIBLE_CHARACTER below
 * LEADERSHIP_MIN_STANDING.
 */
export async function standForLeadership(
  db: Db,
  input: { userId: string; partyId: unknown },
): Promise<{ success: true; partyId: string; raceId: string; closesTurn: number }> {
  const partyId = parseInput(partyIdField, input.partyId);
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId });
    const race = await openRaceOrThrow(tx, party.id, party.name);
    const [row] = (
      await tx.execute<{ standing: number }>(
        sql`select ${standingSql(sql`${party.id}`, sql`${character.id}`)} as standing`,
      )
    ).rows;
    const standing = row?.standing ?? 0;
    if (standing < LEADERSHIP_MIN_STANDING) {
      throw new AppError(
        'INELIGIBLE_CHARACTER',
        `Your standing in ${party.name} is ${standing}; standing for leader needs ${LEADERSHIP_MIN_STANDING}.`,
      );
    }
    const turn = await currentTurn(tx);
    const inserted = await tx.execute(sql`
      insert into party_leadership_candidates (race_id, character_id, turn)
      values (${race.id}, ${character.id}, ${turn}) on conflict do nothing returning 1`);
    if (inserted.rows.length === 0) throw new AppError('CONFLICT', 'You are already standing in this race.');
    return { success: true, partyId: party.id, raceId: race.id, closesTurn: race.closesTurn };
  });
}

/**
 * POST /api/parties/[id]/leadership/vote {candidateId}: a member's one vote in the open race. FORBIDDEN for a
 * non-member; CONFLICT with no race open or a vote already cast; INELIGIBLE_TARGET for someone not standing.
 */
export async function voteForLeader(
  db: Db,
  input: { userId: string; partyId: unknown; candidateId: unknown },
): Promise<{ success: true; partyId: string; raceId: string; candidateId: string; votes: number }> {
  const partyId = parseInput(partyIdField, input.partyId);
  const { candidateId: ref } = parseInput(leadershipVoteInput, { candidateId: input.candidateId });
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId });
    const race = await openRaceOrThrow(tx, party.id, party.name);
    const candidateId = await objectIdOf(tx, 'characters', ref);
    const [standing] = candidateId
      ? (
          await tx.execute(sql`
            select 1 from party_leadership_candidates where race_id = ${race.id} and character_id = ${candidateId}`)
        ).rows
      : [];
    if (!standing || !candidateId) {
      throw new AppError('INELIGIBLE_TARGET', 'That character is not standing in this race.');
    }
    const turn = await currentTurn(tx);
    const cast = await tx.execute(sql`
      insert into party_leadership_votes (race_id, voter_character_id, candidate_character_id, turn)
      values (${race.id}, ${character.id}, ${candidateId}, ${turn}) on conflict do nothing returning 1`);
    if (cast.rows.length === 0) throw new AppError('CONFLICT', 'You have already voted in this race.');
    const [after] = (
      await tx.execute<{ votes: number }>(sql`
        update party_leadership_candidates set votes = votes + 1
        where race_id = ${race.id} and character_id = ${candidateId} returning votes`)
    ).rows;
    return { success: true, partyId: party.id, raceId: race.id, candidateId, votes: after?.votes ?? 1 };
  });
}
