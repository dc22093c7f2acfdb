import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { fileEnv } from '@/lib/testing/file-env';
import { createApiKey } from '@/lib/platform/auth/api-keys';
import { newObjectId } from '@/lib/platform/ids';
import { createRandom } from '@/lib/platform/random';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { splitSpread } from './conversion';

// The quota is not under test: 1,000 calls from 50 accounts in seconds would otherwise be 429s.
fileEnv({ RATE_LIMIT_MULTIPLIER: '100' });

const ACCOUNTS = 50;
const OPERATIONS = 1000;
const PARALLEL = 50;
/** Accounts per country: transfers stay inside one, exchanges cross between the two currencies. */
const COUNTRIES = [
  { id: 'US', currency: 'USD', accounts: 30 },
  { id: 'UK', currency: 'GBP', accounts: 20 },
];

interface Account {
  characterId: string;
  country: string;
  currency: string;
  key: string;
}

const database = seededSuiteDatabase();
const accounts: Account[] = [];

/** Each account is a seeded non-player character handed to a new user with a private key. */
beforeAll(async () => {
  for (const country of COUNTRIES) {
    const picked = await database.db.execute<{ id: string }>(sql`
      select id from characters where country_id = ${country.id} and user_id is null
      order by seq limit ${country.accounts}`);
    for (const { id } of picked.rows) {
      const userId = newObjectId();
      await database.db.execute(sql`
        insert into users (id, email, username, display_name, password_hash, has_completed_setup)
        values (${userId}, ${`${userId}@example.com`}, ${`u${userId}`}, 'Load', 'x', true)`);
      await database.db.execute(sql`update characters set user_id = ${userId} where id = ${id}`);
      const { token } = await createApiKey(database.db, userId, { scope: 'private', name: 'load' });
      accounts.push({ characterId: id, country: country.id, currency: country.currency, key: token });
    }
  }
  expect(accounts).toHaveLength(ACCOUNTS);
});

/** Per currency: every stored balance (characters' funds and holdings, central banks) in minor units. */
async function totals(): Promise<Record<string, bigint>> {
  const result = await database.db.execute<{ code: string; total: string }>(sql`
    select code, sum(total)::text as total from (
      select co.currency_code as code, c.campaign_funds_cents::numeric as total
        from characters c join countries co on co.id = c.country_id
      union all select currency_code, balance_cents from character_currency_balances
      union all select code, central_bank_cents from currencies) t
    group by code`);
  return Object.fromEntries(result.rows.map((row) => [row.code, BigInt(row.total)]));
}

const cents = (units: number) => BigInt(Math.round(units * 100));

it('keeps 1,000 mixed transfers and exchanges among 50 accounts, 50 at a time, exact', async () => {
  const before = await totals();
  const random = createRandom('money-concurrency');
  const startFunds = await database.db.execute<{ min: string }>(sql`
    select min(campaign_funds_cents)::text as min from characters
    where id in (${sql.join(
      accounts.map((a) => sql`${a.characterId}`),
      sql`, `,
    )})`);
  // Amounts up to a tenth of the poorest account, so some accounts run dry and refusals happen too.
  const maxUnits = Math.max(2000, Math.floor(Number(startFunds.rows[0]!.min) / 100 / 10));

  const operations = Array.from({ length: OPERATIONS }, () => {
    const sender = accounts[random.int(0, ACCOUNTS - 1)]!;
    if (random.float() < 0.6) {
      const peers = accounts.filter((a) => a.country === sender.country && a !== sender);
      const target = peers[random.int(0, peers.length - 1)]!;
      return {
        kind: 'transfer' as const,
        key: sender.key,
        body: { targetCharacterId: target.characterId, amount: random.int(1000, maxUnits) },
      };
    }
    const other = COUNTRIES.find((c) => c.currency !== sender.currency)!.currency;
    // Mostly home → foreign; a third sell foreign back (refused until some is held).
    const [fromCurrency, toCurrency] =
      random.float() < 0.66 ? [sender.currency, other] : [other, sender.currency];
    return {
      kind: 'exchange' as const,
      key: sender.key,
      body: { fromCurrency, toCurrency, amount: random.int(100, maxUnits * 100) / 100 },
    };
  });

  const statuses = new Map<number, number>();
  const codes = new Map<string, number>();
  const trades: {
    fromCurrency: string;
    toCurrency: string;
    fromAmount: number;
    toAmount: number;
    spreadCharged: number;
  }[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < operations.length) {
        const op = operations[next++]!;
        const answer = await callV1(op.kind === 'transfer' ? 'transfer' : 'forexExchange', {
          apiKey: op.key,
          body: op.body,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 200) codes.set(answer.body.code, (codes.get(answer.body.code) ?? 0) + 1);
        if (answer.status === 200 && op.kind === 'exchange') trades.push(answer.body.trade);
      }
    }),
  );
  const summary = `${OPERATIONS} operations in ${Date.now() - started} ms: ${JSON.stringify(Object.fromEntries(statuses))}`;

  // No 5xx, and the only refusals are the business ones.
  expect(
    [...statuses.keys()].filter((status) => status >= 500),
    summary,
  ).toEqual([]);
  expect(
    [...codes.keys()].filter((code) => code !== 'INSUFFICIENT_FUNDS'),
    summary,
  ).toEqual([]);
  expect(statuses.get(200) ?? 0, summary).toBeGreaterThan(OPERATIONS / 2);
  expect(trades.length).toBeGreaterThan(100);
  expect(codes.get('INSUFFICIENT_FUNDS') ?? 0).toBeGreaterThan(0);

  // Conservation to the cent, from the answers alone: per currency, the stored total moves by what
  // exchanges sold and bought, plus the central bank's half of each spread; the other half is destroyed.
  const after = await totals();
  const expected = { ...before };
  const destroyed: Record<string, bigint> = {};
  for (const trade of trades) {
    const spread = splitSpread(Number(cents(trade.toAmount + trade.spreadCharged)));
    expect(BigInt(spread.spreadCents)).toBe(cents(trade.spreadCharged));
    expected[trade.fromCurrency]! -= cents(trade.fromAmount);
    expected[trade.toCurrency]! += cents(trade.toAmount) + BigInt(spread.centralBankCents);
    destroyed[trade.toCurrency] = (destroyed[trade.toCurrency] ?? 0n) + BigInt(spread.destroyedCents);
  }
  expect(after).toEqual(expected);
  const sink = await database.db.execute<{ code: string; total: string }>(sql`
    select currency_code as code, sum(amount_cents)::text as total from ledger_entries
    where account_type = 'system' and account_id = 'forex_spread_destroyed' group by currency_code`);
  expect(Object.fromEntries(sink.rows.map((row) => [row.code, BigInt(row.total)]))).toEqual(destroyed);

  // Never negative (the CHECK constraints would have refused it; this proves nothing slipped past).
  const negative = await database.db.execute<{ n: number }>(sql`
    select (select count(*) from characters where campaign_funds_cents < 0)
      + (select count(*) from character_currency_balances where balance_cents < 0)
      + (select count(*) from currencies where central_bank_cents < 0) as n`);
  expect(Number(negative.rows[0]!.n)).toBe(0);

  expect(await ledgerProblems(database.db)).toEqual([]);
});
