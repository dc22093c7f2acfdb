import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/platform/errors';
import { ledgerProblems } from '@/lib/testing/ledger';
import { TEST_WORLD } from '@/lib/testing/seeded-database';
import { demoCharacterId } from '@/lib/systems/core/world-plan/demo-ids';
import { BALANCE_ACCOUNTS } from './balance-accounts';
import { postLedger, postLedgerRows } from './post-ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();
const alice = demoCharacterId(TEST_WORLD.seed, 'alice');
let home = '';
let corporations: { id: string; currency: string; cash: number }[] = [];

beforeAll(async () => {
  const character = await database.db.execute<{ currency_code: string }>(sql`
    select co.currency_code from characters c join countries co on co.id = c.country_id where c.id = ${alice}`);
  home = character.rows[0]!.currency_code;
  // Two corporations in different currencies, with cash.
  const found = await database.db.execute<{ id: string; currency_code: string; cash_cents: string }>(sql`
    select distinct on (currency_code) id, currency_code, cash_cents::text from corporations
    where cash_cents > 100000 order by currency_code, id limit 2`);
  corporations = found.rows.map((r) => ({ id: r.id, currency: r.currency_code, cash: Number(r.cash_cents) }));
});

async function ledgerCount(): Promise<number> {
  const result = await database.db.execute<{ n: string }>(
    sql`select count(*)::text as n from ledger_entries`,
  );
  return Number(result.rows[0]!.n);
}

async function cashOf(id: string): Promise<number> {
  const result = await database.db.execute<{ c: string }>(
    sql`select cash_cents::text as c from corporations where id = ${id}`,
  );
  return Number(result.rows[0]!.c);
}

async function characterBalances(): Promise<{ funds: number; cash: number }> {
  const result = await database.db.execute<{ funds: string; cash: string }>(sql`
    select campaign_funds_cents::text as funds, cash_on_hand_cents::text as cash from characters where id = ${alice}`);
  return { funds: Number(result.rows[0]!.funds), cash: Number(result.rows[0]!.cash) };
}

async function holding(currency: string): Promise<number | null> {
  const result = await database.db.execute<{ c: string }>(sql`
    select balance_cents::text as c from character_currency_balances
    where character_id = ${alice} and currency_code = ${currency}`);
  return result.rows[0] ? Number(result.rows[0].c) : null;
}

describe('postLedger (the set form)', () => {
  it('moves the balances and writes the ledger rows together, in the order of the entries, per currency', async () => {
    expect(corporations).toHaveLength(2);
    const [a, b] = corporations as [(typeof corporations)[0], (typeof corporations)[0]];
    const before = await ledgerCount();
    await postLedger(database.db, {
      with: sql`moves(id, currency, cents, ord) as (values
        (${a.id}::text, ${a.currency}::text, 1000::bigint, 1), (${b.id}::text, ${b.currency}::text, 2500::bigint, 2))`,
      entries: sql`
        select m.account_type, m.account_id, v.currency as currency_code, m.amount as amount_cents
        from moves v cross join lateral (values
          (1, 'corporation_cash', v.id, -v.cents), (2, 'system', 'test_sink', v.cents)) as m(ord, account_type, account_id, amount)
        order by v.ord, m.ord`,
      transferId: 'test-set-form',
      reason: 'test',
      turn: 1,
      accounts: ['corporation_cash'],
    });
    expect(await cashOf(a.id)).toBe(a.cash - 1000);
    expect(await cashOf(b.id)).toBe(b.cash - 2500);
    const rows = await database.db.execute<{
      account_type: string;
      account_id: string;
      currency_code: string;
      amount_cents: string;
    }>(sql`
      select account_type, account_id, currency_code, amount_cents::text from ledger_entries
      where transfer_id = 'test-set-form' order by id`);
    expect(rows.rows).toEqual([
      {
        account_type: 'corporation_cash',
        account_id: a.id,
        currency_code: a.currency,
        amount_cents: '-1000',
      },
      { account_type: 'system', account_id: 'test_sink', currency_code: a.currency, amount_cents: '1000' },
      {
        account_type: 'corporation_cash',
        account_id: b.id,
        currency_code: b.currency,
        amount_cents: '-2500',
      },
      { account_type: 'system', account_id: 'test_sink', currency_code: b.currency, amount_cents: '2500' },
    ]);
    expect(await ledgerCount()).toBe(before + 4);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('nets several rows of one account, and two account types of one table, into one change per row', async () => {
    const before = await characterBalances();
    await postLedger(database.db, {
      entries: sql`select * from (values
        ('character_funds', ${alice}::text, ${home}::text, 300::bigint, 't-net', 'test', 1),
        ('character_funds', ${alice}::text, ${home}::text, -100::bigint, 't-net', 'test', 1),
        ('character_cash', ${alice}::text, ${home}::text, 50::bigint, 't-net', 'test', 1),
        ('system', 'test_source', ${home}::text, -250::bigint, 't-net', 'test', 1))
        as v(account_type, account_id, currency_code, amount_cents, transfer_id, reason, turn)`,
    });
    expect(await characterBalances()).toEqual({ funds: before.funds + 200, cash: before.cash + 50 });
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('refuses a debit below zero: nothing of the statement is written', async () => {
    const [a] = corporations as [(typeof corporations)[0]];
    const cash = await cashOf(a.id);
    const funds = (await characterBalances()).funds;
    const before = await ledgerCount();
    const attempt = postLedger(database.db, {
      entries: sql`select * from (values
        ('character_funds', ${alice}::text, ${home}::text, -1::bigint, 1),
        ('system', 'test_sink', ${home}::text, 1::bigint, 2),
        ('corporation_cash', ${a.id}::text, ${a.currency}::text, ${-(cash + 1)}::bigint, 3),
        ('system', 'test_sink', ${a.currency}::text, ${cash + 1}::bigint, 4))
        as v(account_type, account_id, currency_code, amount_cents, ord) order by ord`,
      transferId: 'test-refused',
      reason: 'test',
      turn: 1,
    });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(await cashOf(a.id)).toBe(cash);
    expect((await characterBalances()).funds).toBe(funds);
    expect(await ledgerCount()).toBe(before);
  });

  it("throws the caller's error for a short debit", async () => {
    const attempt = postLedgerRows(
      database.db,
      { id: 'test-short', reason: 'test', turn: 1 },
      [{ accountType: 'character_cash', accountId: alice, currencyCode: home, cents: -(10 ** 15) }],
      { insufficient: () => new AppError('CONFLICT', 'short') },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', message: 'short' });
  });

  it('writes system accounts as ledger rows only', async () => {
    const before = await ledgerCount();
    await postLedger(database.db, {
      entries: sql`select 'system' as account_type, name as account_id, ${home}::text as currency_code,
        amount as amount_cents from (values ('test_a', 500::bigint, 1), ('test_b', -500::bigint, 2)) v(name, amount, ord)
        order by ord`,
      transferId: 'test-system',
      reason: 'test',
      turn: 1,
      accounts: [],
    });
    expect(await ledgerCount()).toBe(before + 2);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('creates a character_currency holding on its first credit, adds to it, and refuses an overdraft', async () => {
    const other = corporations.find((c) => c.currency !== home)?.currency ?? 'EUR';
    expect(other).not.toBe(home);
    expect(await holding(other)).toBeNull();
    const post = (cents: number) =>
      postLedgerRows(database.db, { id: `test-holding-${cents}`, reason: 'test', turn: 1 }, [
        { accountType: 'character_currency', accountId: alice, currencyCode: other, cents },
        { accountType: 'system', accountId: 'test_fx', currencyCode: other, cents: -cents },
      ]);
    const first = await post(700);
    expect(first).toEqual([
      { accountType: 'character_currency', accountId: alice, currencyCode: other, balanceCents: 700 },
    ]);
    await post(300);
    expect(await holding(other)).toBe(1000);
    await post(-1000);
    expect(await holding(other)).toBe(0);
    await expect(post(-1)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // A debit from a holding that does not exist is short, not a missing account.
    await expect(
      postLedgerRows(database.db, { id: 'test-no-holding', reason: 'test', turn: 1 }, [
        { accountType: 'character_currency', accountId: alice, currencyCode: 'XXX', cents: -1 },
      ]),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('refuses a missing account and an account type outside the ones named, as errors', async () => {
    await expect(
      postLedgerRows(database.db, { id: 'test-missing', reason: 'test', turn: 1 }, [
        { accountType: 'corporation_cash', accountId: 'no-such-corporation', currencyCode: home, cents: 5 },
      ]),
    ).rejects.toThrow(/no-such-corporation \(missing\)/);
    await expect(
      postLedger(database.db, {
        entries: sql`select 'character_cash' as account_type, ${alice}::text as account_id,
          ${home}::text as currency_code, 5::bigint as amount_cents`,
        transferId: 'test-unnamed',
        reason: 'test',
        turn: 1,
        accounts: ['corporation_cash'],
      }),
    ).rejects.toThrow(/no stored balance/);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('sets other columns in the balance update (alsoSet), also of rows that do not move, and refuses a moved row left out', async () => {
    const [a, b] = corporations as [(typeof corporations)[0], (typeof corporations)[0]];
    const cashA = await cashOf(a.id);
    const cashB = await cashOf(b.id);
    const before = await ledgerCount();
    await postLedger(database.db, {
      with: sql`figures(account_id, currency, cents, figure) as (values
        (${a.id}::text, ${a.currency}::text, 700::bigint, 11::bigint), (${b.id}::text, ${b.currency}::text, 0::bigint, 22::bigint))`,
      entries: sql`
        select m.account_type, m.account_id, f.currency as currency_code, m.amount as amount_cents
        from figures f cross join lateral (values
          (1, 'corporation_cash', f.account_id, -f.cents), (2, 'system', 'test_sink', f.cents)) as m(ord, account_type, account_id, amount)
        where f.cents <> 0 order by f.account_id, m.ord`,
      transferId: 'test-also-set',
      reason: 'test',
      turn: 1,
      accounts: ['corporation_cash'],
      alsoSet: {
        table: 'corporations',
        rows: sql`figures`,
        set: sql`last_costs_cents = x.figure, total_tax_cents = t.total_tax_cents + x.figure`,
      },
    });
    const figures = await database.db.execute<{ id: string; cash: string; costs: string }>(sql`
      select id, cash_cents::text as cash, last_costs_cents::text as costs from corporations
      where id in (${a.id}, ${b.id})`);
    const byId = new Map(figures.rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ cash: String(cashA - 700), costs: '11' });
    expect(byId.get(b.id)).toMatchObject({ cash: String(cashB), costs: '22' });
    expect(await ledgerCount()).toBe(before + 2);
    // An account the entries move that the rows leave out is a bug: nothing is written.
    await expect(
      postLedger(database.db, {
        with: sql`figures(account_id) as (values (${b.id}::text))`,
        entries: sql`select * from (values ('corporation_cash', ${a.id}::text, ${a.currency}::text, 5::bigint, 1),
          ('system', 'test_source', ${a.currency}::text, -5::bigint, 2))
          as v(account_type, account_id, currency_code, amount_cents, ord) order by ord`,
        transferId: 'test-also-set-missing',
        reason: 'test',
        turn: 1,
        accounts: ['corporation_cash'],
        alsoSet: { table: 'corporations', rows: sql`figures`, set: sql`last_costs_cents = 0` },
      }),
    ).rejects.toThrow(/\(missing\)/);
    expect(await cashOf(a.id)).toBe(cashA - 700);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('covers every account type of the registry', () => {
    expect(Object.keys(BALANCE_ACCOUNTS).sort()).toEqual(
      [
        'central_bank',
        'character_cash',
        'character_currency',
        'character_funds',
        'corporation_cash',
        'fund_cash',
        'party_treasury',
        'treasury',
      ].sort(),
    );
  });
});
