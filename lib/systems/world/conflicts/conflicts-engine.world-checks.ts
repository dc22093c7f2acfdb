import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { freshApiKey } from '@/lib/testing/api-keys';
import { deepStrict } from '@/lib/testing/deep-strict';
import { callV1 } from '@/lib/testing/v1-requests';
import type { WorldRun } from '@/lib/testing/world-run';
import { NOTABLE_SHIFT } from './constants';
import { countryBattlesResponse, listConflictsResponse } from './schemas';

const strict = (response: z.ZodObject) => deepStrict(response.extend({ ok: z.literal(true) }));

type Counts = {
  conflicts: number;
  ignited: number;
  resolved: number;
  open: number;
  status_changed: number;
  battles: number;
  contacts: number;
  moved: number;
  notable: number;
  started_events: number;
  started_expected: number;
  resolved_events: number;
  resolved_expected: number;
  battle_events: number;
  conflict_news: number;
};

async function counts(db: Db): Promise<Counts> {
  const result = await db.execute<Counts>(sql`
    select
      (select count(*)::int from conflicts) as conflicts,
      (select count(*)::int from conflicts where started_turn > 1) as ignited,
      (select count(*)::int from conflicts where status = 'resolved') as resolved,
      (select count(*)::int from conflicts where status <> 'resolved') as open,
      (select count(*)::int from conflicts c
        where (select count(distinct status) from conflict_turns t where t.conflict_id = c.id) > 1) as status_changed,
      (select count(*)::int from conflict_battles) as battles,
      (select count(*)::int from conflict_battles where not no_contact) as contacts,
      (select count(*)::int from conflict_battles where control_after <> control_before) as moved,
      (select count(*)::int from conflict_battles
        where abs(control_after - control_before) >= ${NOTABLE_SHIFT}) as notable,
      (select count(*)::int from history_events where event_type = 'conflict_started') as started_events,
      (select coalesce(sum(cardinality(country_ids)), 0)::int from conflicts where started_turn > 1)
        as started_expected,
      (select count(*)::int from history_events where event_type = 'conflict_resolved') as resolved_events,
      (select coalesce(sum(cardinality(country_ids)), 0)::int from conflicts where status = 'resolved')
        as resolved_expected,
      (select count(*)::int from history_events where event_type = 'battle_fought') as battle_events,
      (select count(*)::int from news_posts where is_system and category = 'conflict') as conflict_news`);
  return result.rows[0]!;
}

/** Conflicts' and battles' checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeConflictsOverTheRun(world: WorldRun) {
  const db = () => world.db();
  let before: Counts | undefined;
  world.beforeRun(async (db) => {
    before = await counts(db);
  });

  describe(`conflicts over ${world.turns} turns on the default world`, () => {
    let final: Counts;

    it('fights battles that move control, changes statuses, and ignites or resolves conflicts', async () => {
      expect(before).toMatchObject({ battles: 0, ignited: 0, started_events: 0, conflict_news: 0 });
      expect(before!.open).toBeGreaterThanOrEqual(1);
      final = await counts(db());
      // The closing note quotes these.
      process.stdout.write(`conflicts 200-turn counts: ${JSON.stringify(final)}\n`);

      expect(final.status_changed).toBeGreaterThanOrEqual(1);
      expect(final.ignited + final.resolved).toBeGreaterThanOrEqual(1);
      expect(final.resolved + final.open).toBe(final.conflicts);
      expect(final.battles).toBeGreaterThanOrEqual(world.turns / 4);
      expect(final.contacts).toBeGreaterThan(0);
      expect(final.contacts).toBeLessThan(final.battles);
      expect(final.moved).toBeGreaterThan(0);
      // History and news for every start, resolution and notable battle.
      expect(final.started_events).toBe(final.started_expected);
      expect(final.resolved_events).toBe(final.resolved_expected);
      expect(final.battle_events).toBe(final.notable);
      expect(final.conflict_news).toBeGreaterThanOrEqual(final.ignited + final.resolved + final.notable);
    });

    it('fights exactly one battle per open conflict and turn, chaining control from battle to battle', async () => {
      const bad = await db().execute<{
        outside: number;
        duplicate: number;
        broken: number;
        gaps: number;
      }>(sql`
        select
          (select count(*)::int from conflict_battles b join conflicts c on c.id = b.conflict_id
            where b.turn < c.started_turn or b.turn > coalesce(c.resolved_turn, b.turn)) as outside,
          (select count(*)::int from (select 1 from conflict_battles group by conflict_id, turn
            having count(*) > 1) d) as duplicate,
          (select count(*)::int from conflict_battles b join conflict_battles prev
            on prev.conflict_id = b.conflict_id and prev.turn = b.turn - 1
            where abs(prev.control_after - b.control_before) > 1e-4) as broken,
          (select count(*)::int from conflicts c where (select count(*) from conflict_turns t
            where t.conflict_id = c.id) <> coalesce(c.resolved_turn, ${world.turns}) - c.started_turn + 1) as gaps`);
      expect(bad.rows[0]).toEqual({ outside: 0, duplicate: 0, broken: 0, gaps: 0 });
    });

    it('serves the conflicts and a country’s battles on v1', async () => {
      const apiKey = await freshApiKey('alice', 'public', db());
      const resolved = await callV1('conflicts', { apiKey, query: { status: 'resolved', limit: '100' } });
      expect(strict(listConflictsResponse).safeParse(resolved.body).error).toBeUndefined();
      expect(resolved.body.conflicts).toHaveLength(Math.min(final.resolved, 100));
      const busiest = await db().execute<{ id: string; n: number }>(sql`
        select c.id, (select count(*)::int from conflict_battles b where c.id = any(b.country_ids)) as n
        from countries c order by n desc, c.id limit 1`);
      const battles = await callV1('countryBattles', {
        apiKey,
        params: { code: busiest.rows[0]!.id },
        query: { limit: '100' },
      });
      expect(strict(countryBattlesResponse).safeParse(battles.body).error).toBeUndefined();
      expect(battles.body.battles).toHaveLength(Math.min(busiest.rows[0]!.n, 100));
      expect(battles.body.battles.length).toBeGreaterThan(0);
    });
  });
}
