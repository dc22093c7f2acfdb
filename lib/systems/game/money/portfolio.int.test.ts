import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as portfolioRoute } from '@/app/api/portfolio/route';
import { buyShares } from '@/lib/systems/corporations/companies/buy-shares';
import { buyFundUnits } from '@/lib/systems/corporations/funds/buy-fund-units';
import { getPortfolio } from '@/lib/systems/game/money/get-portfolio';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();
let bob: string;
beforeAll(async () => {
  bob = (await database.db.execute<{ id: string }>(sql`select id from users where username = 'bob'`)).rows[0]!
    .id;
});

describe("the player's portfolio", () => {
  it('shows a purchase at its cost, valued at the current price, with profit and loss', async () => {
    const [corporation] = (
      await database.db.execute<{ id: string; name: string; price: string }>(sql`
        select id, name, share_price_cents::text as price from corporations
        where currency_code = 'USD' order by seq limit 1`)
    ).rows;
    await buyShares(database.db, { userId: bob, corporationId: corporation!.id, body: { shares: 10 } });
    await buyFundUnits(database.db, { userId: bob, slug: 'us_top_25', units: 3 });
    const before = await getPortfolio(database.db, { userId: bob });
    const shares = before.holdings.find((h) => h.kind === 'shares' && h.name === corporation!.name)!;
    expect(shares.quantity).toBeGreaterThanOrEqual(10);
    expect(shares.costBasis).toBeCloseTo(shares.avgCost * shares.quantity, 2);
    expect(before.holdings.find((h) => h.kind === 'fund')).toMatchObject({
      quantity: 3,
      href: '/funds/us_top_25',
    });

    // The price doubles: the value follows, the cost basis stays, and the gain is the difference.
    await database.db.execute(
      sql`update corporations set share_price_cents = share_price_cents * 2 where id = ${corporation!.id}`,
    );
    const after = await getPortfolio(database.db, { userId: bob });
    const moved = after.holdings.find((h) => h.kind === 'shares' && h.name === corporation!.name)!;
    expect(moved.costBasis).toBe(shares.costBasis);
    expect(moved.value).toBeCloseTo(shares.value * 2, 2);
    expect(moved.profit).toBeCloseTo(moved.value - moved.costBasis, 2);
    const usd = after.totals.find((t) => t.currencyCode === 'USD')!;
    expect(usd.profit).toBeCloseTo(usd.value - usd.costBasis, 1);
  });

  it('answers GET /api/portfolio for the player and 401 for a guest', async () => {
    const ok = await call(portfolioRoute, '/api/portfolio', { cookie: await loginAs('bob') });
    expect(ok.status).toBe(200);
    expect((ok.body.holdings as unknown[]).length).toBeGreaterThan(0);
    expect((await call(portfolioRoute, '/api/portfolio')).status).toBe(401);
  });
});
