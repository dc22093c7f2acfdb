import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { applyMoves, pathBills, planMove } from './advance-bills';
import { finalizeBills } from './phases/resolve-bills';
import { billIdParams, vetoBillBody } from './schemas';
import type { BillStage } from './constants';

export interface DecideBillResult {
  success: true;
  billId: string;
  decision: 'sign' | 'veto';
  stage: BillStage;
  status: 'pending' | 'passed' | 'failed';
}

/**
 * POST /api/legislation/bills/[id]/sign and …/veto {message?}: the head of government of the bill's
 * country (the US president) signs it into law (enacted at once) or vetoes it (it returns to the chamber
 * of origin for an override round) while it waits on the desk. The same move the turn makes for a
 * non-player head (advance-bills.ts). One transaction: a refusal (404 unknown bill, 403
 * NOT_OFFICE_HOLDER, 409 BILL_WRONG_STAGE) writes nothing.
 */
export async function decideBill(
  db: Db,
  input: { userId: string; billId: unknown; decision: 'sign' | 'veto'; message?: unknown },
): Promise<DecideBillResult> {
  const { id: billId } = parseInput(billIdParams, { id: input.billId });
  const { message } = parseInput(vetoBillBody, input.message === undefined ? {} : { message: input.message });
  return withTx(db, async (tx) => {
    const who = await tx.execute<{ id: string; name: string }>(sql`
      select id, name from characters where user_id = ${input.userId} for update`);
    const character = who.rows[0];
    if (!character) throw new AppError('NOT_FOUND', 'You have no character yet.');
    const [bill] = await pathBills(tx, [billId]);
    if (!bill) throw new AppError('NOT_FOUND', 'No such bill.');
    const head = await tx.execute<{ title: string; holds: boolean }>(sql`
      select o.title, s.holder_character_id is not distinct from ${character.id} as holds
      from offices o join seats s on s.office_id = o.id
      where o.country_id = ${bill.country_id} and o.role = 'head' order by holds desc, s.id limit 1`);
    if (!head.rows[0]?.holds) {
      throw new AppError(
        'NOT_OFFICE_HOLDER',
        `Only the ${head.rows[0]?.title ?? 'head of government'} can sign or veto this bill.`,
      );
    }
    const chambers = new Set(
      (await tx.execute<{ id: string }>(sql`select id from chambers`)).rows.map((r) => r.id),
    );
    const move =
      bill.stage === 'awaiting_signature'
        ? planMove(bill, { kind: input.decision === 'sign' ? 'signed' : 'vetoed' }, chambers)
        : null;
    if (!move) {
      throw new AppError('BILL_WRONG_STAGE', 'This bill is not waiting for your signature.', {
        details: { stage: bill.stage },
      });
    }
    const clock = await tx.execute<{ turn: number }>(
      sql`select current_turn as turn from game_state limit 1`,
    );
    const turn = clock.rows[0]!.turn;
    const now = new Date();
    await applyMoves(
      tx,
      [{ ...move, actor: { characterId: character.id, name: character.name }, message: message ?? null }],
      { turn, openTurn: turn, now },
    );
    if (move.step.window === null) await finalizeBills(tx, [billId], turn, now);
    const after = await tx.execute<{ stage: BillStage; status: 'pending' | 'passed' | 'failed' }>(sql`
      select stage, status from bills where id = ${billId}`);
    return { success: true, billId, decision: input.decision, ...after.rows[0]! };
  });
}
