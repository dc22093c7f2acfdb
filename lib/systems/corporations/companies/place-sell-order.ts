import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { currentTurn, resolveActor } from './accounts';
import { lockCorporation } from './corporation-authority';
import { placeSellOrderInput } from './schemas';
import { corporationIdFrom } from './corporation-ref';

export interface SellOrderResult {
  success: true;
  order: { id: string; corporationId: string; shares: number; pricePerShare: number; status: 'open' };
}

/**
 * Offers shares at a fixed price. The shares are reserved in the seller's cap-table row (a
 * conditional update: never more than the unreserved holding) and stay the seller's until filled.
 */
export async function placeSellOrder(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<SellOrderResult> {
  const corporationId = await corporationIdFrom(db, input.corporationId);
  const body = parseInput(placeSellOrderInput, input.body);
  const priceCents = Math.round(body.pricePerShare * 100);
  return withTx(db, async (tx) => {
    const seller = await resolveActor(tx, input.userId, body.asCorporationId);
    await lockCorporation(tx, corporationId);
    const reserved = await tx.execute(sql`
      update corporation_shareholders set reserved_shares = reserved_shares + ${body.shares}
      where corporation_id = ${corporationId} and holder_kind = ${seller.kind} and holder_id = ${seller.id}
        and shares - reserved_shares >= ${body.shares}
      returning shares`);
    if (reserved.rows.length === 0) {
      throw new AppError('CONFLICT', `You do not hold ${body.shares} unreserved shares of this corporation.`);
    }
    const id = newObjectId();
    await tx.execute(sql`
      insert into share_orders (id, corporation_id, seller_kind, seller_id, shares, original_shares,
        price_per_share_cents, status, created_turn)
      values (${id}, ${corporationId}, ${seller.kind}, ${seller.id}, ${body.shares}, ${body.shares},
        ${priceCents}, 'open', ${await currentTurn(tx)})`);
    return {
      success: true,
      order: { id, corporationId, shares: body.shares, pricePerShare: priceCents / 100, status: 'open' },
    };
  });
}
