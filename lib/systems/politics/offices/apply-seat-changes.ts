import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { DEFAULT_POSITION } from './constants';

export interface SeatChange {
  seatId: string;
  /** Null leaves the seat vacant. */
  newHolderId: string | null;
  /** Null for offices with no fixed term (a head chosen by parliament, a cabinet). */
  termEndTurn: number | null;
}

export interface AppliedSeatChange extends SeatChange {
  oldHolderId: string | null;
}

/** SQL ordering offices by seniority: the most senior office a character holds names their position. */
export const OFFICE_SENIORITY = sql.raw(
  `case o.role when 'head' then 4 when 'cabinet' then 3 when 'central_bank' then 3 when 'regional_head' then 2 else 1 end`,
);

/** Sets each character's `position` to the title of the most senior office they hold, or DEFAULT_POSITION. */
export async function refreshPositions(tx: Db, characterIds: readonly string[]): Promise<void> {
  if (characterIds.length === 0) return;
  await tx.execute(sql`
    update characters c set position = coalesce(
      (select o.title from seats s join offices o on o.id = s.office_id
       where s.holder_character_id = c.id order by ${OFFICE_SENIORITY} desc, o.sort_order, s.id limit 1),
      ${DEFAULT_POSITION})
    where c.id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(characterIds)].sort())}::jsonb))`);
}

/**
 * Moves seats to new holders in a few set-based statements: the seat takes the holder's party and a new
 * term; the outgoing holder's career row closes and the incoming one's opens (`careerType`); both holders'
 * positions are refreshed. Changes that keep the same holder are skipped. Returns the changes applied.
 */
export async function applySeatChanges(
  tx: Db,
  input: { changes: readonly SeatChange[]; turn: number; careerType: 'elected' | 'appointed' },
): Promise<AppliedSeatChange[]> {
  if (input.changes.length === 0) return [];
  const requested = JSON.stringify(input.changes.map((c) => ({ seat_id: c.seatId })));
  const current = await tx.execute<{ id: string; holder_character_id: string | null }>(sql`
    select s.id, s.holder_character_id from seats s
    where s.id in (select x.seat_id from jsonb_to_recordset(${requested}::jsonb) as x(seat_id text))`);
  const oldHolders = new Map(current.rows.map((r) => [r.id, r.holder_character_id]));
  const applied = input.changes
    .filter((c) => oldHolders.has(c.seatId) && oldHolders.get(c.seatId) !== c.newHolderId)
    .map((c) => ({ ...c, oldHolderId: oldHolders.get(c.seatId) ?? null }))
    .sort((a, b) => (a.seatId < b.seatId ? -1 : a.seatId > b.seatId ? 1 : 0));
  if (applied.length === 0) return [];
  const rows = JSON.stringify(
    applied.map((c) => ({
      seat_id: c.seatId,
      old_holder: c.oldHolderId,
      new_holder: c.newHolderId,
      term_end: c.termEndTurn,
    })),
  );
  const changes = sql`jsonb_to_recordset(${rows}::jsonb) as x(seat_id text, old_holder text, new_holder text, term_end int)`;
  await tx.execute(sql`
    update seats s set holder_character_id = x.new_holder, party_id = c.party_id,
                       term_start_turn = ${input.turn}, term_end_turn = x.term_end
    from ${changes} left join characters c on c.id = x.new_holder
    where s.id = x.seat_id`);
  await tx.execute(sql`
    update careers cr set end_turn = ${input.turn}
    from ${changes}
    where cr.seat_id = x.seat_id and cr.character_id = x.old_holder and cr.end_turn is null`);
  await tx.execute(sql`
    insert into careers (character_id, country_id, office_id, seat_id, type, office_title, party_id, party_name,
                         state_id, start_turn)
    select c.id, s.country_id, s.office_id, s.id, ${input.careerType}, o.title, c.party_id, p.name,
           c.state_id, ${input.turn}
    from ${changes}
    join seats s on s.id = x.seat_id
    join offices o on o.id = s.office_id
    join characters c on c.id = x.new_holder
    left join parties p on p.id = c.party_id
    order by x.seat_id`);
  await refreshPositions(
    tx,
    applied.flatMap((c) => [c.oldHolderId, c.newHolderId].filter((id): id is string => id !== null)),
  );
  return applied;
}
