import { sql, type SQL } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { moneySql } from '@/lib/systems/core/notifications/sql-text';
import { convertCents, currentTurn, payBetween, resolveActor, type CashParty } from './accounts';
import { lockCorporation } from './corporation-authority';
import { addShares, recordShareTransaction, removeReservedShares } from './move-shares';
import { assertNoOwnershipCycle } from './ownership-graph';
import { buySharesInput } from './schemas';
import { corporationIdFrom } from './corporation-ref';

export interface BuySharesResult {
  success: true;
  corporationId: string;
  sharesBought: number;
  /** In the buyer's currency. */
  totalPaid: number;
  buyerCurrencyCode: string;
  averagePricePerShare: number;
  sharePrice: number;
  fills: { from: 'order' | 'float'; shares: number; pricePerShare: number }[];
}

type OpenOrder = {
  id: string;
  seller_kind: 'character' | 'corporation';
  seller_id: string;
  shares: string;
  price_per_share_cents: string;
  currency_code: string;
  rate: string;
};

/** Sellers whose order this purchase filled, in whole or part; `sold` rows are the VALUES of the fills. */
async function notifyOrdersFilled(tx: Db, corporationId: string, sold: SQL[]): Promise<void> {
  await notifyMany(tx, {
    turn: sql`coalesce((select current_turn from game_state limit 1), 1)`,
    now: sql`now()`,
    source: sql`
      select f.seller_id as character_id, 'order_filled' as kind, f.order_id || ':' || f.left_shares as key,
             case when f.left_shares = 0 then 'Your sell order for ' || k.name || ' was filled'
               else 'Your sell order for ' || k.name || ' was partly filled' end as title,
             'You sold ' || to_char(f.shares, 'FM999,999,999,990') || ' shares at '
               || ${moneySql(sql`f.price_cents / 100.0`, sql`f.currency`)} || ' each'
               || case when f.left_shares > 0 then '; ' || to_char(f.left_shares, 'FM999,999,999,990')
                 || ' remain on offer.' else '.' end as body,
             '/corporations/' || k.seq as link
      from (values ${sql.join(sold, sql`, `)}) as f(seller_id, order_id, shares, left_shares, price_cents, currency)
      join corporations k on k.id = ${corporationId}`,
  });
}

/**
 * Buys shares at market in one transaction: the cheapest open sell orders first (price, then age),
 * then the unowned public float at the share price, never above `maxPricePerShare`. Each fill moves
 * reserved shares from the seller (or the float) to the buyer, cash through the ledger (converted at
 * the forex rate across currencies), and writes the share history; the last fill sets the price.
 * A corporate buyer is checked against the ownership-cycle guard first.
 */
export async function buyShares(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<BuySharesResult> {
  const corporationId = await corporationIdFrom(db, input.corporationId);
  const body = parseInput(buySharesInput, input.body);
  const maxPriceCents =
    body.maxPricePerShare === undefined ? Number.MAX_SAFE_INTEGER : Math.round(body.maxPricePerShare * 100);
  return withTx(db, async (tx) => {
    const buyer = await resolveActor(tx, input.userId, body.asCorporationId);
    if (buyer.kind === 'corporation') await assertNoOwnershipCycle(tx, buyer.id, corporationId);
    const corporation = await lockCorporation(tx, corporationId);
    const turn = await currentTurn(tx);
    const transferId = `share-buy-${newObjectId()}`;
    const fills: BuySharesResult['fills'] = [];
    let remaining = body.shares;
    const soldByPlayers: SQL[] = [];
    let paid = 0;
    let lastPriceCents = corporation.sharePriceCents;
    const corporationCash: CashParty = {
      kind: 'corporation',
      id: corporation.id,
      currencyCode: corporation.currencyCode,
      rate: corporation.rate,
    };

    const fill = async (seller: CashParty | null, shares: number, priceCents: number) => {
      const totalCents = shares * priceCents;
      const payee = seller ?? corporationCash;
      const payerCents = convertCents(totalCents, corporation.rate, buyer.rate, 'up');
      const payeeCents = convertCents(totalCents, corporation.rate, payee.rate, 'down');
      await payBetween(tx, {
        payer: buyer,
        payee,
        payerCents,
        payeeCents,
        what: `${shares} shares`,
        transfer: { transferId, reason: 'share_trade', turn },
      });
      await addShares(tx, { corporationId, holder: buyer, shares, pricePerShareCents: priceCents });
      await recordShareTransaction(tx, {
        corporationId,
        kind: 'trade',
        turn,
        shares,
        pricePerShareCents: priceCents,
        currencyCode: corporation.currencyCode,
        rate: corporation.rate,
        from: seller ? { kind: seller.kind, id: seller.id } : null,
        to: { kind: buyer.kind, id: buyer.id },
        note: seller ? 'Sell order filled' : 'Bought from the public float',
      });
      paid += payerCents;
      remaining -= shares;
      lastPriceCents = priceCents;
      fills.push({ from: seller ? 'order' : 'float', shares, pricePerShare: priceCents / 100 });
    };

    const orders = await tx.execute<OpenOrder>(sql`
      select o.id, o.seller_kind, o.seller_id, o.shares, o.price_per_share_cents,
        coalesce(sc.currency_code, sk.currency_code) as currency_code, cur.rate
      from share_orders o
      left join characters ch on o.seller_kind = 'character' and ch.id = o.seller_id
      left join countries sc on sc.id = ch.country_id
      left join corporations sk on o.seller_kind = 'corporation' and sk.id = o.seller_id
      join currencies cur on cur.code = coalesce(sc.currency_code, sk.currency_code)
      where o.corporation_id = ${corporationId} and o.status = 'open' and o.shares > 0
        and o.price_per_share_cents <= ${maxPriceCents}
        and not (o.seller_kind = ${buyer.kind} and o.seller_id = ${buyer.id})
      order by o.price_per_share_cents, o.created_at, o.id
      for update of o`);
    for (const order of orders.rows) {
      if (remaining === 0) break;
      const shares = Math.min(remaining, Number(order.shares));
      const seller: CashParty = {
        kind: order.seller_kind,
        id: order.seller_id,
        currencyCode: order.currency_code,
        rate: Number(order.rate),
      };
      await removeReservedShares(tx, { corporationId, holder: seller, shares });
      await tx.execute(sql`
        update share_orders set shares = shares - ${shares},
          status = case when shares - ${shares} = 0 then 'filled' else 'open' end
        where id = ${order.id}`);
      await fill(seller, shares, Number(order.price_per_share_cents));
      if (seller.kind === 'character') {
        soldByPlayers.push(sql`(${seller.id}, ${order.id}, ${shares}::bigint, ${Number(order.shares) - shares}::bigint,
          ${Number(order.price_per_share_cents)}::bigint, ${seller.currencyCode})`);
      }
    }
    if (remaining > 0 && corporation.floatShares > 0 && corporation.sharePriceCents <= maxPriceCents) {
      const shares = Math.min(remaining, corporation.floatShares);
      await tx.execute(sql`
        update corporations set float_shares = float_shares - ${shares} where id = ${corporationId}`);
      await fill(null, shares, corporation.sharePriceCents);
    }
    if (fills.length === 0)
      throw new AppError('CONFLICT', 'No shares of this corporation are for sale at that price.');

    await tx.execute(sql`
      update corporations set share_price_cents = ${lastPriceCents}, last_trade_turn = ${turn}
      where id = ${corporationId}`);
    if (soldByPlayers.length > 0) await notifyOrdersFilled(tx, corporationId, soldByPlayers);
    const bought = body.shares - remaining;
    return {
      success: true,
      corporationId,
      sharesBought: bought,
      totalPaid: paid / 100,
      buyerCurrencyCode: buyer.currencyCode,
      averagePricePerShare:
        Math.round(fills.reduce((s, f) => s + f.shares * f.pricePerShare * 100, 0) / bought) / 100,
      sharePrice: lastPriceCents / 100,
      fills,
    };
  });
}
