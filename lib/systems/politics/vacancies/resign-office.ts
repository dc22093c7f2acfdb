import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { notify } from '@/lib/systems/core/notifications/notify';
import { playerCharacterOrThrow } from '../parties/player-character';
import { VACANCY_RULES, type FillRule } from './constants';
import { resignOfficeBody } from './schemas';
import { vacateSeats } from './vacate-seats';

export interface ResignOfficeResult {
  success: true;
  seatId: string;
  office: string;
  /** How the seat will be filled, decided at the next turn (docs/vacancies.md). */
  fillRule: FillRule;
  turn: number;
}

const FILL_TEXT: Record<FillRule, string> = {
  by_election: 'A by-election will fill your seat.',
  list: "The next name on your party's list takes your seat.",
  interim: 'The governor appoints a successor until a special election.',
  succession: 'The line of succession fills the office.',
  formation: 'Parliament forms a new government.',
  regular_election: 'The coming election fills your seat.',
  none: 'The head of government names your successor.',
};

/**
 * POST /api/offices/resign: a player leaves an office they hold. The seat empties now (career closed,
 * position refreshed) and the next turn fills it by the office's rule. One transaction: a refusal (404 no
 * character or seat, 403 NOT_OFFICE_HOLDER, 400 when several offices are held and none is named) writes
 * nothing.
 */
export async function resignOffice(
  db: Db,
  input: { userId: string; seatId?: unknown },
): Promise<ResignOfficeResult> {
  const { seatId: requested } = parseInput(resignOfficeBody, { seatId: input.seatId });
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    const held = await tx.execute<{ id: string; office_id: string; title: string; role: string }>(sql`
      select s.id, s.office_id, o.title, o.role from seats s join offices o on o.id = s.office_id
      where s.holder_character_id = ${character.id} order by s.id for update of s`);
    let seat = held.rows.find((s) => s.id === requested);
    if (requested && !seat) {
      const exists = await tx.execute(sql`select 1 from seats where id = ${requested}`);
      if (exists.rows.length === 0) throw new AppError('NOT_FOUND', 'No such seat.');
      throw new AppError('NOT_OFFICE_HOLDER', 'You do not hold this seat, so you cannot resign it.');
    }
    if (!requested) {
      if (held.rows.length === 0) throw new AppError('NOT_OFFICE_HOLDER', 'You hold no office to resign.');
      if (held.rows.length > 1) {
        throw new AppError('BAD_REQUEST', 'You hold several offices: name the seat to resign.', {
          details: { seats: held.rows.map((s) => ({ seatId: s.id, office: s.title })) },
        });
      }
      seat = held.rows[0];
    }
    const turnRow = await tx.execute<{ turn: number }>(
      sql`select current_turn as turn from game_state limit 1`,
    );
    const turn = Number(turnRow.rows[0]?.turn ?? 1);
    await vacateSeats(tx, { seats: [{ seatId: seat!.id, reason: 'resigned' }], turn });
    const fillRule = VACANCY_RULES[seat!.office_id]?.fill ?? 'none';
    await notify(tx, {
      characterId: character.id,
      kind: 'office_left',
      title: `You resigned as ${seat!.title}`,
      body: FILL_TEXT[fillRule],
      link: '/',
    });
    return { success: true, seatId: seat!.id, office: seat!.title, fillRule, turn };
  });
}
