import { sql } from 'drizzle-orm';
import { spendActions } from '@/lib/systems/core/characters/actions';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { BILL_VOTE_ACTION_COST, type BillVoteChoice } from './constants';
import { refreshPendingTallies } from './phases/cast-npp-votes';
import { findLegislator } from './find-legislator';
import { billIdParams, castBillVoteBody } from './schemas';

export interface CastBillVoteResult {
  success: true;
  billId: string;
  vote: BillVoteChoice;
  tally: { yes: number; no: number; abstain: number };
  actions: number;
  actionCost: number;
}

/**
 * POST /api/legislation/bills/[id]/vote: a legislator of the bill's chamber votes once while its window is
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
      voting_ends_turn: number;
      turn: number;
    }>(
      sql`select b.chamber_id, b.status, b.voting_ends_turn, (select current_turn from game_state limit 1) as turn
          from bills b where b.id = ${billId}`,
    );
    const bill = bills.rows[0];
    if (!bill) throw new AppError('NOT_FOUND', 'No such bill.');
    if (legislator.chamber_id !== bill.chamber_id) {
      throw new AppError(
        'NOT_A_LEGISLATOR',
        'Only a member of the chamber voting on this bill can vote on it.',
      );
    }
    if (bill.status !== 'pending' || bill.turn > bill.voting_ends_turn) {
      throw new AppError('BILL_CLOSED', 'This bill is no longer open for votes.');
    }
    const inserted = await tx.execute(sql`
      insert into bill_votes (bill_id, character_id, vote, turn)
      values (${billId}, ${legislator.character_id}, ${vote}, ${bill.turn})
      on conflict do nothing returning bill_id`);
    if (inserted.rows.length === 0)
      throw new AppError('ALREADY_VOTED', 'You have already voted on this bill.');
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
      select yes_votes as yes, no_votes as no, abstain_votes as abstain from bills where id = ${billId}`);
    return {
      success: true,
      billId,
      vote,
      tally: tally.rows[0]!,
      actions: debited.actions,
      actionCost: BILL_VOTE_ACTION_COST,
    };
  });
}
