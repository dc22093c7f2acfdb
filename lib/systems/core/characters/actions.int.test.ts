import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { clockTurnSql, currentActionsSql, spendActionsSql } from './actions';
import { ACTIONS_PER_TURN } from './constants';

const database = seededSuiteDatabase();

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T & Record<string, unknown>>(query)).rows[0]!;

describe('a spend racing a turn commit', () => {
  it('keeps the clock its statement read, so the refill of the new turn is not lost', async () => {
    const { id, turn } = await one<{ id: string; turn: number }>(sql`
      select c.id, ${clockTurnSql} as turn from characters c order by c.seq limit 1`);
    // Counted as of this turn, so the spend's actions_turn equals the stored one (the case the stamp rewrote).
    await database.db.execute(
      sql`update characters set actions = 10, actions_turn = ${turn} where id = ${id}`,
    );

    // A holds the character's row; the spend takes its snapshot (clock = turn), then waits for the row.
    const holder = await database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from characters where id = $1 for update', [id]);
      // A drizzle query runs when it is awaited or then'd: start it now, without waiting.
      const spend = database.db
        .execute(sql`update characters set ${spendActionsSql(1)} where id = ${id}`)
        .then(() => undefined);
      for (;;) {
        const waiting = await one<{ n: number }>(sql`
          select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like 'update characters set actions =%'`);
        if (waiting.n > 0) break;
      }
      // The turn commits while the spend waits: the clock moves on.
      await holder.query('update game_state set current_turn = current_turn + 1');
      await holder.query('commit');
      await spend;
    } finally {
      holder.release();
    }

    const after = await one<{ actions: number; actions_turn: number; current: number }>(sql`
      select actions, actions_turn, ${currentActionsSql('characters')} as current from characters where id = ${id}`);
    expect(after).toMatchObject({ actions: 9, actions_turn: turn });
    // The turn that committed during the spend refills it on read.
    expect(after.current).toBe(9 + ACTIONS_PER_TURN);
  });
});
