import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTx } from '@/lib/platform/db';
import { createRandom } from '@/lib/platform/random';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import { phaseById } from '@/lib/systems/game/turn/registry';
import { ledgerProblems } from '@/lib/testing/ledger';
import { DIVIDEND_INTERVAL_TURNS, nextDividendTurn, paysDividendsOn } from './dividend-limit';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import type { GameState } from '@/models';

const database = seededSuiteDatabase();

async function payDividendsAt(turn: number) {
  await runPhaseAt('corporations-pay-dividends', turn);
}

async function runPhaseAt(id: string, turn: number) {
  const [state] = (
    await database.db.execute<GameState>(sql`select current_turn as "currentTurn" from game_state`)
  ).rows;
  const ctx: TurnContext = {
    turn,
    state: state!,
    flags: { subsidiaryCorporationsEnabled: false },
    random: createRandom('dividends'),
    now: new Date(),
  };
  await withTx(database.db, (tx) => phaseById(id).run(tx, ctx));
}

describe('dividend notifications', () => {
  it('tell a holder of several payers once per turn, with the total and each payer', async () => {
    const [bob] = (
      await database.db.execute<{ id: string }>(
        sql`select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob'`,
      )
    ).rows;
    // Three that share a payment day (their seq modulo the quarter).
    const payers = (
      await database.db.execute<{ id: string; name: string; seq: number }>(
        sql`select id, name, seq from corporations where currency_code = 'USD'
          and seq % ${DIVIDEND_INTERVAL_TURNS} = (
            select seq % ${DIVIDEND_INTERVAL_TURNS} from corporations where currency_code = 'USD'
            group by 1 having count(*) >= 3 order by 1 limit 1)
          order by seq limit 3`,
      )
    ).rows;
    expect(payers).toHaveLength(3);
    const payDay = nextDividendTurn(901, payers[0]!.seq);
    expect(payers.every((payer) => paysDividendsOn(payDay, payer.seq))).toBe(true);
    // Only these three pay this turn; bob holds 1,000 shares of each.
    await database.db.execute(
      sql`update corporations set dividend_rate_pct = 0, parent_dividend_floor_pct = 0`,
    );
    for (const payer of payers) {
      await database.db.execute(sql`
        update corporations set dividend_rate_pct = 20, last_profit_cents = 10000000, last_tax_cents = 0,
          cash_cents = greatest(cash_cents, 10000000)
        where id = ${payer.id}`);
      await database.db.execute(sql`
        insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares)
        values (${payer.id}, 'character', ${bob!.id}, 1000)
        on conflict (corporation_id, holder_kind, holder_id) do update set shares = excluded.shares`);
    }
    await payDividendsAt(payDay);
    const told = await database.db.execute<{ title: string; body: string; link: string }>(sql`
      select title, body, link from notifications where character_id = ${bob!.id} and kind = 'dividend_paid' and turn = ${payDay}`);
    expect(told.rows).toHaveLength(1);
    const [note] = told.rows;
    expect(note!.title).toMatch(/^Dividends from 3 corporations: \$[\d,]+(\.\d\d)?$/);
    for (const payer of payers) expect(note!.body).toContain(payer.name);
    expect(note!.link).toBe('/money/history?kind=dividend');
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it("declare each turn's dividend in the history and pay the quarter's on the payment day, at most the cash", async () => {
    const [payer] = (
      await database.db.execute<{ id: string; seq: number }>(
        sql`select k.id, k.seq from corporations k
          where exists (select 1 from corporation_shareholders h where h.corporation_id = k.id and h.shares > 0)
          order by seq limit 1`,
      )
    ).rows;
    const payDay = nextDividendTurn(1001, payer!.seq);
    const corp = async () =>
      (
        await database.db.execute<{ cash: string; last: string; total: string }>(sql`
          select cash_cents as cash, last_dividends_cents as last, total_dividends_cents as total
          from corporations where id = ${payer!.id}`)
      ).rows[0]!;
    const declared = async () =>
      (
        await database.db.execute<{ turn: number; declared: string }>(sql`
          select turn, dividend_declared_cents as declared from corporation_history
          where corporation_id = ${payer!.id} and turn > ${payDay - DIVIDEND_INTERVAL_TURNS} order by turn`)
      ).rows.map((row) => [row.turn, Number(row.declared)]);
    // 10% of 1,000,000 cents of after-tax profit a turn.
    await database.db.execute(sql`
      update corporations set dividend_rate_pct = 10, parent_dividend_floor_pct = 0, last_profit_cents = 1100000,
        last_tax_cents = 100000, last_dividends_cents = 777
      where id = ${payer!.id}`);
    const start = await corp();
    expect(Number(start.cash)).toBeGreaterThan(300_000);
    // The weeks before the payment day declare and keep the cash; the last payment stays on show.
    for (const turn of [payDay - 2, payDay - 1]) {
      await payDividendsAt(turn);
      await runPhaseAt('corporations-record-history', turn);
    }
    expect(await declared()).toEqual([
      [payDay - 2, 100_000],
      [payDay - 1, 100_000],
    ]);
    const before = await corp();
    expect(before.cash).toBe(start.cash);
    expect(Number(before.last)).toBe(777);
    await payDividendsAt(payDay);
    const after = await corp();
    const paid = Number(before.cash) - Number(after.cash);
    // Three turns' dividends, split pro rata with floor rounding per holder.
    expect(paid).toBeLessThanOrEqual(300_000);
    expect(paid).toBeGreaterThan(299_000);
    expect(Number(after.last)).toBe(paid);
    expect(Number(after.total) - Number(start.total)).toBe(paid);
    const ledger = await database.db.execute<{ total: string }>(sql`
      select coalesce(sum(amount_cents), 0) as total from ledger_entries
      where transfer_id = ${`turn-${payDay}-dividends`} and account_type = 'corporation_cash' and account_id = ${payer!.id}`);
    expect(Number(ledger.rows[0]!.total)).toBe(-paid);

    // The next payment day counts only the turns after this one; with less cash than declared it pays the
    // cash (less the holders' rounding) and the rest lapses.
    const nextDay = payDay + DIVIDEND_INTERVAL_TURNS;
    await runPhaseAt('corporations-record-history', nextDay - 1);
    await database.db.execute(sql`
      update corporation_history set dividend_declared_cents = (select cash_cents from corporations where id = ${payer!.id}) + 5000000
      where corporation_id = ${payer!.id} and turn = ${nextDay - 1}`);
    await payDividendsAt(nextDay);
    const short = await corp();
    const holders = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from corporation_shareholders where corporation_id = ${payer!.id}`);
    expect(Number(short.cash)).toBeGreaterThanOrEqual(0);
    expect(Number(short.cash)).toBeLessThan(holders.rows[0]!.n);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});
