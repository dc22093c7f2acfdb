import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { buyShares } from './buy-shares';
import { placeSellOrder } from './place-sell-order';

const database = seededSuiteDatabase();

type Row = Record<string, string | number | null>;
const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute<Row>(query)).rows;

/** Shares and money of one corporation's world: cap table, float, and all USD cash of the players involved. */
async function totals(corporationId: string, characterIds: string[]) {
  const [shares] = await rows(sql`
    select (select total_shares from corporations where id = ${corporationId})::float8 as total,
      (select float_shares from corporations where id = ${corporationId})::float8 as float,
      (select sum(shares + super_shares) from corporation_shareholders where corporation_id = ${corporationId})::float8 as held`);
  const [cash] = await rows(sql`
    select (select sum(cash_on_hand_cents) from characters where id in ${sql.raw(`('${characterIds.join("','")}')`)})::float8
      + (select cash_cents from corporations where id = ${corporationId})::float8 as cash`);
  return {
    total: Number(shares!.total),
    float: Number(shares!.float),
    held: Number(shares!.held),
    cash: Number(cash!.cash),
  };
}

describe('50 parallel orders on one corporation', () => {
  it('creates and loses no shares and no cash, and reservations match the open orders', async () => {
    // Ten US non-player characters become players, each with a user and cash to trade.
    const npcs = await rows(sql`
      select id from characters where user_id is null and country_id = 'US' order by id limit 10`);
    const users: { userId: string; characterId: string }[] = [];
    for (const [i, npc] of npcs.entries()) {
      const userId = `${'0'.repeat(22)}${String(i).padStart(2, '0')}`;
      await database.db.execute(sql`
        insert into users (id, email, username, display_name, password_hash, role, has_completed_setup)
        values (${userId}, ${`trader${i}@example.com`}, ${`trader${i}`}, ${`Trader ${i}`}, 'x', 'player', true)`);
      await database.db.execute(sql`update characters set user_id = ${userId} where id = ${npc.id}`);
      users.push({ userId, characterId: String(npc.id) });
    }
    const [corp] = await rows(sql`
      select k.id, k.share_price_cents from corporations k where k.country_id = 'US' and k.float_shares > 100000
      order by k.seq limit 1`);
    const corporationId = String(corp!.id);
    // Half the traders hold shares to sell: give them a block taken from the float (no cash moves).
    for (const trader of users.slice(0, 5)) {
      await database.db.execute(
        sql`update corporations set float_shares = float_shares - 1000 where id = ${corporationId}`,
      );
      await database.db.execute(sql`
        insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares)
        values (${corporationId}, 'character', ${trader.characterId}, 1000)`);
    }
    const ids = users.map((u) => u.characterId);
    const before = await totals(corporationId, ids);
    const price = Number(corp!.share_price_cents) / 100;

    // 50 concurrent orders: sellers place 4 sell orders each (some over-asking their holding), buyers
    // fire 6 buys each against the same book and float.
    const attempts = [
      ...users.slice(0, 5).flatMap((u) =>
        [300, 300, 300, 300].map((shares, i) =>
          placeSellOrder(database.db, {
            userId: u.userId,
            corporationId,
            body: { shares, pricePerShare: Math.round(price * (0.9 + i * 0.05) * 100) / 100 },
          }),
        ),
      ),
      ...users.slice(5).flatMap((u) =>
        [50, 120, 80, 200, 30, 70].map((shares) =>
          buyShares(database.db, {
            userId: u.userId,
            corporationId,
            body: { shares, maxPricePerShare: price * 2 },
          }),
        ),
      ),
    ];
    expect(attempts).toHaveLength(50);
    const results = await Promise.allSettled(attempts);
    const fulfilled = results.filter((r) => r.status === 'fulfilled').length;
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    // Every refusal is a clean domain conflict (no deadlock, no 500).
    for (const r of rejected) expect((r.reason as { code?: string }).code, String(r.reason)).toBe('CONFLICT');
    // Each seller holds 1000: three 300-share orders fit, the fourth cannot be reserved.
    expect(rejected.length).toBe(5);
    expect(fulfilled).toBe(45);

    const after = await totals(corporationId, ids);
    expect(after.total).toBe(before.total);
    expect(after.held + after.float).toBe(after.total);
    expect(after.cash).toBe(before.cash);
    const mismatched = await rows(sql`
      select h.holder_id, h.reserved_shares, coalesce(o.open, 0) as open from corporation_shareholders h
      left join (select seller_kind, seller_id, sum(shares) as open from share_orders
        where corporation_id = ${corporationId} and status = 'open' group by 1, 2) o
        on o.seller_kind = h.holder_kind and o.seller_id = h.holder_id
      where h.corporation_id = ${corporationId} and h.reserved_shares <> coalesce(o.open, 0)`);
    expect(mismatched).toEqual([]);
    const traded = await rows(sql`
      select coalesce(sum(shares), 0)::int as n from share_transactions where corporation_id = ${corporationId} and kind = 'trade'`);
    expect(traded[0]!.n).toBe(5 * (50 + 120 + 80 + 200 + 30 + 70));
    expect(await ledgerProblems(database.db)).toEqual([]);
  }, 120_000);
});
