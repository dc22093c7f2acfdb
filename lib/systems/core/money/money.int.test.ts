import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileEnv } from '@/lib/testing/file-env';
import { hashApiToken, revokeApiKey } from '@/lib/platform/auth/api-keys';
import { freshApiKey } from '@/lib/testing/api-keys';
import { ledgerProblems } from '@/lib/testing/ledger';
import { TEST_WORLD } from '@/lib/testing/seeded-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { demoCharacterId, demoIds } from '@/lib/systems/core/world-plan/demo-ids';
import { FOREX_SPREAD } from './constants';
import { quoteExchange } from './conversion';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// Quotas are not under test here; a few hundred calls from one account must not hit them.
fileEnv({ RATE_LIMIT_MULTIPLIER: '100' });

const database = seededSuiteDatabase();
const keys: Record<string, string> = {};
const ids = {
  alice: demoCharacterId(TEST_WORLD.seed, 'alice'),
  bob: demoCharacterId(TEST_WORLD.seed, 'bob'),
  carol: demoCharacterId(TEST_WORLD.seed, 'carol'),
};

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'carol']) keys[user] = await freshApiKey(user, 'private');
  keys.alicePublic = await freshApiKey('alice', 'public');
});

/**
 * Everything a money request may write: the ledger, every balance it can touch, idempotency keys and
 * forex volume. (The shared hostile-input test compares the whole database; this is its fast subset.)
 */
async function snapshot(): Promise<string> {
  const result = await database.db.execute(sql`
    select (select count(*) || ':' || coalesce(max(id), 0) from ledger_entries) as ledger,
      (select string_agg(id || '=' || campaign_funds_cents, ',' order by id) from characters where user_id is not null) as funds,
      (select coalesce(string_agg(character_id || currency_code || '=' || balance_cents, ',' order by 1), '') from character_currency_balances) as held,
      (select string_agg(code || '=' || central_bank_cents, ',' order by code) from currencies) as banks,
      (select count(*) from idempotency_keys) as keys,
      (select coalesce(sum(buy_anchor + sell_anchor), 0) from forex_volume) as volume`);
  return JSON.stringify(result.rows[0]);
}

async function funds(characterId: string): Promise<number> {
  const result = await database.db.execute<{ cents: string }>(
    sql`select campaign_funds_cents::text as cents from characters where id = ${characterId}`,
  );
  return Number(result.rows[0]!.cents);
}

async function held(characterId: string, currency: string): Promise<number> {
  const result = await database.db.execute<{ cents: string }>(sql`
    select balance_cents::text as cents from character_currency_balances
    where character_id = ${characterId} and currency_code = ${currency}`);
  return Number(result.rows[0]?.cents ?? 0);
}

const transfer = (user: string, body: unknown, headers?: Record<string, string>) =>
  callV1('transfer', { apiKey: keys[user], body, headers });
const exchange = (user: string, body: unknown, headers?: Record<string, string>) =>
  callV1('forexExchange', { apiKey: keys[user], body, headers });

async function setFlags(flags: { transfersPaused?: boolean; forexEnabled?: boolean }) {
  const set = [
    ...(flags.transfersPaused === undefined ? [] : [sql`transfers_paused = ${flags.transfersPaused}`]),
    ...(flags.forexEnabled === undefined ? [] : [sql`forex_enabled = ${flags.forexEnabled}`]),
  ];
  await database.db.execute(sql`update game_state set ${sql.join(set, sql`, `)}`);
}

describe('POST /api/v1/transfer', () => {
  it('moves whole units of home currency to a same-country character, with ledger rows', async () => {
    const [aliceBefore, bobBefore] = [await funds(ids.alice), await funds(ids.bob)];
    const { status, body, headers } = await transfer('alice', { targetCharacterId: ids.bob, amount: 5000 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({
      ok: true,
      found: true,
      success: true,
      amount: 5000,
      currency: 'USD',
      senderRemainingFunds: (aliceBefore - 500_000) / 100,
      targetName: 'Bob Baker',
    });
    expect(headers.get('X-RateLimit-Limit')).toBe(String(20 * 100));
    expect(await funds(ids.alice)).toBe(aliceBefore - 500_000);
    expect(await funds(ids.bob)).toBe(bobBefore + 500_000);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it.each([
    ['below the minimum', () => ({ targetCharacterId: ids.bob, amount: 999 }), 422, 'TRANSFER_BELOW_MINIMUM'],
    ['to yourself', () => ({ targetCharacterId: ids.alice, amount: 1000 }), 422, 'SELF_TRANSFER'],
    ['to another country', () => ({ targetCharacterId: ids.carol, amount: 1000 }), 422, 'DIFFERENT_COUNTRY'],
    [
      'to an unknown character',
      () => ({ targetCharacterId: 'ffffffffffffffffffffffff', amount: 1000 }),
      404,
      'CHARACTER_NOT_FOUND',
    ],
    [
      'beyond your funds',
      () => ({ targetCharacterId: ids.bob, amount: 900_000_000 }),
      422,
      'INSUFFICIENT_FUNDS',
    ],
  ])('refuses a transfer %s and writes nothing', async (_label, body, status, code) => {
    const before = await snapshot();
    const answer = await transfer('alice', body());
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ ok: false, error: expect.any(String), code });
    expect(await snapshot()).toBe(before);
  });

  it('is refused with 403 "Transfers are paused" while the admin switch is on', async () => {
    await setFlags({ transfersPaused: true });
    try {
      const answer = await transfer('alice', { targetCharacterId: ids.bob, amount: 1000 });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'TRANSFERS_PAUSED', error: 'Transfers are paused' });
    } finally {
      await setFlags({ transfersPaused: false });
    }
  });

  it('reads the facts again when they change while it waits for the row locks', async () => {
    const before = await snapshot();
    // Another transaction holds bob's row and moves him to the UK; the transfer read him in the US.
    const holder = await database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query(`update characters set country_id = 'UK' where id = $1`, [ids.bob]);
      const pending = transfer('alice', { targetCharacterId: ids.bob, amount: 1000 });
      for (;;) {
        const waiting = await database.db.execute<{ n: number }>(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%with req as (%'`);
        if (waiting.rows[0]!.n > 0) break;
      }
      await holder.query('commit');
      const answer = await pending;
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'DIFFERENT_COUNTRY' });
    } finally {
      await holder.query(`update characters set country_id = 'US' where id = $1`, [ids.bob]);
      holder.release();
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers each of several transfers sent at once, those sharing a character one after another', async () => {
    const [aliceBefore, bobBefore] = [await funds(ids.alice), await funds(ids.bob)];
    const answers = await Promise.all([
      transfer('alice', { targetCharacterId: ids.bob, amount: 1000 }),
      transfer('bob', { targetCharacterId: ids.alice, amount: 3000 }),
      transfer('alice', { targetCharacterId: ids.bob, amount: 1000 }),
      transfer('bob', { targetCharacterId: ids.alice, amount: 900_000_000 }),
      transfer('alice', { targetCharacterId: ids.carol, amount: 1000 }),
    ]);
    expect(answers.map((answer) => answer.body.code ?? answer.status)).toEqual([
      200,
      200,
      200,
      'INSUFFICIENT_FUNDS',
      'DIFFERENT_COUNTRY',
    ]);
    // Each success reports its own sender's balance right after its own move.
    const aliceAfter = await funds(ids.alice);
    expect(aliceAfter).toBe(aliceBefore + 100_000);
    expect(await funds(ids.bob)).toBe(bobBefore - 100_000);
    expect(answers[1]!.body.senderRemainingFunds).toBeLessThan(bobBefore / 100);
    expect([answers[0]!.body.senderRemainingFunds, answers[2]!.body.senderRemainingFunds]).toContain(
      aliceAfter / 100,
    );
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('writes the payee a notification with the sender and the amount, and no ledger rows when refused', async () => {
    const latest = async () =>
      (
        await database.db.execute<{ title: string; n: number }>(sql`
          select (select title from notifications where character_id = ${ids.bob} order by seq desc limit 1),
            (select count(*)::int from notifications where character_id = ${ids.bob}) as n`)
      ).rows[0]!;
    const { n } = await latest();
    expect((await transfer('alice', { targetCharacterId: ids.bob, amount: 1234 })).status).toBe(200);
    expect(await latest()).toEqual({ title: 'Alice Adams sent you $1,234', n: n + 1 });
    // Refused by the conditional debit inside the statement: no notification, no ledger row.
    const before = await snapshot();
    expect((await transfer('alice', { targetCharacterId: ids.bob, amount: 900_000_000 })).status).toBe(422);
    expect(await latest()).toEqual({ title: 'Alice Adams sent you $1,234', n: n + 1 });
    expect(await snapshot()).toBe(before);
  });
});

describe('POST /api/v1/forex/exchange', () => {
  it('converts at rate(to) ÷ rate(from), splits the spread and feeds the volume', async () => {
    const rates = await database.db.execute<{ code: string; rate: string; bank: string }>(sql`
      select code, rate::text, central_bank_cents::text as bank from currencies where code in ('USD', 'GBP')`);
    const rate = Object.fromEntries(rates.rows.map((r) => [r.code, Number(r.rate)]));
    const bankBefore = Number(rates.rows.find((r) => r.code === 'GBP')!.bank);
    const aliceBefore = await funds(ids.alice);
    const { status, body } = await exchange('alice', {
      fromCurrency: 'usd',
      toCurrency: 'GBP',
      amount: 10_000.5,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const quote = quoteExchange(1_000_050, rate.USD!, rate.GBP!);
    expect(quote.grossCents).toBe(Math.floor((1_000_050 * rate.GBP!) / rate.USD!));
    expect(quote.spreadCents).toBe(Math.ceil(quote.grossCents * FOREX_SPREAD));
    expect(body.trade).toEqual({
      fromCurrency: 'USD',
      toCurrency: 'GBP',
      fromAmount: 10_000.5,
      toAmount: quote.toCents / 100,
      effectiveRate: quote.effectiveRate,
      spreadCharged: quote.spreadCents / 100,
    });
    expect(await funds(ids.alice)).toBe(aliceBefore - 1_000_050);
    expect(await held(ids.alice, 'GBP')).toBe(quote.toCents);
    const bank = await database.db.execute<{ bank: string }>(
      sql`select central_bank_cents::text as bank from currencies where code = 'GBP'`,
    );
    expect(Number(bank.rows[0]!.bank) - bankBefore).toBe(quote.centralBankCents);
    const sink = await database.db.execute<{ total: string }>(sql`
      select coalesce(sum(amount_cents), 0)::text as total from ledger_entries
      where account_type = 'system' and account_id = 'forex_spread_destroyed' and currency_code = 'GBP'`);
    expect(Number(sink.rows[0]!.total)).toBe(quote.destroyedCents);
    expect(quote.centralBankCents + quote.destroyedCents).toBe(quote.spreadCents);
    const volume = await database.db.execute<{ code: string; buy: string; sell: string }>(sql`
      select currency_code as code, buy_anchor::text as buy, sell_anchor::text as sell from forex_volume
      where turn = (select current_turn from game_state) and currency_code in ('USD', 'GBP')`);
    const byCode = Object.fromEntries(volume.rows.map((r) => [r.code, r]));
    expect(Number(byCode.USD!.sell)).toBeCloseTo(10_000.5 / rate.USD!, 3);
    expect(Number(byCode.GBP!.buy)).toBeCloseTo(10_000.5 / rate.USD!, 3);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('sells a held foreign currency back into home funds', async () => {
    const gbp = await held(ids.alice, 'GBP');
    const before = await funds(ids.alice);
    const { status, body } = await exchange('alice', {
      fromCurrency: 'GBP',
      toCurrency: 'USD',
      amount: gbp / 100,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await held(ids.alice, 'GBP')).toBe(0);
    expect(await funds(ids.alice)).toBe(before + Math.round(body.trade.toAmount * 100));
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it.each([
    ['the same currency', { fromCurrency: 'USD', toCurrency: 'usd', amount: 10 }, 422, 'SAME_CURRENCY'],
    [
      'an unknown currency',
      { fromCurrency: 'USD', toCurrency: 'XXX', amount: 10 },
      404,
      'CURRENCY_NOT_FOUND',
    ],
    ['more than is held', { fromCurrency: 'EUR', toCurrency: 'USD', amount: 10 }, 422, 'INSUFFICIENT_FUNDS'],
    ['a dust amount', { fromCurrency: 'USD', toCurrency: 'GBP', amount: 0.01 }, 422, 'EXCHANGE_TOO_SMALL'],
  ])('refuses %s and writes nothing', async (_label, body, status, code) => {
    const before = await snapshot();
    const answer = await exchange('alice', body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ ok: false, error: expect.any(String), code });
    expect(await snapshot()).toBe(before);
  });

  it('is refused with 403 while forex is off, and for a character of an inactive country', async () => {
    await setFlags({ forexEnabled: false });
    try {
      const off = await exchange('alice', { fromCurrency: 'USD', toCurrency: 'GBP', amount: 10 });
      expect(off.status).toBe(403);
      expect(off.body).toMatchObject({
        code: 'FOREX_DISABLED',
        error: 'Currency exchange is not yet enabled',
      });
    } finally {
      await setFlags({ forexEnabled: true });
    }
    await database.db.execute(sql`update countries set status = 'inactive' where id = 'UK'`);
    try {
      const inactive = await exchange('carol', { fromCurrency: 'GBP', toCurrency: 'USD', amount: 10 });
      expect(inactive.status).toBe(422);
      expect(inactive.body.code).toBe('INACTIVE_COUNTRY');
    } finally {
      await database.db.execute(sql`update countries set status = 'active' where id = 'UK'`);
    }
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and applies once', async () => {
    const key = { 'Idempotency-Key': 'replay-1' };
    const before = await funds(ids.alice);
    const first = await transfer('alice', { targetCharacterId: ids.bob, amount: 1234 }, key);
    const second = await transfer('alice', { targetCharacterId: ids.bob, amount: 1234 }, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await funds(ids.alice)).toBe(before - 123_400);
  });

  it('refuses the same key with a different body with 409, and other accounts keep their own keys', async () => {
    const key = { 'Idempotency-Key': 'replay-2' };
    expect(
      (await exchange('alice', { fromCurrency: 'USD', toCurrency: 'GBP', amount: 50 }, key)).status,
    ).toBe(200);
    const before = await snapshot();
    const mismatch = await exchange('alice', { fromCurrency: 'USD', toCurrency: 'GBP', amount: 51 }, key);
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherOperation = await transfer('alice', { targetCharacterId: ids.bob, amount: 1000 }, key);
    expect(otherOperation.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await snapshot()).toBe(before);
    const bobs = await transfer('bob', { targetCharacterId: ids.alice, amount: 1000 }, key);
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('does not keep the key of a refused request, so a corrected retry applies', async () => {
    const key = { 'Idempotency-Key': 'replay-3' };
    expect((await transfer('alice', { targetCharacterId: ids.bob, amount: 10 }, key)).status).toBe(422);
    const retry = await transfer('alice', { targetCharacterId: ids.bob, amount: 1000 }, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('applies parallel requests with one key exactly once', async () => {
    const key = { 'Idempotency-Key': 'parallel-1' };
    const [aliceBefore, bobBefore] = [await funds(ids.alice), await funds(ids.bob)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => transfer('alice', { targetCharacterId: ids.bob, amount: 2500 }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(11);
    expect(await funds(ids.alice)).toBe(aliceBefore - 250_000);
    expect(await funds(ids.bob)).toBe(bobBefore + 250_000);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('refuses a malformed key with 400', async () => {
    const answer = await transfer(
      'alice',
      { targetCharacterId: ids.bob, amount: 1000 },
      { 'Idempotency-Key': 'has space' },
    );
    expect(answer.status).toBe(400);
  });
});

describe('hostile input to the private endpoints', () => {
  const goodTransfer = () => ({ targetCharacterId: ids.bob, amount: 1000 });
  const goodExchange = { fromCurrency: 'USD', toCurrency: 'GBP', amount: 10 };
  const badAmounts: [string, unknown][] = [
    ['a string', '1000'],
    ['negative', -1000],
    ['zero', 0],
    ['fractional', 1000.5],
    ['huge', 1e300],
    ['null (NaN in JSON)', null],
    ['an object', { $gt: 0 }],
    ['an array', [1000]],
    ['boolean', true],
  ];
  it.each(badAmounts)('transfer amount %s is a 400 that writes nothing', async (_label, amount) => {
    const before = await snapshot();
    const answer = await transfer('alice', { ...goodTransfer(), amount });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ...badAmounts.filter(([label]) => label !== 'fractional'),
    ['three decimals', 10.001] as [string, unknown],
  ])('exchange amount %s is a 400 that writes nothing', async (_label, amount) => {
    const before = await snapshot();
    const answer = await exchange('alice', { ...goodExchange, amount });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(await snapshot()).toBe(before);
  });

  it.each<[string, unknown]>([
    ['not an ObjectId', 'bob'],
    ['a number', 42],
    ['upper-case hex', 'FFFFFFFFFFFFFFFFFFFFFFFF'],
    ['missing', undefined],
  ])('transfer target %s is a 400', async (_label, targetCharacterId) => {
    const answer = await transfer('alice', { ...goodTransfer(), targetCharacterId });
    expect(answer.status).toBe(400);
  });

  it.each<[string, unknown]>([
    ['raw text', 'amount=1000'],
    ['an array', [goodExchange]],
  ])('a body that is %s is a 400', async (_label, body) => {
    expect((await exchange('alice', body)).status).toBe(400);
    expect((await transfer('alice', body)).status).toBe(400);
  });

  it('answers 401 without a key or with a revoked one, and 403 insufficient scope for a public key', async () => {
    const before = await snapshot();
    for (const id of ['transfer', 'forexExchange'] as const) {
      const body = id === 'transfer' ? goodTransfer() : goodExchange;
      expect((await callV1(id, { body })).status).toBe(401);
      const pub = await callV1(id, { apiKey: keys.alicePublic, body });
      expect(pub.status).toBe(403);
      expect(pub.body.code).toBe('INSUFFICIENT_SCOPE');
    }
    expect(await snapshot()).toBe(before);
    const doomed = await freshApiKey('bob', 'private');
    const keyRow = await database.db.execute<{ id: string; user_id: string }>(
      sql`select id, user_id from api_keys where token_hash = ${hashApiToken(doomed)}`,
    );
    await revokeApiKey(database.db, keyRow.rows[0]!.user_id, keyRow.rows[0]!.id);
    const revoked = await callV1('transfer', {
      apiKey: doomed,
      body: { targetCharacterId: ids.alice, amount: 1000 },
    });
    expect(revoked.status).toBe(401);
  });

  it('demo ids match the seeded world', async () => {
    const result = await database.db.execute<{ id: string }>(
      sql`select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob'`,
    );
    expect(result.rows[0]!.id).toBe(demoIds(TEST_WORLD.seed).find((d) => d.username === 'bob')!.characterId);
  });
});

describe('documentation and switches', () => {
  it('lists both endpoints in /meta with their buckets and error codes, and in openapi.json', async () => {
    const meta = await callV1('meta', { apiKey: keys.alicePublic });
    const buckets = Object.fromEntries(
      (meta.body.rateLimits as { bucket: string; limit: number }[]).map((b) => [b.bucket, b.limit]),
    );
    expect(buckets).toMatchObject({ transfer: 20 * 100, forex: 30 * 100 });
    const byId = Object.fromEntries((meta.body.endpoints as { id: string }[]).map((e) => [e.id, e]));
    for (const code of ['TRANSFERS_PAUSED', 'SELF_TRANSFER', 'DIFFERENT_COUNTRY', 'INSUFFICIENT_FUNDS']) {
      expect(byId.transfer).toMatchObject({
        errors: expect.arrayContaining([expect.objectContaining({ code })]),
      });
    }
    for (const code of ['FOREX_DISABLED', 'SAME_CURRENCY', 'INACTIVE_COUNTRY', 'INSUFFICIENT_SCOPE']) {
      expect(byId.forexExchange).toMatchObject({
        errors: expect.arrayContaining([expect.objectContaining({ code })]),
      });
    }
    const openapi = await callV1('openapi', { apiKey: keys.alicePublic });
    const transferOp = openapi.body.paths['/api/v1/transfer'].post;
    expect(transferOp.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['targetCharacterId', 'amount']),
    );
    expect(Object.keys(transferOp.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '422', '429']),
    );
    expect(transferOp.responses['403'].description).toContain('TRANSFERS_PAUSED');
    expect(transferOp.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
    expect(openapi.body.paths['/api/v1/forex/exchange'].post.responses['422'].description).toContain(
      'SAME_CURRENCY',
    );
  });

  it('lets only an admin flip the switches with PATCH /api/admin/game/flags', async () => {
    const { PATCH } = await import('@/app/api/admin/game/flags/route');
    const { clientRequest, loginAs, routeContext } = await import('@/lib/testing/client-requests');
    const patch = async (user: string, body: unknown) =>
      PATCH(
        clientRequest('/api/admin/game/flags', { method: 'PATCH', body, cookie: await loginAs(user) }),
        routeContext(),
      );
    expect((await patch('alice', { transfersPaused: true })).status).toBe(403);
    expect((await patch('admin', {})).status).toBe(400);
    const paused = await patch('admin', { transfersPaused: true, forexEnabled: false });
    expect(await paused.json()).toEqual({ transfersPaused: true, forexEnabled: false });
    expect((await transfer('alice', { targetCharacterId: ids.bob, amount: 1000 })).body.code).toBe(
      'TRANSFERS_PAUSED',
    );
    const resumed = await patch('admin', { transfersPaused: false, forexEnabled: true });
    expect(await resumed.json()).toEqual({ transfersPaused: false, forexEnabled: true });
    expect((await transfer('alice', { targetCharacterId: ids.bob, amount: 1000 })).status).toBe(200);
  });

  it('shows balances per currency in client-status and the character detail', async () => {
    const { GET } = await import('@/app/api/client-status/route');
    const { clientRequest, loginAs, routeContext } = await import('@/lib/testing/client-requests');
    await exchange('carol', { fromCurrency: 'GBP', toCurrency: 'EUR', amount: 100 });
    const status = await GET(
      clientRequest('/api/client-status', { cookie: await loginAs('carol') }),
      routeContext(),
    );
    const body = (await status.json()) as { funds: number; balances: unknown[] };
    expect(body.balances).toEqual([
      { currencyCode: 'GBP', amount: body.funds, isHome: true },
      { currencyCode: 'EUR', amount: expect.any(Number), isHome: false },
    ]);
    const detail = await callV1('characterById', { apiKey: keys.alicePublic, params: { id: ids.carol } });
    expect(detail.body.character.balances).toEqual(body.balances);
  });
});
