import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { isObjectId } from '@/lib/platform/ids';
import { parseInput, text } from '@/lib/platform/validation';
import { votingShareOf } from './corporation-authority';
import { loadCorporationDetail } from './get-corporation';
import { getShareHistory } from './get-share-history';
import type { CorporationDetail } from './read-schemas';

const pageInput = z.object({ id: text({ max: 24 }) });
const PRICE_POINTS = 120;

export interface CorporationPage {
  found: boolean;
  corporation: CorporationDetail | null;
  priceHistory: { turn: number; sharePrice: number; marketCap: number }[];
  openOrders: { id: string; sellerName: string; shares: number; pricePerShare: number; mine: boolean }[];
  recentTransactions: Awaited<ReturnType<typeof getShareHistory>>['entries'];
  viewer: {
    characterId: string;
    cash: number;
    currencyCode: string;
    shares: number;
    reservedShares: number;
    canManage: boolean;
  } | null;
}

/** The corporation page's data: the public detail plus price history, open orders and the viewer's stake. */
export async function getCorporationPage(
  db: Db,
  input: { id: unknown; userId: string | null },
): Promise<CorporationPage> {
  const { id } = parseInput(pageInput, { id: input.id });
  const where = /^\d{1,9}$/.test(id) ? sql`k.seq = ${Number(id)}` : isObjectId(id) ? sql`k.id = ${id}` : null;
  const corporation = where ? await loadCorporationDetail(db, where) : null;
  if (!corporation) {
    return {
      found: false,
      corporation: null,
      priceHistory: [],
      openOrders: [],
      recentTransactions: [],
      viewer: null,
    };
  }
  const viewerCharacter = input.userId
    ? (
        await db.execute<{ id: string; cash_on_hand_cents: string; currency_code: string }>(sql`
          select c.id, c.cash_on_hand_cents, co.currency_code from characters c
          join countries co on co.id = c.country_id where c.user_id = ${input.userId}`)
      ).rows[0]
    : undefined;
  const [history, orders, transactions] = await Promise.all([
    db.execute<{ turn: number; share_price_cents: string; market_cap_cents: string }>(sql`
      select turn, share_price_cents, market_cap_cents from (
        select * from corporation_history where corporation_id = ${corporation.id} order by turn desc limit ${PRICE_POINTS}) h
      order by turn`),
    db.execute<{
      id: string;
      seller_kind: string;
      seller_id: string;
      shares: string;
      price_per_share_cents: string;
      name: string | null;
    }>(sql`
      select o.id, o.seller_kind, o.seller_id, o.shares, o.price_per_share_cents, coalesce(c.name, x.name) as name
      from share_orders o
      left join characters c on o.seller_kind = 'character' and c.id = o.seller_id
      left join corporations x on o.seller_kind = 'corporation' and x.id = o.seller_id
      where o.corporation_id = ${corporation.id} and o.status = 'open'
      order by o.price_per_share_cents, o.created_at, o.id limit 50`),
    getShareHistory(db, { id: corporation.sequentialId, pageSize: 10 }),
  ]);
  let viewer: CorporationPage['viewer'] = null;
  if (viewerCharacter) {
    const holding = corporation.shareStructure.shareholders.find(
      (h) => h.kind === 'character' && h.id === viewerCharacter.id,
    );
    const ceo = await db.execute(sql`select 1 from corporations where id = ${corporation.id}
      and ceo_kind = 'character' and ceo_character_id = ${viewerCharacter.id}`);
    const canManage =
      ceo.rows.length > 0 || (await votingShareOf(db, corporation.id, 'character', viewerCharacter.id)) > 0.5;
    viewer = {
      characterId: viewerCharacter.id,
      cash: Number(viewerCharacter.cash_on_hand_cents) / 100,
      currencyCode: viewerCharacter.currency_code,
      shares: holding?.shares ?? 0,
      reservedShares: holding?.reservedShares ?? 0,
      canManage,
    };
  }
  return {
    found: true,
    corporation,
    priceHistory: history.rows.map((h) => ({
      turn: h.turn,
      sharePrice: Number(h.share_price_cents) / 100,
      marketCap: Number(h.market_cap_cents) / 100,
    })),
    openOrders: orders.rows.map((o) => ({
      id: o.id,
      sellerName: o.name ?? 'Unknown',
      shares: Number(o.shares),
      pricePerShare: Number(o.price_per_share_cents) / 100,
      mine: o.seller_kind === 'character' && o.seller_id === viewerCharacter?.id,
    })),
    recentTransactions: transactions.entries,
    viewer,
  };
}
