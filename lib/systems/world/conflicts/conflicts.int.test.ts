import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameState } from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { createRandom } from '@/lib/platform/random';
import { freshApiKey } from '@/lib/testing/api-keys';
import { deepStrict } from '@/lib/testing/deep-strict';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { callV1 } from '@/lib/testing/v1-requests';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import { BATTLES_LIMIT_MAX, CONFLICTS_LIMIT_MAX, EVENT_INITIAL_CONTROL } from './constants';
import { getConflictBoard } from './get-conflict-board';
import { igniteConflicts } from './ignite-conflicts';
import { tensionReferences } from './reference';
import { conflictBoardResponse, countryBattlesResponse, listConflictsResponse } from './schemas';

const database = seededSuiteDatabase();
let apiKey: string;
const db = () => database.db;
const strict = (response: z.ZodObject) => deepStrict(response.extend({ ok: z.literal(true) }));

beforeAll(async () => {
  apiKey = await freshApiKey('alice', 'public', db());
});

async function contextFor(tx: Db): Promise<TurnContext> {
  const [state] = await tx.select().from(gameState).where(eq(gameState.id, 'current'));
  return {
    turn: state!.currentTurn,
    state: state!,
    flags: { subsidiaryCorporationsEnabled: false },
    random: createRandom(`test:${state!.currentTurn}`),
    now: new Date(),
  };
}

/** Runs fn in a transaction that is always rolled back, so each case starts from the same world. */
async function rolledBack(fn: (tx: Db) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await db()
    .transaction(async (tx) => {
      await fn(tx as unknown as Db);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

const count = async (tx: Db, query: ReturnType<typeof sql>) =>
  (await tx.execute<{ n: number }>(query)).rows[0]!.n;

describe('the seeded world', () => {
  it('starts with the tensions marked active at start, with a first history point and no announcements', async () => {
    const seeded = tensionReferences.filter((t) => t.activeAtStart);
    expect(seeded.length).toBeGreaterThanOrEqual(1);
    const rows = await db().execute<{ tension_id: string; status: string; points: number }>(sql`
      select tension_id, status, (select count(*)::int from conflict_turns t where t.conflict_id = c.id) as points
      from conflicts c order by id`);
    expect(rows.rows.map((r) => r.tension_id)).toEqual(seeded.map((t) => t.id));
    expect(rows.rows.map((r) => r.status)).toEqual(seeded.map((t) => t.activeAtStart!.status));
    expect(rows.rows.every((r) => r.points === 1)).toBe(true);
    expect(await count(db(), sql`select count(*)::int as n from history_events`)).toBe(0);
  });
});

describe('igniteConflicts', () => {
  it("fights a tension's war in its state and an uprising elsewhere, with history and news", async () => {
    await rolledBack(async (tx) => {
      const ctx = await contextFor(tx);
      const ni = tensionReferences.find((t) => t.id === 'uk-northern-ireland')!;
      const started = await igniteConflicts(tx, ctx, [
        { hostCountryId: 'UK', stateId: 'UKN', severity: 2, cause: 'tension' },
        { hostCountryId: 'US', stateId: 'CA', severity: 4, cause: 'event', sourceEventId: 'evt-1' },
      ]);
      expect(started).toBe(2);
      const rows = await tx.execute<Record<string, unknown>>(sql`
        select name, region, type, terrain, control, cause, tension_id, source_event_id, country_ids, status,
          side_a, side_b, started_turn from conflicts where started_turn = ${ctx.turn} and cause is not null
          and id > 2 order by id`);
      expect(rows.rows).toMatchObject([
        {
          name: ni.name,
          region: ni.region,
          type: ni.type,
          tension_id: ni.id,
          control: ni.initialControl,
          status: 'active',
          country_ids: ['UK'],
          side_b: ni.sideB,
        },
        {
          name: 'California Uprising',
          region: 'California',
          type: 'insurgency',
          terrain: 'urban',
          control: EVENT_INITIAL_CONTROL,
          cause: 'event',
          source_event_id: 'evt-1',
          tension_id: null,
          country_ids: ['US'],
          side_a: { countries: ['US'], kind: 'government' },
        },
      ]);
      expect(
        await count(
          tx,
          sql`select count(*)::int as n from history_events
          where event_type = 'conflict_started' and turn = ${ctx.turn}`,
        ),
      ).toBe(2);
      expect(
        await count(
          tx,
          sql`select count(*)::int as n from news_posts
          where category = 'conflict' and title like 'Fighting breaks out: %'`,
        ),
      ).toBe(2);
    });
  });

  it('skips a state already at war, a state outside its host and a repeat within the batch', async () => {
    await rolledBack(async (tx) => {
      const ctx = await contextFor(tx);
      const started = await igniteConflicts(tx, ctx, [
        // DE-MV is at war since the seed.
        { hostCountryId: 'DE', stateId: 'DE-MV', severity: 3, cause: 'event' },
        { hostCountryId: 'JP', stateId: 'CA', severity: 3, cause: 'event' },
        { hostCountryId: 'XX', stateId: null, severity: 3, cause: 'event' },
        { hostCountryId: 'US', stateId: 'TX', severity: 2, cause: 'tension' },
        { hostCountryId: 'US', stateId: 'TX', severity: 5, cause: 'event' },
      ]);
      expect(started).toBe(1);
      expect(await count(tx, sql`select count(*)::int as n from conflicts where state_id = 'TX'`)).toBe(1);
      expect(await igniteConflicts(tx, ctx, [])).toBe(0);
    });
  });

  it('rejects a severity outside 1 to 5 as a bad request', async () => {
    const ctx = await contextFor(db());
    await expect(
      igniteConflicts(db(), ctx, [{ hostCountryId: 'US', stateId: 'CA', severity: 9, cause: 'event' }]),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'BAD_REQUEST');
  });
});

describe('a few turns of fighting', () => {
  beforeAll(async () => {
    await runSystemTurns(db(), [], 12);
  }, 120_000);

  it('fights one battle per open conflict and turn, moving control by exactly the battle', async () => {
    const bad = await count(
      db(),
      sql`
      select count(*)::int as n from conflict_battles b
      where (b.no_contact <> (b.result is null))
        or (b.no_contact and b.control_after <> b.control_before)
        or (b.result = 'stalemate' and b.control_after <> b.control_before)
        or (b.unopposed_advance and b.result <> 'attacker_victory')
        or b.control_after not between 0 and 100`,
    );
    expect(bad).toBe(0);
    const perTurn = await db().execute<{ turn: number; n: number }>(sql`
      select turn, count(*)::int as n from conflict_battles group by turn order by turn`);
    expect(perTurn.rows).toHaveLength(12);
    expect(perTurn.rows[0]!.n).toBe(2);
    // The next battle starts from where the last one left control.
    const chained = await count(
      db(),
      sql`
      select count(*)::int as n from conflict_battles b join conflict_battles prev
        on prev.conflict_id = b.conflict_id and prev.turn = b.turn - 1
      where abs(prev.control_after - b.control_before) > 1e-4`,
    );
    expect(chained).toBe(0);
    expect(
      await count(
        db(),
        sql`select count(*)::int as n from conflict_battles where control_after <> control_before`,
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps a control history point per conflict and turn, and logs notable battles in history and news', async () => {
    const gaps = await count(
      db(),
      sql`
      select count(*)::int as n from conflicts c
      where (select count(*) from conflict_turns t where t.conflict_id = c.id)
        <> coalesce(c.resolved_turn, (select current_turn - 1 from game_state)) - c.started_turn + 1`,
    );
    expect(gaps).toBe(0);
    const notable = await count(
      db(),
      sql`
      select count(*)::int as n from conflict_battles where abs(control_after - control_before) >= 1`,
    );
    expect(notable).toBeGreaterThan(0);
    expect(
      await count(
        db(),
        sql`select count(*)::int as n from history_events where event_type = 'battle_fought'`,
      ),
    ).toBe(notable);
    expect(
      await count(db(), sql`select count(*)::int as n from news_posts where title like '% gain ground in %'`),
    ).toBe(notable);
  });

  it('serves conflicts on v1 with country, status and limit filters, newest first', async () => {
    const all = await callV1('conflicts', { apiKey, query: { limit: String(CONFLICTS_LIMIT_MAX) } });
    expect(all.status).toBe(200);
    expect(strict(listConflictsResponse).safeParse(all.body).error).toBeUndefined();
    const ids = all.body.conflicts.map((c: { conflictId: number }) => c.conflictId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    // The UK fights in Germany's Baltic coalition; GB is its alias.
    const uk = await callV1('conflicts', { apiKey, query: { country: 'gb' } });
    expect(uk.body.conflicts.length).toBeGreaterThanOrEqual(1);
    for (const c of uk.body.conflicts)
      expect([c.hostCountry, ...c.sideA.countries, ...c.sideB.countries, c.sideA.backer]).toContain('UK');

    const status = all.body.conflicts[0].status;
    const byStatus = await callV1('conflicts', { apiKey, query: { status } });
    expect(byStatus.body.conflicts.every((c: { status: string }) => c.status === status)).toBe(true);
    const one = await callV1('conflicts', { apiKey, query: { limit: '1' } });
    expect(one.body.conflicts).toEqual([all.body.conflicts[0]]);
    const none = await callV1('conflicts', { apiKey, query: { country: 'FR' } });
    expect(none.body).toMatchObject({ ok: true, found: false, conflicts: [] });
  });

  it('answers bad conflict queries with a v1 400', async () => {
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { limit: String(CONFLICTS_LIMIT_MAX + 1) },
      { status: 'over' },
      { country: '1' },
    ];
    for (const query of queries) {
      const response = await callV1('conflicts', { apiKey, query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
  });

  it("serves a country's battles newest first with a limit, 404 for an unknown country", async () => {
    const de = await callV1('countryBattles', { apiKey, params: { code: 'de' }, query: { limit: '100' } });
    expect(de.status).toBe(200);
    expect(strict(countryBattlesResponse).safeParse(de.body).error).toBeUndefined();
    expect(de.body).toMatchObject({ found: true, countryId: 'DE' });
    // Germany hosts one seeded war: one battle a turn while it is open.
    const deBattles = await count(
      db(),
      sql`select count(*)::int as n from conflict_battles where 'DE' = any(country_ids)`,
    );
    expect(de.body.battles).toHaveLength(deBattles);
    const turns = de.body.battles.map((b: { turn: number }) => b.turn);
    expect(turns).toEqual([...turns].sort((a: number, b: number) => b - a));
    for (const b of de.body.battles) expect(b.noContact).toBe(b.result === null);

    const limited = await callV1('countryBattles', { apiKey, params: { code: 'DE' }, query: { limit: '3' } });
    expect(limited.body.battles).toEqual(de.body.battles.slice(0, 3));
    const us = await callV1('countryBattles', { apiKey, params: { code: 'us' } });
    // The US backs Germany's and Japan's side.
    expect(us.body.battles.length).toBeGreaterThan(0);

    const unknown = await callV1('countryBattles', { apiKey, params: { code: 'XX' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const tooMany = await callV1('countryBattles', {
      apiKey,
      params: { code: 'DE' },
      query: { limit: String(BATTLES_LIMIT_MAX + 1) },
    });
    expect(tooMany.status).toBe(400);
  });

  it("gives the world page each conflict's history, oldest first, matching the conflict's current control", async () => {
    const board = await getConflictBoard(db(), {});
    expect(deepStrict(conflictBoardResponse).safeParse(board).error).toBeUndefined();
    // Open conflicts come first, so an old war stays on the page.
    const resolved = board.conflicts.map((c) => c.status === 'resolved');
    expect(resolved).toEqual([...resolved].sort((a, b) => Number(a) - Number(b)));
    for (const c of board.conflicts) {
      const turns = c.history.map((p) => p.turn);
      expect(turns).toEqual([...turns].sort((a, b) => a - b));
      expect(c.history.at(-1)!.control).toBe(c.control);
      expect(c.history.at(-1)!.status).toBe(c.status);
    }
  });
});
