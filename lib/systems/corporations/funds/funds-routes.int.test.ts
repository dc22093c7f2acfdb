import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as buyRoute } from '@/app/api/funds/[slug]/buy/route';
import { POST as redeemRoute } from '@/app/api/funds/[slug]/redeem/route';
import { GET as pageRoute } from '@/app/api/funds/[slug]/route';
import { freshApiKey } from '@/lib/testing/api-keys';
import { clientRequest, routeContext } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { callV1 } from '@/lib/testing/v1-requests';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { characterFundHoldingsAtNav } from '@/lib/systems/game/characters/character-fund-holdings';

// Response bodies are loosely typed here; the contract test pins their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const database = seededSuiteDatabase();
let apiKey: string;
const cookies: Record<string, string> = {};

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
async function post(handler: Handler, as: string, slug: string, body: unknown) {
  const response = await handler(
    clientRequest('/api/funds/x/trade', { method: 'POST', body, cookie: cookies[as] }),
    routeContext({ slug }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}
const snapshot = stateChangeMarks(() => database.db, {
  skipTables: ['rate_limits', 'sessions'],
  skipColumns: ['api_keys.last_used_at'],
});
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows[0]!;

beforeAll(async () => {
  apiKey = await freshApiKey('bob');
  for (const user of ['alice', 'carol']) cookies[user] = await sessionCookieFor(database.db, user);
});

describe('GET /api/public/v1/funds on the opening world', () => {
  it('lists the seeded funds, chartered at the opening NAV, highest NAV first', async () => {
    const { status, body } = await callV1('funds', { apiKey });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    const slugs = body.funds.map((f: { slug: string }) => f.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['us_top_25', 'uk_top_25', 'de_top_25', 'jp_top_25', 'global_top_50']),
    );
    expect(slugs.filter((s: string) => s.startsWith('global_sector_'))).toHaveLength(3);
    const navs = body.funds.map((f: { quotedNav: number }) => f.quotedNav);
    expect(navs).toEqual([...navs].sort((a, b) => b - a));
    const us = body.funds.find((f: { slug: string }) => f.slug === 'us_top_25');
    expect(us).toMatchObject({
      name: 'US Large-Cap 25 Index',
      tickerSymbol: 'US25',
      scope: 'country',
      kind: 'broad',
      countryId: 'US',
      status: 'chartered',
      pauseReason: null,
      quotedNav: 100,
      unitSupply: 100_000,
      anchorCurrencyCode: 'USD',
      backingRatio: 1,
    });
  });

  it('filters by country (GB as UK) and scope, and refuses bad filters with 400', async () => {
    const uk = await callV1('funds', { apiKey, query: { country: 'gb' } });
    expect(uk.body.funds.map((f: { slug: string }) => f.slug)).toEqual(['uk_top_25']);
    const global = await callV1('funds', { apiKey, query: { scope: 'global' } });
    expect(global.body.funds.every((f: { scope: string }) => f.scope === 'global')).toBe(true);
    expect(global.body.funds.length).toBe(4);
    const bad: Record<string, string>[] = [
      { scope: 'planet' },
      { slug: 'US TOP' },
      { country: 'x'.repeat(30) },
    ];
    for (const query of bad) {
      const { status } = await callV1('funds', { apiKey, query });
      expect(status, JSON.stringify(query)).toBe(400);
    }
    const missing = await callV1('funds', { apiKey, query: { slug: 'no_such_fund' } });
    expect(missing.body).toEqual({ ok: true, found: false });
  });
});

describe('funds after turns', () => {
  it('invest at the first rebalance: the fund is a shareholder, and the detail lists its top holdings', async () => {
    await runTurn(database.db, { trigger: 'cli', when: 'now', phases: turnPhases });
    const { body } = await callV1('funds', { apiKey, query: { slug: 'us_top_25' } });
    const fund = body.fund;
    expect(fund).toMatchObject({
      status: 'active',
      reserveUnits: 100_000,
      charteredAtTurn: 1,
      seedCapitalAnchor: 10_000_000,
    });
    expect(fund.windDownStartedAtTurn).toBeNull();
    expect(fund.lastRebalancedAt).not.toBeNull();
    expect(fund.topHoldings.length).toBeGreaterThan(0);
    expect(fund.topHoldings.length).toBeLessThanOrEqual(10);
    // About 95% invested, 5% kept as cash (less a fee), and NAV still near 100.
    expect(fund.cashAnchor).toBeGreaterThan(400_000);
    expect(fund.cashAnchor).toBeLessThan(700_000);
    expect(fund.quotedNav).toBeGreaterThan(99);
    expect(fund.quotedNav).toBeLessThan(101);
    const top = fund.topHoldings[0];
    const held = await one<{ shares: string }>(sql`
      select h.shares::text from corporation_shareholders h join index_funds f on f.id = h.holder_id
      where h.holder_kind = 'fund' and f.slug = 'us_top_25' and h.corporation_id = ${top.corporationId}`);
    expect(Number(held.shares)).toBe(top.shares);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('sells and redeems units at NAV through the ledger; netWorth counts them at NAV', async () => {
    const fundBefore = await one<{ cash: string; supply: string; nav: string }>(sql`
      select cash_cents::text as cash, unit_supply::text as supply, nav_cents::text as nav from index_funds where slug = 'us_top_25'`);
    const nav = Number(fundBefore.nav);
    const bought = await post(buyRoute, 'alice', 'us_top_25', { units: 10 });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      side: 'buy',
      units: 10,
      nav: nav / 100,
      total: (nav * 10) / 100,
      unitsHeld: 10,
    });
    const after = await one<{ cash: string; supply: string }>(sql`
      select cash_cents::text as cash, unit_supply::text as supply from index_funds where slug = 'us_top_25'`);
    expect(Number(after.cash)).toBe(Number(fundBefore.cash) + nav * 10);
    expect(Number(after.supply)).toBe(Number(fundBefore.supply) + 10);
    const alice = await one<{ id: string }>(
      sql`select c.id from characters c join users u on u.id = c.user_id where u.username = 'alice'`,
    );
    expect((await characterFundHoldingsAtNav(database.db, [alice.id])).get(alice.id)).toBe(nav * 10);

    // Carol (UK, GBP) buys a USD fund: converted at the forex rates through 'forex_conversion'.
    const carolBuy = await post(buyRoute, 'carol', 'us_top_25', { units: 2 });
    expect(carolBuy.status).toBe(200);
    expect(carolBuy.body.currencyCode).toBe('GBP');
    expect(carolBuy.body.total).toBeLessThan((nav * 2) / 100);

    const redeemed = await post(redeemRoute, 'alice', 'us_top_25', { units: 4 });
    expect(redeemed.body).toMatchObject({ side: 'redeem', units: 4, unitsHeld: 6, total: (nav * 4) / 100 });
    expect(await ledgerProblems(database.db)).toEqual([]);

    const page = await (pageRoute as Handler)(
      clientRequest('/api/funds/us_top_25', { cookie: cookies.alice }),
      routeContext({ slug: 'us_top_25' }),
    );
    const pageBody = (await page.json()) as Json;
    expect(pageBody.holding).toEqual({ units: 6, avgCost: nav / 100 });
    expect(pageBody.navHistory.map((p: { turn: number }) => p.turn)).toEqual([0, 1]);
  });

  it('refuses hostile and impossible trades with 4xx, writing nothing', async () => {
    const cases: [Handler, string, unknown, number][] = [
      [redeemRoute, 'us_top_25', { units: 7 }, 409],
      [buyRoute, 'us_top_25', { units: 0 }, 400],
      [buyRoute, 'us_top_25', { units: 1.5 }, 400],
      [buyRoute, 'us_top_25', { units: '1' }, 400],
      [buyRoute, 'us_top_25', { units: 1e12 }, 400],
      [buyRoute, 'US_TOP_25', { units: 1 }, 400],
      [buyRoute, 'no_such_fund', { units: 1 }, 404],
      [buyRoute, 'us_top_25', { units: 9_000_000 }, 409],
    ];
    for (const [handler, slug, body, expected] of cases) {
      const before = await snapshot();
      const response = await post(handler, 'alice', slug, body);
      expect(response.status, JSON.stringify([slug, body])).toBe(expected);
      expect(await snapshot()).toBe(before);
    }
    // A paused fund sells no units.
    await database.db.execute(
      sql`update index_funds set status = 'paused', pause_reason = 'manual' where slug = 'uk_top_25'`,
    );
    const before = await snapshot();
    expect((await post(buyRoute, 'alice', 'uk_top_25', { units: 1 })).status).toBe(409);
    expect(await snapshot()).toBe(before);
  });

  it('winds a long-paused fund down, sells its holdings and closes it, paying holders', async () => {
    const alice = await one<{ id: string; cash: string }>(sql`
      select c.id, c.cash_on_hand_cents::text as cash from characters c join users u on u.id = c.user_id where u.username = 'alice'`);
    await database.db
      .execute(sql`update index_funds set status = 'paused', pause_reason = 'manual', paused_at_turn = -100
      where slug = 'us_top_25'`);
    await runTurn(database.db, { trigger: 'cli', when: 'now', phases: turnPhases });
    const closed = await one<{
      status: string;
      wind: number;
      closed: number;
      supply: string;
      cash: string;
      held: number;
    }>(sql`
      select f.status, f.wind_down_started_at_turn as wind, f.closed_at_turn as closed, f.unit_supply::text as supply,
        f.cash_cents::text as cash,
        (select count(*)::int from corporation_shareholders h where h.holder_kind = 'fund' and h.holder_id = f.id) as held
      from index_funds f where f.slug = 'us_top_25'`);
    expect(closed).toMatchObject({ status: 'delisted', wind: 2, closed: 2, supply: '0', cash: '0', held: 0 });
    const after = await one<{ cash: string }>(
      sql`select cash_on_hand_cents::text as cash from characters where id = ${alice.id}`,
    );
    expect(Number(after.cash)).toBeGreaterThan(Number(alice.cash));
    expect(await ledgerProblems(database.db)).toEqual([]);
    const { body } = await callV1('funds', { apiKey, query: { slug: 'us_top_25' } });
    expect(body.fund).toMatchObject({ status: 'delisted', windDownStartedAtTurn: 2, topHoldings: [] });
  });
});
