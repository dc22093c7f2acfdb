import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTx } from '@/lib/platform/db';
import { createRandom } from '@/lib/platform/random';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import { phaseById } from '@/lib/systems/game/turn/registry';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import type { GameState } from '@/models';

const database = seededSuiteDatabase();

async function payDividendsAt(turn: number) {
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
  await withTx(database.db, (tx) => phaseById('corporations-pay-dividends').run(tx, ctx));
}

describe('dividend notifications', () => {
  it('tell a holder of several payers once per turn, with the total and each payer', async () => {
    const [bob] = (
      await database.db.execute<{ id: string }>(
        sql`select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob'`,
      )
    ).rows;
    const payers = (
      await database.db.execute<{ id: string; name: string }>(
        sql`select id, name from corporations where currency_code = 'USD' order by seq limit 3`,
      )
    ).rows;
    expect(payers).toHaveLength(3);
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
    await payDividendsAt(901);
    const told = await database.db.execute<{ title: string; body: string; link: string }>(sql`
      select title, body, link from notifications where character_id = ${bob!.id} and kind = 'dividend_paid' and turn = 901`);
    expect(told.rows).toHaveLength(1);
    const [note] = told.rows;
    expect(note!.title).toMatch(/^Dividends from 3 corporations: [\d,.]+ USD$/);
    for (const payer of payers) expect(note!.body).toContain(payer.name);
    expect(note!.link).toBe('/money/history?kind=dividend');
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});
