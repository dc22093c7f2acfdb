import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { routeContext } from '@/lib/testing/client-requests';
import { GET } from '@/app/api/forex/route';

const database = seededSuiteDatabase();

async function get() {
  const response = await GET(new Request('http://localhost:3000/api/forex'), routeContext());
  return { status: response.status, body: await response.json() };
}

describe('GET /api/forex', () => {
  it('serves every rate and its history without a session, newest 48 points per currency', async () => {
    const opening = await get();
    expect(opening.status).toBe(200);
    expect(opening.body).toMatchObject({ found: true, anchorUnit: 'anchor' });
    expect(opening.body.history.USD).toEqual([{ turn: 0, rate: 1 }]);
    // Fifty turns of history (the rate phase's own movement is the economy engine checks' business).
    await database.db.execute(sql`
      insert into forex_rate_history (currency_code, turn, rate, macro_target)
      select c.code, t, c.base_rate * (1 + t / 1000.0), c.base_rate from currencies c, generate_series(1, 50) t`);
    await database.db.execute(sql`update currencies set rate = base_rate * 1.05`);
    const { body } = await get();
    expect(Object.keys(body.history).sort()).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
    for (const points of Object.values(body.history) as { turn: number }[][]) {
      expect(points.map((p) => p.turn)).toEqual(Array.from({ length: 48 }, (_, i) => i + 3));
    }
    const gbp = body.currencies.find((c: { currencyCode: string }) => c.currencyCode === 'GBP');
    expect(gbp.rate).toBe(body.history.GBP.at(-1).rate);
  });
});
