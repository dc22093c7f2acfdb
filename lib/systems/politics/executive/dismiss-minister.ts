import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { notify } from '@/lib/systems/core/notifications/notify';
import { applySeatChanges } from '@/lib/systems/politics/offices/apply-seat-changes';
import { DISMISS_ACTION_COST } from './constants';
import { currentTurn, playerCharacter, spendOrRefuse } from './office-holder';
import { seatIdParams } from './schemas';
import { portfolioTitlesJoin } from './seat-titles';

/**
 * POST /api/executive/cabinet/[seatId]/dismiss: the head of government dismisses a minister; the seat is
 * vacant until a nomination fills it. Refusals write nothing: 404 not a cabinet seat, 403
 * NOT_OFFICE_HOLDER, 409 CONFLICT (already vacant) / INSUFFICIENT_ACTIONS.
 */
export async function dismissMinister(
  db: Db,
  input: { userId: string; seatId: unknown },
): Promise<{ seatId: string; dismissedCharacterId: string; actions: number }> {
  const { seatId } = parseInput(seatIdParams, { seatId: input.seatId });
  return withTx(db, async (tx) => {
    const character = await playerCharacter(tx, input.userId);
    const rows = await tx.execute<{ holder: string | null; head: string | null; title: string }>(sql`
      select s.holder_character_id as holder, coalesce(pt.title, o.title) as title,
        (select hs.holder_character_id from seats hs join offices ho on ho.id = hs.office_id
         where hs.country_id = s.country_id and ho.role = 'head' limit 1) as head
      from seats s join offices o on o.id = s.office_id left join ${portfolioTitlesJoin('pt', 's')}
      where s.id = ${seatId} and o.role = 'cabinet'`);
    const seat = rows.rows[0];
    if (!seat) throw new AppError('NOT_FOUND', 'No such cabinet seat.');
    if (seat.head !== character.id) {
      throw new AppError('NOT_OFFICE_HOLDER', 'Only the head of government dismisses a minister.');
    }
    if (!seat.holder) throw new AppError('CONFLICT', 'This seat is already vacant.');
    const actions = await spendOrRefuse(tx, character, DISMISS_ACTION_COST, 'A dismissal');
    const turn = await currentTurn(tx);
    await applySeatChanges(tx, {
      changes: [{ seatId, newHolderId: null, termEndTurn: null }],
      turn,
      careerType: 'appointed',
    });
    await notify(tx, {
      characterId: seat.holder,
      kind: 'cabinet_dismissed',
      title: `You were dismissed as ${seat.title}`,
      body: `${character.name} dismissed you from the cabinet.`,
      link: '/',
    });
    return { seatId, dismissedCharacterId: seat.holder, actions };
  });
}
