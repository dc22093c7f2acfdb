import { sql } from 'drizzle-orm';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export type OfficeRole = 'head' | 'regional_head' | 'cabinet' | 'central_bank' | 'legislator';

export type PlayerCharacter = {
  id: string;
  name: string;
  countryId: string;
  partyId: string | null;
  actions: number;
};

export type HeldSeat = {
  seatId: string;
  role: OfficeRole;
  title: string;
  countryId: string;
  stateId: string | null;
  chamberId: string | null;
};

/** The account's character, locked for an action; NOT_FOUND when it has none. */
export async function playerCharacter(tx: Db, userId: string): Promise<PlayerCharacter> {
  const rows = await tx.execute<PlayerCharacter>(sql`
    select ch.id, ch.name, ch.country_id as "countryId", ch.party_id as "partyId", ${currentActionsSql('ch')} as actions
    from characters ch where ch.user_id = ${userId} for update of ch`);
  const character = rows.rows[0];
  if (!character) throw new AppError('NOT_FOUND', 'You have no character yet.');
  return character;
}

/** The seats a character holds in the given roles, most senior first. */
export async function seatsHeld(
  tx: Db,
  characterId: string,
  roles: readonly OfficeRole[],
): Promise<HeldSeat[]> {
  const rows = await tx.execute<HeldSeat>(sql`
    select s.id as "seatId", o.role, o.title, s.country_id as "countryId", s.state_id as "stateId", o.chamber_id as "chamberId"
    from seats s join offices o on o.id = s.office_id
    where s.holder_character_id = ${characterId}
      and o.role in (select jsonb_array_elements_text(${JSON.stringify(roles)}::jsonb))
    order by case o.role when 'head' then 0 when 'central_bank' then 1 when 'regional_head' then 2 else 3 end, s.id`);
  return rows.rows;
}

/** The turn the clock shows. */
export async function currentTurn(tx: Db): Promise<number> {
  const rows = await tx.execute<{ turn: number }>(sql`select current_turn as turn from game_state limit 1`);
  return rows.rows[0]?.turn ?? 1;
}

/** Spends an action cost or refuses with INSUFFICIENT_ACTIONS (nothing written: the caller's transaction rolls back). */
export async function spendOrRefuse(tx: Db, character: PlayerCharacter, cost: number, what: string) {
  const debited = await spendActions(tx, { id: character.id }, cost, sql`actions`);
  if (!debited) {
    throw new AppError(
      'INSUFFICIENT_ACTIONS',
      `${what} costs ${cost} actions; you have ${character.actions}.`,
      {
        details: { required: cost, available: character.actions },
      },
    );
  }
  return debited.actions;
}
