import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { characters, gameState, turns, users } from '@/models';
import { ACTIONS_CAP, ACTIONS_PER_TURN } from '@/lib/systems/core/characters/constants';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { owesPartyDuesOn, PARTY_DUES } from '@/lib/systems/politics/parties/constants';
import { createRandom } from '@/lib/platform/random';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { phaseById, turnPhases } from './registry';
import { runTurn } from './run-turn';
import { TURN_REWRITTEN_TABLES, vacuumAfterTurn } from './vacuum-after-turn';

const database = seededSuiteDatabase();
/** Cents a party member with enough funds pays on `turn` (quarterly, on the member's own week). */
const duesOn = (turn: number, member: { seq: number }) =>
  owesPartyDuesOn(turn, member.seq) ? PARTY_DUES * 100 : 0;

async function alice() {
  const [row] = await database.db
    .select({ character: characters })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(users.username, 'alice'));
  return row!.character;
}

/** A character's actions as players see them (the refill is lazy, so never the raw column). */
async function actionsOf(characterId: string): Promise<number> {
  const result = await database.db.execute<{ actions: number }>(
    sql`select ${currentActionsSql()} as actions from characters where id = ${characterId}`,
  );
  return result.rows[0]!.actions;
}

async function state() {
  const [row] = await database.db.select().from(gameState);
  return row!;
}

async function ledgerMismatches(): Promise<number> {
  const result = await database.db.execute(sql`
    select count(*)::int as n from characters c
    left join (select account_id, sum(amount_cents) as total from ledger_entries
               where account_type = 'character_funds' group by account_id) l on l.account_id = c.id
    where coalesce(l.total, 0) <> c.campaign_funds_cents`);
  return (result.rows[0] as { n: number }).n;
}

beforeEach(async () => {
  await database.db.update(gameState).set({ status: 'active' });
});

describe('runTurn', () => {
  it('runs every phase once, advances the clock and records the turn', async () => {
    const before = await state();
    const aliceBefore = await alice();
    await database.db
      .update(characters)
      .set({ actions: ACTIONS_CAP - 3 })
      .where(eq(characters.id, aliceBefore.id));
    const now = new Date('2030-01-01T00:00:00Z');

    const result = await runTurn(database.db, { trigger: 'cli', when: 'now', now });

    expect(result).toMatchObject({
      ran: true,
      completedTurn: before.currentTurn,
      currentTurn: before.currentTurn + 1,
    });
    const after = await state();
    expect(after.currentTurn).toBe(before.currentTurn + 1);
    expect(after.lastTurnAt).toEqual(now);
    expect(after.nextTurnAt).toEqual(new Date(now.getTime() + before.turnDurationMs));
    const [record] = await database.db.select().from(turns).where(eq(turns.turn, before.currentTurn));
    // Calendar-gated phases (a fiscal-year close) run only on their turns.
    const ctx = {
      turn: before.currentTurn,
      state: before,
      flags: { subsidiaryCorporationsEnabled: before.subsidiaryCorporationsEnabled === true },
      random: createRandom('unused'),
      now,
    };
    expect(record!.phaseTimings.map((p) => [p.system, p.phase])).toEqual(
      turnPhases.filter((p) => p.enabled(ctx)).map((p) => [p.system, p.id]),
    );

    const aliceAfter = await alice();
    expect(await actionsOf(aliceAfter.id)).toBe(ACTIONS_CAP); // capped, not ACTIONS_CAP - 3 + ACTIONS_PER_TURN
    // No passive income: fundraising is an action. Alice, a party member, pays her dues.
    expect(aliceBefore.partyId).not.toBeNull();
    expect(aliceAfter.campaignFundsCents).toBe(
      aliceBefore.campaignFundsCents - duesOn(before.currentTurn, aliceBefore),
    );
    expect(await ledgerMismatches()).toBe(0);
  });

  it('refills NPC actions by ACTIONS_PER_TURN and takes only party dues from their funds', async () => {
    const [npc] = await database.db
      .select()
      .from(characters)
      .where(sql`${characters.userId} is null`)
      .limit(1);
    await database.db.update(characters).set({ actions: 0 }).where(eq(characters.id, npc!.id));
    const { currentTurn } = await state();
    await runTurn(database.db, { trigger: 'cli', when: 'now' });
    const [after] = await database.db.select().from(characters).where(eq(characters.id, npc!.id));
    expect(await actionsOf(npc!.id)).toBe(ACTIONS_PER_TURN);
    const dues = npc!.partyId && npc!.campaignFundsCents >= PARTY_DUES * 100 ? duesOn(currentTurn, npc!) : 0;
    expect(after!.campaignFundsCents).toBe(npc!.campaignFundsCents - dues);
  });

  it('refills lazily: turns add ACTIONS_PER_TURN each up to the cap, a value above the cap stays', async () => {
    const [npc, other] = await database.db
      .select()
      .from(characters)
      .where(sql`${characters.userId} is null`)
      .orderBy(characters.seq)
      .limit(2);
    await database.db.update(characters).set({ actions: 0 }).where(eq(characters.id, npc!.id));
    await database.db
      .update(characters)
      .set({ actions: ACTIONS_CAP + 7 })
      .where(eq(characters.id, other!.id));
    const [stored] = await database.db.select().from(characters).where(eq(characters.id, npc!.id));
    expect(stored!.actionsTurn).toBe((await state()).currentTurn); // the trigger stamped the write
    await runTurn(database.db, { trigger: 'cli', when: 'now' });
    await runTurn(database.db, { trigger: 'cli', when: 'now' });
    expect(await actionsOf(npc!.id)).toBe(2 * ACTIONS_PER_TURN);
    expect(await actionsOf(other!.id)).toBe(ACTIONS_CAP + 7);
    // The turn wrote no refill: the row still holds what was set, stamped at the old turn.
    const [after] = await database.db.select().from(characters).where(eq(characters.id, npc!.id));
    expect(after).toMatchObject({ actions: 0, actionsTurn: stored!.actionsTurn });
  });

  it('on the clock, skips a turn that is not yet due and skips while paused', async () => {
    const before = await state();
    const early = new Date(before.nextTurnAt!.getTime() - 1000);
    expect(await runTurn(database.db, { trigger: 'clock', when: 'due', now: early })).toMatchObject({
      ran: false,
      reason: 'not_due',
    });
    await database.db.update(gameState).set({ status: 'paused' });
    const late = new Date(before.nextTurnAt!.getTime() + 1000);
    expect(await runTurn(database.db, { trigger: 'clock', when: 'due', now: late })).toMatchObject({
      ran: false,
      reason: 'paused',
    });
    expect((await state()).currentTurn).toBe(before.currentTurn);
  });

  it('leaves the previous turn intact when a phase fails mid-turn, and the retry completes it once', async () => {
    // On Alice's week of the quarter, so that the failed turn has taken her dues before it rolls back; the
    // clock alone moves there (up to 12 turns).
    while (!owesPartyDuesOn((await state()).currentTurn, (await alice()).seq)) {
      await runTurn(database.db, { trigger: 'cli', when: 'now', phases: [phaseById('advance-clock')] });
    }
    const before = await state();
    const aliceBefore = await alice();
    expect(duesOn(before.currentTurn, aliceBefore)).toBeGreaterThan(0);
    const failing = definePhase({
      id: 'explode',
      system: 'economy',
      async run() {
        throw new Error('simulated crash after money moved');
      },
    });
    const phases = [phaseById('collect-party-dues'), failing, phaseById('advance-clock')];
    await expect(runTurn(database.db, { trigger: 'cli', when: 'now', phases })).rejects.toThrow(
      'simulated crash',
    );

    expect((await state()).currentTurn).toBe(before.currentTurn);
    expect((await alice()).campaignFundsCents).toBe(aliceBefore.campaignFundsCents);
    expect(await database.db.select().from(turns).where(eq(turns.turn, before.currentTurn))).toHaveLength(0);

    await runTurn(database.db, { trigger: 'cli', when: 'now' });
    expect((await state()).currentTurn).toBe(before.currentTurn + 1);
    expect((await alice()).campaignFundsCents).toBe(
      aliceBefore.campaignFundsCents - duesOn(before.currentTurn, aliceBefore),
    );
    expect(await ledgerMismatches()).toBe(0);
  });

  it('runs a subsidiaries phase only while subsidiaryCorporationsEnabled is true', async () => {
    // Writes the turn it ran in, so the database shows whether it ran.
    const probe = definePhase({
      id: 'subsidiary-probe',
      system: 'subsidiaries',
      async run(tx, ctx) {
        await tx.update(gameState).set({ preset: `probe-${ctx.turn}` });
      },
    });
    const phases = [...turnPhases.filter((p) => p.id !== 'advance-clock'), probe, phaseById('advance-clock')];
    const recordedPhases = async (turn: number) => {
      const [record] = await database.db.select().from(turns).where(eq(turns.turn, turn));
      return record!.phaseTimings.map((p) => p.phase);
    };
    try {
      await database.db.update(gameState).set({ subsidiaryCorporationsEnabled: false, preset: null });
      const off = await runTurn(database.db, { trigger: 'cli', when: 'now', phases });
      expect(off.ran && off.completedTurn).toBeTruthy();
      expect((await state()).preset).toBeNull();
      expect(await recordedPhases(off.ran ? off.completedTurn : -1)).not.toContain('subsidiary-probe');

      await database.db.update(gameState).set({ subsidiaryCorporationsEnabled: true });
      const on = await runTurn(database.db, { trigger: 'cli', when: 'now', phases });
      const onTurn = on.ran ? on.completedTurn : -1;
      expect((await state()).preset).toBe(`probe-${onTurn}`);
      expect(await recordedPhases(onTurn)).toContain('subsidiary-probe');
    } finally {
      await database.db.update(gameState).set({ subsidiaryCorporationsEnabled: true, preset: null });
    }
  });

  it('runs a due turn exactly once when several callers race for it', async () => {
    const before = await state();
    const due = new Date(before.nextTurnAt!.getTime() + 1000);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => runTurn(database.db, { trigger: 'clock', when: 'due', now: due })),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect((await state()).currentTurn).toBe(before.currentTurn + 1);
  });

  it("the worker's vacuum after a turn vacuums every table it names", async () => {
    const vacuums = async () => {
      const result = await database.db.execute<{ relname: string; vacuums: number }>(sql`
        select relname, vacuum_count::int as vacuums from pg_stat_user_tables
        where relname in (${sql.join(
          TURN_REWRITTEN_TABLES.map((table) => sql`${table}`),
          sql`, `,
        )})`);
      return new Map(result.rows.map((row) => [row.relname, row.vacuums]));
    };
    await runTurn(database.db, { trigger: 'cli', when: 'now' });
    const before = await vacuums();
    expect([...before.keys()].sort()).toEqual([...TURN_REWRITTEN_TABLES].sort());
    await vacuumAfterTurn(database.db);
    const after = await vacuums();
    for (const table of TURN_REWRITTEN_TABLES) expect(after.get(table), table).toBe(before.get(table)! + 1);
  });
});
