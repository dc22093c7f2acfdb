import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/lib/platform/db';
import { getClientStatus } from '@/lib/systems/game/characters/get-client-status';
import { transferFunds } from '@/lib/systems/core/money/transfer-funds';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runTurn } from './run-turn';

/**
 * docs/scaling.md's deployment in one test: two "web" and two "worker" connection pools (what separate
 * processes are to PostgreSQL) on one database. The workers race for every due turn while the webs serve
 * reads and transfers; each turn must be applied exactly once and the ledger must reconcile.
 */
const database = seededSuiteDatabase();
let pools: DbHandle[] = [];

interface Player {
  userId: string;
  characterId: string;
}

async function player(username: string): Promise<Player> {
  const result = await database.db.execute<{ user_id: string; character_id: string }>(sql`
    select u.id as user_id, c.id as character_id from users u join characters c on c.user_id = u.id
    where u.username = ${username}`);
  const row = result.rows[0]!;
  return { userId: row.user_id, characterId: row.character_id };
}

async function clock() {
  const result = await database.db.execute<{ current_turn: number; next_turn_at: Date }>(
    sql`select current_turn, next_turn_at from game_state`,
  );
  return result.rows[0]!;
}

beforeAll(async () => {
  pools = [0, 1, 2, 3].map(() => createDb(database.url, { max: 3 }));
  await database.db.execute(sql`update game_state set status = 'active', transfers_paused = false`);
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

describe('two webs and two workers on one database', () => {
  it('applies each due turn exactly once while both webs read and transfer, and the ledger reconciles', async () => {
    const [webA, webB, workerA, workerB] = pools.map((pool) => pool.db);
    const alice = await player('alice');
    const bob = await player('bob');
    const before = await clock();

    // Each worker tries three times to run the turn that is due at that moment.
    const work = async (db: typeof workerA) => {
      const outcomes: boolean[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const { next_turn_at } = await clock();
        const due = new Date(new Date(next_turn_at).getTime() + 1000);
        const result = await runTurn(db!, { trigger: 'clock', when: 'due', now: due });
        outcomes.push(result.ran);
      }
      return outcomes;
    };
    // Each web alternates reads and 1,000-unit transfers, alice and bob paying each other in turn.
    const serve = async (db: typeof webA, from: Player, to: Player) => {
      let transfers = 0;
      for (let i = 0; i < 6; i++) {
        const status = await getClientStatus(db!, { userId: from.userId });
        expect(status.actions).toBeGreaterThanOrEqual(0);
        const paid = await transferFunds(db!, {
          userId: from.userId,
          body: { targetCharacterId: to.characterId, amount: 1000 },
        });
        expect(paid.payload).toMatchObject({ success: true });
        transfers += 1;
      }
      return transfers;
    };

    const [ranA, ranB, sentA, sentB] = await Promise.all([
      work(workerA),
      work(workerB),
      serve(webA, alice, bob),
      serve(webB, bob, alice),
    ]);

    const ran = [...ranA, ...ranB].filter(Boolean).length;
    expect(ran).toBeGreaterThanOrEqual(1);
    const after = await clock();
    expect(after.current_turn).toBe(before.current_turn + ran);
    const recorded = await database.db.execute<{ turn: number }>(
      sql`select turn from turns where turn >= ${before.current_turn} order by turn`,
    );
    expect(recorded.rows.map((r) => r.turn)).toEqual(
      Array.from({ length: ran }, (_, i) => before.current_turn + i),
    );
    expect(sentA + sentB).toBe(12);
    const transferRows = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_entries where reason = 'funds_transfer'
        and account_id in (${alice.characterId}, ${bob.characterId})`);
    expect(transferRows.rows[0]!.n).toBeGreaterThanOrEqual(24);
    expect(await ledgerProblems(database.db)).toEqual([]);
  }, 300_000);
});
