import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { phaseById } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { ledgerProblems } from './ledger';
import { reconcilingPhases } from './reconciling-phases';
import { seededSuiteDatabase } from './suite-database';

const database = seededSuiteDatabase();
let payer: string;
let payee: string;

beforeAll(async () => {
  const two = await database.db.execute<{ id: string }>(sql`
    select c.id from characters c where c.country_id = 'US' and c.cash_on_hand_cents > 100 order by c.seq limit 2`);
  [payer, payee] = two.rows.map((row) => row.id) as [string, string];
}, 60_000);

/** A phase running `statement`; the checker's first check of a turn compares every account, so tests put
 * a quiet phase first and the phase under test second, where only the incremental checks run. */
const phase = (id: string, statement: ReturnType<typeof sql>): TurnPhase =>
  definePhase({ id, system: 'core', run: (tx) => tx.execute(statement).then(() => undefined) });
const quiet = phase('quiet', sql`select 1`);

const turnWith = (...phases: TurnPhase[]) =>
  runTurn(database.db, { trigger: 'cli', when: 'now', phases: reconcilingPhases([quiet, ...phases]) });

describe('the incremental ledger check after each phase', () => {
  it('names a phase that moves money between two accounts without ledger rows', async () => {
    const moveUnrecorded = phase(
      'move-unrecorded',
      sql`update characters set cash_on_hand_cents = cash_on_hand_cents
        + case when id = ${payee} then 100 else -100 end where id in (${payer}, ${payee})`,
    );
    await expect(turnWith(moveUnrecorded)).rejects.toThrow(/after move-unrecorded .*character_cash/);
  });

  it('names a phase that changes a balance currency without ledger rows (a character moved to another country)', async () => {
    // Only the country column is written: the check must still read the balances it moves to another currency.
    const emigrate = phase('emigrate', sql`update characters set country_id = 'GB' where id = ${payer}`);
    await expect(turnWith(emigrate)).rejects.toThrow(/after emigrate .*character_(cash|funds):/);
  });

  it('names a phase that writes ledger rows, summing to zero, for an account with no stored balance', async () => {
    const orphanRows = phase(
      'orphan-rows',
      sql`insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
        values ('orphan', 'character_cash', 'nobody', 'USD', 100, 'test', 0),
               ('orphan', 'character_cash', 'nobody', 'USD', -100, 'test', 0)`,
    );
    await expect(turnWith(orphanRows)).rejects.toThrow(/after orphan-rows .*character_cash:nobody/);
  });

  it('names a phase whose transfer does not sum to zero', async () => {
    const unbalanced = phase(
      'unbalanced',
      sql`with paid as (update characters set cash_on_hand_cents = cash_on_hand_cents - 100 where id = ${payer}
          returning id)
        insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
        select 'half', 'character_cash', id, 'USD', -100, 'test', 0 from paid`,
    );
    await expect(turnWith(unbalanced)).rejects.toThrow(/after unbalanced .*half \(USD\) sums to -100/);
  });

  it('passes recorded transfers and real phases, and agrees with the full check', async () => {
    const recorded = phase(
      'recorded',
      sql`with moved as (update characters set cash_on_hand_cents = cash_on_hand_cents
            + case when id = ${payee} then 100 else -100 end where id in (${payer}, ${payee}) returning id)
        insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
        select 'recorded', 'character_cash', id, 'USD', case when id = ${payee} then 100 else -100 end, 'test', 0
        from moved`,
    );
    const dues = phaseById('collect-party-dues');
    const result = await turnWith(recorded, dues, phaseById('corporations-operate'));
    expect(result.ran).toBe(true);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});
