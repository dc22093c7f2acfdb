import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { NOMINATION_ACTION_COST } from './constants';
import { openNominations, type OpenedNomination } from './nominations';
import { currentTurn, playerCharacter, spendOrRefuse } from './office-holder';
import { nominateBody } from './schemas';

/**
 * Why a character may not take an appointed seat, or null when they may: of another country, the head
 * themselves, holding another executive seat (head, governor, minister, chair), already nominated
 * elsewhere, or, in the US, sitting in Congress (Art. I §6, the incompatibility clause).
 */
export async function nomineeIneligibility(
  tx: Db,
  input: { seatId: string; countryId: string; nomineeId: string; headId: string },
): Promise<string | null> {
  const rows = await tx.execute<{
    country_id: string;
    other_seat: string | null;
    legislator: boolean;
    pending: boolean;
  }>(sql`
    select c.country_id,
      (select o.title from seats s join offices o on o.id = s.office_id
       where s.holder_character_id = c.id and s.id <> ${input.seatId}
         and o.role in ('head', 'regional_head', 'cabinet', 'central_bank') limit 1) as other_seat,
      exists (select 1 from seats s join offices o on o.id = s.office_id
              where s.holder_character_id = c.id and o.role = 'legislator') as legislator,
      exists (select 1 from nominations n where n.nominee_character_id = c.id and n.status = 'pending') as pending
    from characters c where c.id = ${input.nomineeId}`);
  const nominee = rows.rows[0];
  if (!nominee) return 'There is no such character.';
  if (nominee.country_id !== input.countryId) return 'Only a citizen of this country can be appointed.';
  if (input.nomineeId === input.headId) return 'The head of government cannot appoint themselves.';
  if (nominee.other_seat) return `They already serve as ${nominee.other_seat}.`;
  if (nominee.pending) return 'They are already awaiting a vote on another nomination.';
  if (input.countryId === 'US' && nominee.legislator) {
    return 'A member of Congress cannot also serve in the executive (Art. I §6).';
  }
  return null;
}

/**
 * POST /api/executive/nominations {seatId, characterId}: the head of government nominates a character to a
 * cabinet seat, or to the central bank's chair once its term has run out. Where consent is needed (the US
 * Senate; Japan's Diet for the BoJ) the chamber votes within a window, elsewhere the appointment takes
 * effect. Costs NOMINATION_ACTION_COST actions. Refusals write nothing: 404 unknown seat, 403
 * NOT_OFFICE_HOLDER, 409 CONFLICT (a nomination pending for the seat, the chair's term running),
 * 422 INELIGIBLE_NOMINEE, 409 INSUFFICIENT_ACTIONS.
 */
export async function nominateToSeat(
  db: Db,
  input: { userId: string; seatId: unknown; characterId: unknown; now?: Date },
): Promise<OpenedNomination & { actions: number; actionCost: number }> {
  const body = parseInput(nominateBody, { seatId: input.seatId, characterId: input.characterId });
  const now = input.now ?? new Date();
  return withTx(db, async (tx) => {
    const character = await playerCharacter(tx, input.userId);
    const seats = await tx.execute<{
      country_id: string;
      role: string;
      term_end_turn: number | null;
      head: string | null;
      pending: boolean;
    }>(sql`
      select s.country_id, o.role, s.term_end_turn,
        (select hs.holder_character_id from seats hs join offices ho on ho.id = hs.office_id
         where hs.country_id = s.country_id and ho.role = 'head' limit 1) as head,
        exists (select 1 from nominations n where n.seat_id = s.id and n.status = 'pending') as pending
      from seats s join offices o on o.id = s.office_id
      where s.id = ${body.seatId} and o.role in ('cabinet', 'central_bank')`);
    const seat = seats.rows[0];
    if (!seat) throw new AppError('NOT_FOUND', 'No such cabinet seat or central bank chair.');
    if (seat.head !== character.id) {
      throw new AppError('NOT_OFFICE_HOLDER', 'Only the head of government nominates to this seat.');
    }
    if (seat.pending)
      throw new AppError('CONFLICT', 'A nomination to this seat is already awaiting its vote.');
    const turn = await currentTurn(tx);
    if (seat.role === 'central_bank' && seat.term_end_turn !== null && seat.term_end_turn > turn) {
      throw new AppError('CONFLICT', `The chair serves a fixed term, until turn ${seat.term_end_turn}.`);
    }
    const why = await nomineeIneligibility(tx, {
      seatId: body.seatId,
      countryId: seat.country_id,
      nomineeId: body.characterId,
      headId: character.id,
    });
    if (why) throw new AppError('INELIGIBLE_NOMINEE', why);
    const actions = await spendOrRefuse(tx, character, NOMINATION_ACTION_COST, 'A nomination');
    const [opened] = await openNominations(tx, {
      nominations: [
        { id: newObjectId(), seatId: body.seatId, nomineeId: body.characterId, nominatorId: character.id },
      ],
      turn,
      now,
    });
    return { ...opened!, actions, actionCost: NOMINATION_ACTION_COST };
  });
}
