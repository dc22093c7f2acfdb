import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as buy } from '@/app/api/corporations/[id]/buy/route';
import { POST as setDividends } from '@/app/api/corporations/[id]/dividends/route';
import { POST as goPublic } from '@/app/api/corporations/[id]/go-public/route';
import { POST as issue } from '@/app/api/corporations/[id]/issue/route';
import { DELETE as cancelOrder } from '@/app/api/corporations/[id]/orders/[orderId]/route';
import { POST as placeOrder } from '@/app/api/corporations/[id]/orders/route';
import { GET as page } from '@/app/api/corporations/[id]/route';
import { POST as found } from '@/app/api/corporations/route';
import { OWNERSHIP_CYCLE_ERROR } from '@/lib/systems/corporations/companies/constants';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
// Response bodies are read field by field below; each assertion names the fields it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
let aliceCorp: { id: string; seq: number };
let bobId: string;
let aliceId: string;

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'carol']) cookies[user] = await loginAs(user);
  const owned = await rows<{ id: string; seq: number; ceo_character_id: string }>(sql`
    select k.id, k.seq, k.ceo_character_id from corporations k join characters c on c.id = k.ceo_character_id
    join users u on u.id = c.user_id where u.username = 'alice'`);
  aliceCorp = owned[0]!;
  aliceId = owned[0]!.ceo_character_id;
  bobId = (
    await rows<{ id: string }>(
      sql`select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob'`,
    )
  )[0]!.id;
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function send(
  handler: Handler,
  method: string,
  path: string,
  as: string | null,
  body?: unknown,
  params: Record<string, string> = {},
) {
  const response = await handler(
    clientRequest(path, { method, body, cookie: as ? cookies[as] : undefined }),
    routeContext(params),
  );
  return { status: response.status, body: (await response.json()) as Body };
}

const cashOf = async (id: string) =>
  Number(
    (
      await rows<{ cash: string }>(sql`select cash_on_hand_cents as cash from characters where id = ${id}`)
    )[0]!.cash,
  );
const holding = async (corporationId: string, holderId: string) =>
  (
    await rows<{ shares: string; reserved_shares: string }>(sql`
      select shares, reserved_shares from corporation_shareholders where corporation_id = ${corporationId} and holder_id = ${holderId}`)
  ).map((r) => ({ shares: Number(r.shares), reserved: Number(r.reserved_shares) }))[0] ?? {
    shares: 0,
    reserved: 0,
  };
const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits'] });

describe('corporation player actions', () => {
  it('founds a corporation from cash on hand, through the ledger', async () => {
    const before = await cashOf(bobId);
    const res = await send(found, 'POST', '/api/corporations', 'bob', {
      name: 'Baker Robotics',
      type: 'technology',
      capital: 50_000,
    });
    expect(res.status).toBe(200);
    expect(res.body.corporation).toMatchObject({
      name: 'Baker Robotics',
      type: 'technology',
      countryId: 'US',
      currencyCode: 'USD',
    });
    expect(await cashOf(bobId)).toBe(before - 5_000_000);
    const [corp] = await rows<{ cash_cents: string; ceo_character_id: string; total_shares: string }>(sql`
      select cash_cents, ceo_character_id, total_shares from corporations where name = 'Baker Robotics'`);
    expect(Number(corp!.cash_cents)).toBe(2_500_000);
    expect(corp!.ceo_character_id).toBe(bobId);
    expect(await holding(res.body.corporation.id, bobId)).toEqual({
      shares: Number(corp!.total_shares),
      reserved: 0,
    });
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('refuses a taken name, an unknown type, too little capital and more than the cash, writing nothing', async () => {
    const before = await snapshot();
    const cases = [
      [{ name: 'baker robotics', type: 'technology', capital: 50_000 }, 409],
      [{ name: 'Other Co', type: 'spaceships', capital: 50_000 }, 400],
      [{ name: 'Other Co', type: 'technology', capital: 5 }, 400],
      [{ name: 'Other Co', type: 'technology', capital: 1e11 }, 409],
      [{ name: 'Other Co', type: 'technology', capital: -1 }, 400],
      [{ name: 'Other Co', type: 'technology', capital: 1.234 }, 400],
      [{ name: 'Other Co', type: 'technology' }, 400],
    ] as const;
    for (const [body, status] of cases) {
      const res = await send(found, 'POST', '/api/corporations', 'bob', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toBeTypeOf('string');
    }
    expect(
      (
        await send(found, 'POST', '/api/corporations', null, {
          name: 'X Co',
          type: 'technology',
          capital: 50_000,
        })
      ).status,
    ).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('reserves shares in a sell order, fills it for a buyer, and releases the rest on cancel', async () => {
    const path = `/api/corporations/${aliceCorp.id}/orders`;
    const aliceBefore = await holding(aliceCorp.id, aliceId);
    const placed = await send(
      placeOrder,
      'POST',
      path,
      'alice',
      { shares: 1_000, pricePerShare: 7.5 },
      { id: aliceCorp.id },
    );
    expect(placed.status).toBe(200);
    expect(await holding(aliceCorp.id, aliceId)).toEqual({ shares: aliceBefore.shares, reserved: 1_000 });
    // Reserved shares cannot be offered twice.
    const tooMany = await send(
      placeOrder,
      'POST',
      path,
      'alice',
      { shares: aliceBefore.shares, pricePerShare: 7.5 },
      { id: aliceCorp.id },
    );
    expect(tooMany.status).toBe(409);

    const aliceCash = await cashOf(aliceId);
    const bobCash = await cashOf(bobId);
    const bought = await send(
      buy,
      'POST',
      `/api/corporations/${aliceCorp.id}/buy`,
      'bob',
      { shares: 400, maxPricePerShare: 7.5 },
      { id: aliceCorp.id },
    );
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ sharesBought: 400, totalPaid: 3_000, sharePrice: 7.5 });
    expect(await cashOf(bobId)).toBe(bobCash - 300_000);
    expect(await cashOf(aliceId)).toBe(aliceCash + 300_000);
    expect(await holding(aliceCorp.id, aliceId)).toEqual({ shares: aliceBefore.shares - 400, reserved: 600 });
    expect((await holding(aliceCorp.id, bobId)).shares).toBe(400);
    const [trade] = await rows<{ from_id: string; to_id: string; shares: string; kind: string }>(sql`
      select from_id, to_id, shares, kind from share_transactions where corporation_id = ${aliceCorp.id} order by id desc limit 1`);
    expect(trade).toEqual({ from_id: aliceId, to_id: bobId, shares: 400, kind: 'trade' });
    const [corp] = await rows<{ share_price_cents: string }>(
      sql`select share_price_cents from corporations where id = ${aliceCorp.id}`,
    );
    expect(Number(corp!.share_price_cents)).toBe(750);
    // Alice hears that her order was partly filled, with what sold and what is left.
    const told = await rows<{ kind: string; title: string; body: string }>(sql`
      select kind, title, body from notifications where character_id = ${aliceId} and kind = 'order_filled'`);
    expect(told).toEqual([
      {
        kind: 'order_filled',
        title: expect.stringMatching(/^Your sell order for .+ was partly filled$/),
        body: 'You sold 400 shares at $7.50 each; 600 remain on offer.',
      },
    ]);

    // Bob cannot cancel Alice's order; Alice can, and the 600 unsold shares are released.
    const orderPath = `${path}/${placed.body.order.id}`;
    const params = { id: aliceCorp.id, orderId: placed.body.order.id };
    expect((await send(cancelOrder, 'DELETE', orderPath, 'bob', undefined, params)).status).toBe(404);
    const cancelled = await send(cancelOrder, 'DELETE', orderPath, 'alice', undefined, params);
    expect(cancelled.body).toMatchObject({ success: true, releasedShares: 600 });
    expect(await holding(aliceCorp.id, aliceId)).toEqual({ shares: aliceBefore.shares - 400, reserved: 0 });
    expect((await send(cancelOrder, 'DELETE', orderPath, 'alice', undefined, params)).status).toBe(404);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('buys from the public float, paying the corporation, and refuses a price cap below the market', async () => {
    const [listed] = await rows<{
      id: string;
      float_shares: string;
      share_price_cents: string;
      cash_cents: string;
      currency_code: string;
    }>(sql`
      select id, float_shares, share_price_cents, cash_cents, currency_code from corporations
      where float_shares > 1000 and country_id = 'US'
        and not exists (select 1 from share_orders o where o.corporation_id = corporations.id and o.status = 'open')
      order by share_price_cents limit 1`);
    const price = Number(listed!.share_price_cents);
    const params = { id: listed!.id };
    const refused = await send(
      buy,
      'POST',
      `/api/corporations/${listed!.id}/buy`,
      'bob',
      { shares: 10, maxPricePerShare: (price - 1) / 100 },
      params,
    );
    expect(refused.status).toBe(409);
    const bobCash = await cashOf(bobId);
    const res = await send(buy, 'POST', `/api/corporations/${listed!.id}/buy`, 'bob', { shares: 10 }, params);
    expect(res.status).toBe(200);
    expect(res.body.fills).toEqual([{ from: 'float', shares: 10, pricePerShare: price / 100 }]);
    expect(await cashOf(bobId)).toBe(bobCash - 10 * price);
    const [after] = await rows<{ float_shares: string; cash_cents: string }>(
      sql`select float_shares, cash_cents from corporations where id = ${listed!.id}`,
    );
    expect(Number(after!.float_shares)).toBe(Number(listed!.float_shares) - 10);
    expect(Number(after!.cash_cents)).toBe(Number(listed!.cash_cents) + 10 * price);
    const [entry] = await rows<{ from_id: string | null; to_id: string }>(sql`
      select from_id, to_id from share_transactions where corporation_id = ${listed!.id} order by id desc limit 1`);
    expect(entry).toEqual({ from_id: null, to_id: bobId });
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('converts currency when a British buyer buys an American share, balancing through forex_conversion', async () => {
    const carolId = (
      await rows<{ id: string }>(
        sql`select c.id from characters c join users u on u.id = c.user_id where u.username = 'carol'`,
      )
    )[0]!.id;
    const before = await cashOf(carolId);
    const res = await send(
      buy,
      'POST',
      `/api/corporations/${aliceCorp.id}/buy`,
      'carol',
      { shares: 5 },
      { id: aliceCorp.id },
    );
    expect(res.status).toBe(200);
    expect(res.body.buyerCurrencyCode).toBe('GBP');
    expect(await cashOf(carolId)).toBeLessThan(before);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('lets only the CEO or controlling holder go public, issue and set dividends', async () => {
    const bobsCorp = (
      await rows<{ id: string }>(sql`select id from corporations where name = 'Baker Robotics'`)
    )[0]!;
    const params = { id: bobsCorp.id };
    expect(
      (await send(issue, 'POST', `/api/corporations/${bobsCorp.id}/issue`, 'bob', { shares: 1_000 }, params))
        .status,
    ).toBe(409);
    expect(
      (
        await send(
          goPublic,
          'POST',
          `/api/corporations/${bobsCorp.id}/go-public`,
          'alice',
          { shares: 1_000 },
          params,
        )
      ).status,
    ).toBe(403);
    const ipo = await send(
      goPublic,
      'POST',
      `/api/corporations/${bobsCorp.id}/go-public`,
      'bob',
      { shares: 200_000 },
      params,
    );
    expect(ipo.body).toMatchObject({
      success: true,
      kind: 'go_public',
      floatShares: 200_000,
      totalShares: 1_200_000,
    });
    expect(
      (
        await send(
          goPublic,
          'POST',
          `/api/corporations/${bobsCorp.id}/go-public`,
          'bob',
          { shares: 1 },
          params,
        )
      ).status,
    ).toBe(409);
    const more = await send(
      issue,
      'POST',
      `/api/corporations/${bobsCorp.id}/issue`,
      'bob',
      { shares: 50_000 },
      params,
    );
    expect(more.body).toMatchObject({ floatShares: 250_000, totalShares: 1_250_000 });

    expect(
      (
        await send(
          setDividends,
          'POST',
          `/api/corporations/${bobsCorp.id}/dividends`,
          'alice',
          { ratePct: 5 },
          params,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          setDividends,
          'POST',
          `/api/corporations/${bobsCorp.id}/dividends`,
          'bob',
          { ratePct: 26 },
          params,
        )
      ).status,
    ).toBe(400);
    const set = await send(
      setDividends,
      'POST',
      `/api/corporations/${bobsCorp.id}/dividends`,
      'bob',
      { ratePct: 12.5 },
      params,
    );
    expect(set.body).toEqual({ success: true, corporationId: bobsCorp.id, dividendRatePct: 12.5 });
  });

  it('refuses a corporate purchase that would close an ownership cycle with OWNERSHIP_CYCLE_ERROR', async () => {
    // Alice also runs a second corporation Y, which Alice's first corporation X owns part of.
    const [y] = await rows<{ id: string }>(sql`
      select id from corporations where country_id = 'US' and float_shares >= 1000 and id <> ${aliceCorp.id} order by seq limit 1`);
    await database.db.execute(
      sql`update corporations set ceo_kind = 'character', ceo_character_id = ${aliceId}, ceo_npp_id = null where id = ${y!.id}`,
    );
    await database.db.execute(
      sql`update corporations set cash_cents = cash_cents where id = ${aliceCorp.id}`,
    );
    const xBuysY = await send(
      buy,
      'POST',
      `/api/corporations/${y!.id}/buy`,
      'alice',
      { shares: 100, asCorporationId: aliceCorp.id },
      { id: y!.id },
    );
    expect(xBuysY.status).toBe(200);
    const before = await snapshot();
    const yBuysX = await send(
      buy,
      'POST',
      `/api/corporations/${aliceCorp.id}/buy`,
      'alice',
      { shares: 1, asCorporationId: y!.id },
      { id: aliceCorp.id },
    );
    expect(yBuysX).toEqual({ status: 409, body: { error: OWNERSHIP_CYCLE_ERROR, code: 'CONFLICT' } });
    const xBuysX = await send(
      buy,
      'POST',
      `/api/corporations/${aliceCorp.id}/buy`,
      'alice',
      { shares: 1, asCorporationId: aliceCorp.id },
      { id: aliceCorp.id },
    );
    expect(xBuysX.body.error).toBe(OWNERSHIP_CYCLE_ERROR);
    // Acting for a corporation one does not run is forbidden.
    const notCeo = await send(
      buy,
      'POST',
      `/api/corporations/${y!.id}/buy`,
      'bob',
      { shares: 1, asCorporationId: aliceCorp.id },
      { id: y!.id },
    );
    expect(notCeo.status).toBe(403);
    expect(await snapshot()).toBe(before);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('serves the page data with the viewer stake and controls', async () => {
    const res = await send(page, 'GET', `/api/corporations/${aliceCorp.seq}`, 'alice', undefined, {
      id: String(aliceCorp.seq),
    });
    expect(res.status).toBe(200);
    expect(res.body.found).toBe(true);
    expect(res.body.viewer).toMatchObject({ characterId: aliceId, canManage: true });
    expect(res.body.corporation.shareStructure.shareholders.some((h: { id: string }) => h.id === bobId)).toBe(
      true,
    );
    expect(res.body.priceHistory.length).toBeGreaterThanOrEqual(1);
    const guest = await send(page, 'GET', '/api/corporations/999999', null, undefined, { id: '999999' });
    expect(guest.body).toMatchObject({ found: false, corporation: null });
  });
});
