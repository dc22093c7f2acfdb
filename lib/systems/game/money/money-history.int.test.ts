import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as historyRoute } from '@/app/api/money/history/route';
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
