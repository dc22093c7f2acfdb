import { GAME_STATE_ID } from '@/models';
import { sql } from 'drizzle-orm';
import { objectIdOf, withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { formatMoney } from '@/lib/platform/client/format';
import { notify } from '@/lib/systems/core/notifications/notify';
import { MIN_TRANSFER_UNITS, TRANSFER_REASON } from './constants';
import { runIdempotent, type Idempotent } from './idempotency';
import { moveMoney } from './move-money';
import { transferBody, type TransferResult } from './schemas';
import { centsToUnits, unitsToCents } from './units';

type TransferRow = {
  transfers_paused: boolean;
  turn: number;
  sender_id: string | null;
  sender_name: string | null;
  sender_country: string | null;
  currency_code: string | null;
  target_id: string | null;
  target_name: string | null;
  target_country: string | null;
};

/**
 * POST /api/v1/transfer and the transfer form: campaign funds from the caller's character to another
 * of the same country, in one transaction. Both characters are locked in id order first, then
 * moveMoney debits conditionally, so parallel transfers can never overdraw.
 */
export async function transferFunds(
  db: Db,
  input: { userId: string; body: unknown; idempotencyKey?: string | null },
): Promise<Idempotent<TransferResult>> {
  const body = parseInput(transferBody, input.body);
  // Null (no such sequential number) matches no row, so it answers like an unknown ObjectId.
  const targetId = await objectIdOf(db, 'characters', body.targetCharacterId);
  return withTx(db, (tx) =>
    runIdempotent(
      tx,
      { userId: input.userId, key: input.idempotencyKey, operation: 'transfer', request: body },
      async () => {
        if (body.amount < MIN_TRANSFER_UNITS) throw new AppError('TRANSFER_BELOW_MINIMUM');
        const loaded = await tx.execute<TransferRow>(sql`
          with locked as (
            select id from characters
            where user_id = ${input.userId} or id = ${targetId}
            order by id for update)
          select gs.transfers_paused, gs.current_turn as turn,
            s.id as sender_id, s.name as sender_name, s.country_id as sender_country, co.currency_code,
            t.id as target_id, t.name as target_name, t.country_id as target_country
          from game_state gs
            left join characters s on s.user_id = ${input.userId} and s.id in (select id from locked)
            left join countries co on co.id = s.country_id
            left join characters t on t.id = ${targetId} and t.id in (select id from locked)
          where gs.id = ${GAME_STATE_ID}`);
        const row = loaded.rows[0];
        if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
        if (!row.sender_id || !row.currency_code) {
          throw new AppError('CHARACTER_NOT_FOUND', 'You have no character yet.');
        }
        if (row.transfers_paused) throw new AppError('TRANSFERS_PAUSED');
        if (!row.target_id) throw new AppError('CHARACTER_NOT_FOUND', 'No character has that id.');
        if (row.target_id === row.sender_id) throw new AppError('SELF_TRANSFER');
        if (row.target_country !== row.sender_country) throw new AppError('DIFFERENT_COUNTRY');
        const cents = unitsToCents(body.amount);
        const [moved] = await moveMoney(
          tx,
          { id: `transfer-${newObjectId()}`, reason: TRANSFER_REASON, turn: row.turn },
          [
            {
              from: { kind: 'character_funds', characterId: row.sender_id, currencyCode: row.currency_code },
              to: { kind: 'character_funds', characterId: row.target_id, currencyCode: row.currency_code },
              cents,
            },
          ],
        );
        await notify(tx, {
          characterId: row.target_id,
          kind: 'money_received',
          title: `${row.sender_name} sent you ${formatMoney(body.amount, row.currency_code, 'en-US')}`,
          body: `${row.sender_name} transferred ${formatMoney(body.amount, row.currency_code, 'en-US')} to your campaign funds.`,
          link: '/money',
        });
        return {
          found: true,
          success: true as const,
          amount: body.amount,
          currency: row.currency_code,
          senderRemainingFunds: centsToUnits(moved!.fromBalanceCents!),
          targetName: row.target_name!,
        };
      },
    ),
  );
}
