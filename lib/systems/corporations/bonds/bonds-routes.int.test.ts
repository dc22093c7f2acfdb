import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as buyRoute } from '@/app/api/bonds/[id]/buy/route';
import { POST as sellRoute } from '@/app/api/bonds/[id]/sell/route';
import { GET as marketRoute } from '@/app/api/bonds/route';
import { POST as issueRoute } from '@/app/api/corporations/[id]/bonds/route';
import { freshApiKey } from '@/lib/testing/api-keys';
import { clientRequest, routeContext } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { callV1 } from '@/lib/testing/v1-requests';
import { BONDS_PAGE_SIZE } from '@/lib/systems/corporations/bonds/constants';
import { listCorporationBonds } from '@/lib/systems/corporations/bonds/list-corporation-bonds';

// Response bodies are loosely typed here; the contract test pins their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const database = seededSuiteDatabase();
let apiKey: string;
const cookies: Record<string, string> = {};
let aliceCorp: { id: string; name: string; cash: number; debt: number };

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
async function post(
  handler: Handler,
  path: string,
  as: string,
  params: Record<string, string>,
  body: unknown,
) {
  const response = await handler(
    clientRequest(path, { method: 'POST', body, cookie: cookies[as] }),
    routeContext(params),
  );
  return { status: response.status, body: (await response.json()) as Json };
}
const snapshot = stateChangeMarks(() => database.db, {
  skipTables: ['rate_limits', 'sessions'],
  skipColumns: ['api_keys.last_used_at'],
});

beforeAll(async () => {
  apiKey = await freshApiKey('bob');
  for (const user of ['alice', 'bob']) cookies[user] = await sessionCookieFor(database.db, user);
  const found = await database.db.execute<{ id: string; name: string; cash: string; debt: string }>(sql`
    select k.id, k.name, k.cash_cents::text as cash, k.total_debt_cents::text as debt
    from corporations k join characters c on c.id = k.ceo_character_id join users u on u.id = c.user_id
    where u.username = 'alice' order by k.id limit 1`);
  const row = found.rows[0]!;
  aliceCorp = { id: row.id, name: row.name, cash: Number(row.cash), debt: Number(row.debt) };
});

describe('GET /api/public/v1/bonds', () => {
  it('lists the seeded bonds 20 a page with the contract fields and pagination', async () => {
    const { status, body } = await callV1('bonds', { apiKey });
    expect(status).toBe(200);
    const [{ n }] = (
      await database.db.execute<{ n: number }>(sql`select count(*)::int as n from corporate_bonds`)
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(body.found).toBe(true);
    expect(body.pagination).toEqual({
      page: 1,
      perPage: BONDS_PAGE_SIZE,
      totalCount: n,
      totalPages: Math.ceil(n / BONDS_PAGE_SIZE),
    });
    expect(body.bonds.length).toBe(Math.min(n, BONDS_PAGE_SIZE));
    const bond = body.bonds[0];
    expect(bond.couponRate).toBeGreaterThan(0.01);
    expect(bond.couponRate).toBeLessThan(0.4);
    expect(['2 Year', '5 Year', '7 Year']).toContain(bond.maturityLabel);
    expect(bond).toMatchObject({ marketPrice: 1, defaulted: false, status: 'active', unitFaceValue: 1000 });
    expect(bond.totalIssued % 1000).toBe(0);
  });

  it('filters by corporation name, case-insensitively, and says found:false for an unknown one', async () => {
    const { body: all } = await callV1('bonds', { apiKey });
    const name: string = all.bonds[0].corporationName;
    const { body } = await callV1('bonds', { apiKey, query: { corp: name.toUpperCase() } });
    expect(body.found).toBe(true);
    expect(body.bonds.every((b: { corporationName: string }) => b.corporationName === name)).toBe(true);
    const missing = await callV1('bonds', { apiKey, query: { corp: 'No Such Corporation' } });
    expect(missing.body).toEqual({
      ok: true,
      found: false,
      bonds: [],
      pagination: { page: 1, perPage: 20, totalCount: 0, totalPages: 0 },
    });
  });

  it('refuses a bad page with 400', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const { status, body } = await callV1('bonds', { apiKey, query: { page } });
      expect(status, page).toBe(400);
      expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
  });
});

describe('issuing, buying and selling bonds', () => {
  let bondId = '';

  it('lets the CEO issue a bond: cash and debt grow by the principal through the ledger', async () => {
    const { status, body } = await post(
      issueRoute,
      '/api/corporations/x/bonds',
      'alice',
      { id: aliceCorp.id },
      {
        amount: 200_000,
        maturityTurns: 240,
      },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      maturityLabel: '5 Year',
      totalIssued: 200_000,
      maturesAtTurn: 241,
    });
    bondId = body.bondId;
    const [corp] = (
      await database.db.execute<{ cash: string; debt: string }>(sql`
        select cash_cents::text as cash, total_debt_cents::text as debt from corporations where id = ${aliceCorp.id}`)
    ).rows;
    expect(Number(corp!.cash)).toBe(aliceCorp.cash + 20_000_000);
    expect(Number(corp!.debt)).toBe(aliceCorp.debt + 20_000_000);
    expect(await ledgerProblems(database.db)).toEqual([]);
    const listed = await listCorporationBonds(database.db, aliceCorp.id);
    expect(listed.map((b) => b.id)).toContain(bondId);
    expect(listed.find((b) => b.id === bondId)).toMatchObject({
      unitsAvailable: 200,
      corporationName: aliceCorp.name,
    });
  });

  it('refuses a second issue inside the cooldown, a non-CEO, and bad amounts, writing nothing', async () => {
    const cases: [string, Record<string, unknown>, number][] = [
      ['alice', { amount: 100_000, maturityTurns: 96 }, 409],
      ['bob', { amount: 100_000, maturityTurns: 96 }, 403],
      ['alice', { amount: 99_000, maturityTurns: 96 }, 400],
      ['alice', { amount: 100_500, maturityTurns: 96 }, 400],
      ['alice', { amount: 100_000, maturityTurns: 48 }, 400],
      ['alice', { amount: '100000', maturityTurns: 96 }, 400],
    ];
    for (const [as, body, expected] of cases) {
      const before = await snapshot();
      const response = await post(issueRoute, '/api/corporations/x/bonds', as, { id: aliceCorp.id }, body);
      expect(response.status, JSON.stringify([as, body])).toBe(expected);
      expect(await snapshot()).toBe(before);
    }
  });

  it('buys and sells units at the market price, conditional on cash and holdings, through the ledger', async () => {
    const cash = async () =>
      Number(
        (
          await database.db.execute<{ c: string }>(sql`
            select cash_on_hand_cents::text as c from characters c join users u on u.id = c.user_id where u.username = 'bob'`)
        ).rows[0]!.c,
      );
    const start = await cash();
    const bought = await post(buyRoute, '/api/bonds/x/buy', 'bob', { id: bondId }, { units: 3 });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ side: 'buy', units: 3, price: 1000, total: 3000, unitsHeld: 3 });
    expect(await cash()).toBe(start - 300_000);
    const sold = await post(sellRoute, '/api/bonds/x/sell', 'bob', { id: bondId }, { units: 1 });
    expect(sold.body).toMatchObject({ side: 'sell', units: 1, total: 1000, unitsHeld: 2 });
    expect(await cash()).toBe(start - 200_000);
    expect(await ledgerProblems(database.db)).toEqual([]);

    const refusals: [Handler, string, Record<string, unknown>, number][] = [
      [sellRoute, bondId, { units: 3 }, 409],
      [buyRoute, bondId, { units: 1_000 }, 409],
      [buyRoute, bondId, { units: 0 }, 400],
      [buyRoute, bondId, { units: -1 }, 400],
      [buyRoute, 'ffffffffffffffffffffffff', { units: 1 }, 404],
      [buyRoute, 'not-an-id', { units: 1 }, 400],
    ];
    for (const [handler, id, body, expected] of refusals) {
      const before = await snapshot();
      const response = await post(handler, '/api/bonds/x/trade', 'bob', { id }, body);
      expect(response.status, JSON.stringify([id, body])).toBe(expected);
      expect(await snapshot()).toBe(before);
    }
    // A purchase larger than the buyer's cash is refused whole.
    await database.db.execute(sql`update characters set cash_on_hand_cents = 0
      where user_id = (select id from users where username = 'bob')`);
    await database.db.execute(sql`
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select 'test-drain', kind, id, 'USD', amount, 'test', 1 from (
        select 'character_cash' as kind, c.id, -${start - 200_000}::bigint as amount from characters c
        join users u on u.id = c.user_id where u.username = 'bob'
        union all select 'system', 'destroyed', ${start - 200_000}::bigint) t`);
    const before = await snapshot();
    const poor = await post(buyRoute, '/api/bonds/x/buy', 'bob', { id: bondId }, { units: 1 });
    expect(poor.status).toBe(409);
    expect(await snapshot()).toBe(before);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('serves the bonds page data with the caller holdings', async () => {
    const response = await (marketRoute as Handler)(
      clientRequest(`/api/bonds?corp=${encodeURIComponent(aliceCorp.name)}`, { cookie: cookies.bob }),
      routeContext(),
    );
    const body = (await response.json()) as Json;
    expect(response.status).toBe(200);
    expect(body.bonds.map((b: { id: string }) => b.id)).toContain(bondId);
    expect(body.holdings).toEqual([{ bondId, units: 2, avgCost: 1000 }]);
  });
});
