import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { objectIdOf } from '@/lib/platform/db/entity-ref';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { notify } from '@/lib/systems/core/notifications/notify';
import { applySeatChanges } from '../offices/apply-seat-changes';
import { playerCharacterOrThrow } from '../parties/player-character';
import { appointInterimBody, vacancyIdParams } from './schemas';

export interface AppointInterimResult {
  success: true;
  vacancyId: number;
  seatId: string;
  office: string;
  appointee: { characterId: string; name: string };
  turn: number;
}

/**
 * POST /api/offices/vacancies/[id]/appoint {characterId}: a player governor fills a vacant US Senate seat of
 * their state until the special election. Open while the vacancy's choice window is (the default pick is
 * seated when it closes). The appointee must live in the state, hold no seat and stand in no open race.
 * One transaction; a refusal writes nothing: 404 no such vacancy or character, 403 not the governor who
 * chooses, 409 the choice is no longer open, 422 the appointee is ineligible. Costs no actions.
 */
export async function appointInterim(
  db: Db,
  input: { userId: string; vacancyId: unknown; characterId: unknown },
): Promise<AppointInterimResult> {
  const { id } = parseInput(vacancyIdParams, { id: input.vacancyId });
  const { characterId: ref } = parseInput(appointInterimBody, { characterId: input.characterId });
  return withTx(db, async (tx) => {
    const governor = await playerCharacterOrThrow(tx, input.userId);
    const [vacancy] = (
      await tx.execute<{
        seat_id: string;
        state_id: string | null;
        country_id: string;
        title: string;
        appointer: string | null;
        open: boolean;
        term_end: number | null;
        turn: number;
      }>(sql`
        select v.seat_id, s.state_id, s.country_id, o.title, v.appointer_character_id as appointer,
          (v.fill_rule = 'interim' and v.filled_turn is null and s.holder_character_id is null
           and v.choice_closes_turn is not null) as open,
          s.term_end_turn as term_end, (select current_turn from game_state limit 1) as turn
        from seat_vacancies v join seats s on s.id = v.seat_id join offices o on o.id = s.office_id
        where v.id = ${id} for update of v, s`)
    ).rows;
    if (!vacancy) throw new AppError('NOT_FOUND', 'No such vacancy.');
    if (vacancy.appointer !== governor.id) {
      throw new AppError('NOT_OFFICE_HOLDER', 'Only the governor of the state appoints to this seat.');
    }
    if (!vacancy.open) throw new AppError('CONFLICT', 'This seat is no longer waiting for your choice.');
    const characterId = await objectIdOf(tx, 'characters', ref);
    const [appointee] = characterId
      ? (
          await tx.execute<{ id: string; name: string; eligible: boolean }>(sql`
            select c.id, c.name,
              (c.country_id = ${vacancy.country_id} and c.state_id is not distinct from ${vacancy.state_id}
               and not exists (select 1 from seats x where x.holder_character_id = c.id)
               and not exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
                               where ec.character_id = c.id and e.status <> 'closed')) as eligible
            from characters c where c.id = ${characterId}`)
        ).rows
      : [];
    if (!appointee) throw new AppError('CHARACTER_NOT_FOUND', 'No such politician.');
    if (!appointee.eligible) {
      throw new AppError(
        'INELIGIBLE_CHARACTER',
        'The appointee must live in your state, hold no seat and stand in no open race.',
      );
    }
    const turn = Number(vacancy.turn);
    await applySeatChanges(tx, {
      changes: [{ seatId: vacancy.seat_id, newHolderId: appointee.id, termEndTurn: vacancy.term_end }],
      turn,
      careerType: 'appointed',
    });
    await tx.execute(sql`
      update seat_vacancies set filled_turn = ${turn}, filled_by_character_id = ${appointee.id} where id = ${id}`);
    await notify(tx, {
      characterId: appointee.id,
      kind: 'office_taken',
      title: `You are now ${vacancy.title}`,
      body: 'The governor appointed you to a vacant seat until a special election.',
      link: '/',
    });
    return {
      success: true,
      vacancyId: id,
      seatId: vacancy.seat_id,
      office: vacancy.title,
      appointee: { characterId: appointee.id, name: appointee.name },
      turn,
    };
  });
}
