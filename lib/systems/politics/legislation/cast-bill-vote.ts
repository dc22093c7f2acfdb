import { sql } from 'drizzle-orm';
import { spendActions } from '@/lib/systems/core/characters/actions';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { BILL_VOTE_ACTION_COST, type BillStage, type BillVoteChoice } from './constants';

const VOTING_STAGES: ReadonlySet<BillStage> = new Set([
  'first_chamber',
  'second_chamber',
  'override',
  'objection',
]);
import { refreshPendingTallies } from './phases/cast-npp-votes';
import { findLegislator } from './find-legislator';
import { billIdParams, castBillVoteBody } from './schemas';

export interface CastBillVoteResult {
  success: true;
  billId: string;
  vote: BillVoteChoice;
  /** The tally of the round voted in (round 1 is the chamber of origin's). */
  tally: { yes: number; no: number; abstain: number };
  stage: BillStage;
  round: number;
  actions: number;
  actionCost: number;
}

/**
 * POST /api/legislation/bills/[id]/vote: a legislator of the chamber holding the bill's open round (its
 * first or second chamber, an override or an objection) votes once per round while the round's window is
 * open, for BILL_VOTE_ACTION_COST actions. One transaction: a refusal (404 unknown bill, 403
 * NOT_A_LEGISLATOR, 409 BILL_CLOSED / ALREADY_VOTED / INSUFFICIENT_ACTIONS) writes nothing.
 */
export async function castBillVote(
  db: Db,
  input: { userId: string; billId: unknown; vote: unknown },
): Promise<CastBillVoteResult> {
  const { id: billId } = parseInput(billIdParams, { id: input.billId });
  const { vote } = parseInput(castBillVoteBody, { vote: input.vote });
  return withTx(db, async (tx) => {
    const legislator = await findLegislator(tx, input.userId, { forUpdate: true });
    if (!legislator) throw new AppError('NOT_FOUND', 'You have no character yet.');
    const bills = await tx.execute<{
      chamber_id: string;
      status: string;
      stage: BillStage;
      round: number;
      ends_turn: number;
      closes_at: string | null;
      turn: number;
    }>(
      sql`select r.chamber_id, b.status, b.stage, b.round, b.stage_ends_turn as ends_turn,
            b.stage_closes_at as closes_at, (select current_turn from game_state limit 1) as turn
          from bills b join bill_rounds r on r.bill_id = b.id and r.round = b.round
          where b.id = ${billId}`,
    );
    const bill = bills.rows[0];
    if (!bill) throw new AppError('NOT_FOUND', 'No such bill.');
    const voting = VOTING_STAGES.has(bill.stage);
    if (voting && legislator.chamber_id !== bill.chamber_id) {
      throw new AppError(
        'NOT_A_LEGISLATOR',
        'Only a member of the chamber voting on this bill can vote on it.',
      );
    }
    // The window is the round's turns, and for a player at least PLAYER_WINDOW_HOURS (player-window.ts).
    const windowOver =
      bill.turn > bill.ends_turn && (bill.closes_at === null || new Date(bill.closes_at) <= new Date());
    if (bill.status !== 'pending' || !voting || windowOver) {
      throw new AppError('BILL_CLOSED', 'This bill is not open for votes now.');
    }
    const inserted = await tx.execute(sql`
      insert into bill_votes (bill_id, round, character_id, vote, turn)
      values (${billId}, ${bill.round}, ${legislator.character_id}, ${vote}, ${bill.turn})
      on conflict do nothing returning bill_id`);
    if (inserted.rows.length === 0)
      throw new AppError('ALREADY_VOTED', 'You have already voted on this bill in this round.');
    const debited = await spendActions(
      tx,
      { id: legislator.character_id },
      BILL_VOTE_ACTION_COST,
      sql`actions`,
    );
    if (!debited) {
      throw new AppError(
        'INSUFFICIENT_ACTIONS',
        `A vote costs ${BILL_VOTE_ACTION_COST} actions; you have ${legislator.actions}.`,
        { details: { required: BILL_VOTE_ACTION_COST, available: legislator.actions } },
      );
    }
    await refreshPendingTallies(tx, { billId });
    const tally = await tx.execute<{ yes: number; no: number; abstain: number }>(sql`
      select yes_votes as yes, no_votes as no, abstain_votes as abstain from bill_rounds
      where bill_id = ${billId} and round = ${bill.round}`);
    return {
      success: true,
      billId,
      vote,
      tally: tally.rows[0]!,
      stage: bill.stage,
      round: bill.round,
      actions: debited.actions,
      actionCost: BILL_VOTE_ACTION_COST,
    };
  });
}
