import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as historyRoute } from '@/app/api/money/history/route';
import { postLedgerRows } from '@/lib/systems/core/money/post-ledger';
import { transferFunds } from '@/lib/systems/core/money/transfer-funds';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import {
  getMoneyHistory,
  MONEY_HISTORY_PAGE_SIZE,
  type MoneyHistory,
} from '@/lib/systems/game/money/get-money-history';

const database = seededSuiteDatabase();
const users: Record<string, { userId: string; characterId: string; name: string }> = {};

beforeAll(async () => {
  const rows = await database.db.execute<{ username: string; user_id: string; id: string; name: string }>(sql`
    select u.username, u.id as user_id, c.id, c.name from users u join characters c on c.user_id = u.id
    where u.username in ('alice', 'bob')`);
  for (const r of rows.rows) users[r.username] = { userId: r.user_id, characterId: r.id, name: r.name };
});

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'sessions'] });

describe("the player's money history", () => {
  it('shows a transfer on both sides, signed, named and labelled, newest first', async () => {
    await transferFunds(database.db, {
      userId: users.alice!.userId,
      body: { targetCharacterId: users.bob!.characterId, amount: 1234 },
    });
    const bob = await getMoneyHistory(database.db, { userId: users.bob!.userId, query: {} });
    expect(bob.entries[0]).toMatchObject({
      kind: 'funds_transfer',
      kindLabel: 'Transfer',
      amount: 1234,
      currencyCode: 'USD',
      account: 'Campaign funds',
      counterparty: users.alice!.name,
    });
    const alice = await getMoneyHistory(database.db, { userId: users.alice!.userId, query: {} });
    expect(alice.entries[0]).toMatchObject({
      kindLabel: 'Transfer',
      amount: -1234,
      counterparty: users.bob!.name,
    });
    expect(alice.kinds.map((k) => k.kind)).toContain('funds_transfer');
    for (const k of alice.kinds) expect(k.label).not.toMatch(/_/);
  });

  it('filters by kind and pages, the total counting every matching row', async () => {
    // A page and a half of transfers, so the second page exists.
    for (let i = 0; i < MONEY_HISTORY_PAGE_SIZE; i += 1) {
      await transferFunds(database.db, {
        userId: users.alice!.userId,
        body: { targetCharacterId: users.bob!.characterId, amount: 1000 + i },
      });
    }
    const first = await getMoneyHistory(database.db, {
      userId: users.bob!.userId,
      query: { kind: 'funds_transfer' },
    });
    expect(first.total).toBe(MONEY_HISTORY_PAGE_SIZE + 1);
    expect(first.entries).toHaveLength(MONEY_HISTORY_PAGE_SIZE);
    expect(first.entries.every((e) => e.kind === 'funds_transfer')).toBe(true);
    expect(first.entries[0]!.amount).toBe(1000 + MONEY_HISTORY_PAGE_SIZE - 1);
    const second = await getMoneyHistory(database.db, {
      userId: users.bob!.userId,
      query: { kind: 'funds_transfer', page: '2' },
    });
    expect(second.entries.map((e) => e.amount)).toEqual([1234]);
  });

  it("names the other side of a movement batched with other players' (a turn's dues, its dividends)", async () => {
    const { db } = database;
    const [alice] = (
      await db.execute<{ party_id: string; party: string }>(sql`
        select c.party_id, p.name as party from characters c join parties p on p.id = c.party_id
        where c.id = ${users.alice!.characterId}`)
    ).rows;
    // Another party's member, whose dues the same transfer carries (ordered first, as a batch may).
    const [other] = (
      await db.execute<{ id: string; party_id: string }>(sql`
        select c.id, c.party_id from characters c
        where c.party_id is not null and c.party_id <> ${alice!.party_id} and c.campaign_funds_cents >= 500
        order by c.party_id limit 1`)
    ).rows;
    await postLedgerRows(db, { id: 'turn-90-party-dues', reason: 'party_dues', turn: 90 }, [
      { accountType: 'character_funds', accountId: other!.id, currencyCode: 'USD', cents: -500 },
      { accountType: 'party_treasury', accountId: other!.party_id, currencyCode: 'USD', cents: 500 },
      {
        accountType: 'character_funds',
        accountId: users.alice!.characterId,
        currencyCode: 'USD',
        cents: -700,
      },
      { accountType: 'party_treasury', accountId: alice!.party_id, currencyCode: 'USD', cents: 700 },
    ]);
    // Two corporations pay in one transfer; alice holds only the second.
    const payers = (
      await db.execute<{ id: string; name: string; currency_code: string }>(sql`
        select k.id, k.name, co.currency_code from corporations k join countries co on co.id = k.country_id
        where co.currency_code = 'USD' and k.cash_cents >= 1000 order by k.id limit 2`)
    ).rows;
    await db.execute(sql`
      delete from corporation_shareholders where holder_kind = 'character' and holder_id = ${users.alice!.characterId}
        and corporation_id in (${payers[0]!.id}, ${payers[1]!.id})`);
    await db.execute(sql`
      insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares)
      values (${payers[1]!.id}, 'character', ${users.alice!.characterId}, 10)`);
    await postLedgerRows(db, { id: 'turn-90-dividends', reason: 'dividend', turn: 90 }, [
      { accountType: 'corporation_cash', accountId: payers[0]!.id, currencyCode: 'USD', cents: -300 },
      { accountType: 'character_cash', accountId: users.bob!.characterId, currencyCode: 'USD', cents: 300 },
      { accountType: 'corporation_cash', accountId: payers[1]!.id, currencyCode: 'USD', cents: -400 },
      { accountType: 'character_cash', accountId: users.alice!.characterId, currencyCode: 'USD', cents: 400 },
    ]);
    const history = await getMoneyHistory(db, { userId: users.alice!.userId, query: {} });
    const [dividend, dues] = history.entries;
    expect(dues).toMatchObject({ kind: 'party_dues', amount: -7, counterparty: alice!.party });
    expect(dividend).toMatchObject({ kind: 'dividend', amount: 4, counterparty: payers[1]!.name });
  });

  it('answers the page over GET /api/money/history, and refuses a guest and a bad kind, writing nothing', async () => {
    const cookie = await loginAs('bob');
    const ok = await call(historyRoute, '/api/money/history?kind=funds_transfer&page=2', { cookie });
    expect(ok.status).toBe(200);
    expect((ok.body as unknown as MoneyHistory).entries).toHaveLength(1);
    const before = await snapshot();
    const guest = await call(historyRoute, '/api/money/history');
    expect(guest.status).toBe(401);
    const bad = await call(historyRoute, '/api/money/history?kind=DROP%20TABLE', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await snapshot()).toBe(before);
  });
});
