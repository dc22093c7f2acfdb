import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { characterOfUser } from './accounts';
import { lockCorporation } from './corporation-authority';
import { cancelSellOrderParams } from './schemas';

/**
 * Cancels an open sell order of the caller (or of a corporation the caller runs as CEO) and
 * releases its unsold shares from reservation. NOT_FOUND for someone else's or a closed order.
 */
export async function cancelSellOrder(
  db: Db,
  input: { userId: string; corporationId: unknown; orderId: unknown },
): Promise<{ success: true; orderId: string; releasedShares: number }> {
  const { id: corporationId, orderId } = parseInput(cancelSellOrderParams, {
    id: input.corporationId,
    orderId: input.orderId,
  });
  return withTx(db, async (tx) => {
    const character = await characterOfUser(tx, input.userId);
    await lockCorporation(tx, corporationId);
    const cancelled = await tx.execute<{ seller_kind: string; seller_id: string; shares: string }>(sql`
      update share_orders o set status = 'cancelled'
      where o.id = ${orderId} and o.corporation_id = ${corporationId} and o.status = 'open'
        and ((o.seller_kind = 'character' and o.seller_id = ${character.id})
          or (o.seller_kind = 'corporation' and exists (select 1 from corporations s where s.id = o.seller_id
                and s.ceo_kind = 'character' and s.ceo_character_id = ${character.id})))
      returning o.seller_kind, o.seller_id, o.shares`);
    const order = cancelled.rows[0];
    if (!order) throw new AppError('NOT_FOUND', 'No open sell order of yours with that id.');
    await tx.execute(sql`
      update corporation_shareholders set reserved_shares = reserved_shares - ${Number(order.shares)}
      where corporation_id = ${corporationId} and holder_kind = ${order.seller_kind} and holder_id = ${order.seller_id}`);
    return { success: true, orderId, releasedShares: Number(order.shares) };
  });
}
