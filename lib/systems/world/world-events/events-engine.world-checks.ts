import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/platform/db';
import type { WorldRun } from '@/lib/testing/world-run';
import { SCANDAL_CANDIDATE_POOL, SEEDED_WORLD_EVENTS } from './constants';

type Counts = {
  events: number;
  active: number;
  expired: number;
  kinds: number;
  state_events: number;
  scandals_named: number;
  recovered: number;
  overdue: number;
  duplicate_active: number;
  started_history: number;
  ended_history: number;
  start_news: number;
};

async function counts(db: Db): Promise<Counts> {
  const result = await db.execute<Counts>(sql`
    select count(*)::int as events,
      count(*) filter (where status = 'active')::int as active,
      count(*) filter (where status = 'expired')::int as expired,
      count(distinct kind)::int as kinds,
      count(*) filter (where scope = 'state')::int as state_events,
      count(*) filter (where kind = 'scandal' and character_id is not null)::int as scandals_named,
      count(*) filter (where status = 'expired' and recovery is not null and expired_turn = end_turn + 1)::int
        as recovered,
      count(*) filter (where status = 'active' and end_turn < (select current_turn from game_state) - 1)::int
        as overdue,
      (select count(*)::int from (select 1 from world_events where status = 'active'
        group by country_id, kind having count(*) > 1) d) as duplicate_active,
      (select count(*)::int from history_events where event_type = 'world_event_started') as started_history,
      (select count(*)::int from history_events where event_type = 'world_event_ended') as ended_history,
      (select count(*)::int from news_posts n where n.is_system
        and exists (select 1 from world_events e where e.title = n.title and e.start_turn = n.turn)) as start_news
    from world_events`);
  return result.rows[0]!;
}

/** Favorability of each country's scandal candidates, to see a scandal's mark the turn it starts. */
async function candidateFavorability(db: Db): Promise<Map<string, number>> {
  const result = await db.execute<{ id: string; favorability: number }>(sql`
    select id, favorability from (
      select c.id, c.favorability,
        row_number() over (partition by c.country_id order by c.political_influence desc, c.seq) as rank
      from characters c) ranked
    where rank <= ${SCANDAL_CANDIDATE_POOL}`);
  return new Map(result.rows.map((row) => [row.id, row.favorability]));
}

/** Crisis and random events on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeWorldEventsOverTheRun(world: WorldRun) {
  const db = () => world.db();
  let before: Counts | undefined;
  let favorability = new Map<string, number>();
  const scandalMarks: number[] = [];
  const metricMoves = { withDelta: 0, against: 0 };
  world.beforeRun(async (db) => {
    before = await counts(db);
    favorability = await candidateFavorability(db);
  });
  world.afterTurn(async (db) => {
    // Events started this turn: their named characters lost favorability since the last snapshot, and
    // each country-wide metric shift shows in the country average between this turn's and the next
    // turn's metric history (checked once that history exists, on the turn after).
    const scandals = await db.execute<{ character_id: string; favorability: number; delta: number }>(sql`
      select e.character_id, c.favorability, (e.effects->'character'->>'favorability')::float8 as delta
      from world_events e join characters c on c.id = e.character_id
      where e.kind = 'scandal' and e.start_turn = (select current_turn from game_state) - 1`);
    for (const row of scandals.rows) {
      const was = favorability.get(row.character_id);
      if (was !== undefined) scandalMarks.push(row.favorability - was);
    }
    const moves = await db.execute<{ with_delta: number; against: number }>(sql`
      with shift as (
        select e.country_id, m->>'metricId' as metric_id, (m->>'delta')::float8 as delta, e.start_turn
        from world_events e cross join jsonb_array_elements(e.effects->'metrics') m
        where e.scope = 'country' and e.start_turn = (select current_turn from game_state) - 2),
      moved as (
        select s.delta, after.average - was.average as change
        from shift s
        join country_metric_history was on was.country_id = s.country_id and was.metric_id = s.metric_id
          and was.turn = s.start_turn
        join country_metric_history after on after.country_id = s.country_id and after.metric_id = s.metric_id
          and after.turn = s.start_turn + 1)
      select count(*) filter (where sign(change) = sign(delta))::int as with_delta,
        count(*) filter (where sign(change) = -sign(delta))::int as against from moved`);
    metricMoves.withDelta += moves.rows[0]!.with_delta;
    metricMoves.against += moves.rows[0]!.against;
    favorability = await candidateFavorability(db);
  });

  describe(`crisis and random events over ${world.turns} turns on the default world`, () => {
    let final: Counts;

    it('draws events of many kinds, expires them on time and records each start and end', async () => {
      expect(before).toMatchObject({ events: SEEDED_WORLD_EVENTS, active: SEEDED_WORLD_EVENTS, expired: 0 });
      final = await counts(db());
      process.stdout.write(
        `world events 200-turn counts: ${JSON.stringify({ ...final, scandalMarks: scandalMarks.length, metricMoves })}\n`,
      );
      expect(final.events - before!.events).toBeGreaterThanOrEqual(30);
      expect(final.kinds).toBeGreaterThanOrEqual(6);
      expect(final.state_events).toBeGreaterThanOrEqual(10);
      expect(final.expired).toBeGreaterThanOrEqual(final.events - 20);
      expect(final.active + final.expired).toBe(final.events);
      expect(final.recovered).toBe(final.expired);
      expect(final.overdue).toBe(0);
      expect(final.duplicate_active).toBe(0);
      // Seeded events are not announced.
      expect(final.started_history).toBe(final.events - SEEDED_WORLD_EVENTS);
      expect(final.ended_history).toBe(final.expired);
      expect(final.start_news).toBeGreaterThanOrEqual(final.events - SEEDED_WORLD_EVENTS);
    });

    it('applies effects: scandals cost their characters favorability, metrics move with the shift', () => {
      expect(final.scandals_named).toBeGreaterThanOrEqual(3);
      expect(scandalMarks.length).toBeGreaterThanOrEqual(3);
      expect(scandalMarks.filter((change) => change < 0).length).toBeGreaterThanOrEqual(
        Math.ceil(scandalMarks.length * 0.8),
      );
      expect(metricMoves.withDelta).toBeGreaterThanOrEqual(20);
      expect(metricMoves.withDelta).toBeGreaterThan(metricMoves.against * 4);
    });
  });
}
