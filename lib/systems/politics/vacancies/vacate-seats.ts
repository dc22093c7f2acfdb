import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { applySeatChanges } from '@/lib/systems/politics/offices/apply-seat-changes';
import type { VacancyReason } from './constants';

export interface SeatToVacate {
  seatId: string;
  reason: VacancyReason;
}

/**
 * Empties seats before their term ends: each holder's career row closes and their position is refreshed
 * (applySeatChanges), the seat keeps its term end, and a `seat_vacancies` row remembers the seat's party
 * and why it emptied, for the fill-vacancies phase. Seats already vacant are skipped.
 */
export async function vacateSeats(
  tx: Db,
  input: { seats: readonly SeatToVacate[]; turn: number },
): Promise<number> {
  if (input.seats.length === 0) return 0;
  const rows = JSON.stringify(input.seats.map((s) => ({ seat_id: s.seatId, reason: s.reason })));
  const held = await tx.execute<{ id: string; term_end_turn: number | null }>(sql`
    insert into seat_vacancies (seat_id, country_id, office_id, previous_holder_id, party_id, reason, vacated_turn)
    select s.id, s.country_id, s.office_id, s.holder_character_id, s.party_id, x.reason, ${input.turn}
    from jsonb_to_recordset(${rows}::jsonb) as x(seat_id text, reason text)
    join seats s on s.id = x.seat_id
    where s.holder_character_id is not null
    order by s.id
    returning seat_id as id, (select term_end_turn from seats where id = seat_id) as term_end_turn`);
  await applySeatChanges(tx, {
    changes: held.rows.map((r) => ({
      seatId: r.id,
      newHolderId: null,
      termEndTurn: r.term_end_turn === null ? null : Number(r.term_end_turn),
    })),
    turn: input.turn,
    careerType: 'appointed',
  });
  return held.rows.length;
}
