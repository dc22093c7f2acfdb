// The event phases on the seeded world: the seeded events and their effects, a scandal started and
// expired through the verbs (exact shifts), and a short run of the world system drawing and expiring.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { withTx } from '@/lib/platform/db';
import type { Random } from '@/lib/platform/random';
import { phaseById } from '@/lib/systems/game/turn/registry';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import type { GameState } from '@/models';
import { EVENT_KINDS, SEEDED_WORLD_EVENTS } from './constants';
import { effectsAt } from './draw-world-events';
import { expireWorldEvents } from './expire-world-events';
import { startWorldEvents } from './start-world-events';

const database = seededSuiteDatabase();

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows[0]!;

describe('world event phases', () => {
  it('are registered in the world system before the clock', () => {
    expect(phaseById('world-events-expire').system).toBe('world');
    expect(phaseById('world-events-draw').system).toBe('world');
  });

  it('the seed starts a few events with their metric shifts, but no news or history', async () => {
    const seeded = await one<{
      events: number;
      kinds: number;
      news: number;
      history: number;
      off: number;
    }>(sql`
      select (select count(*)::int from world_events where status = 'active' and start_turn = 1) as events,
        (select count(distinct kind)::int from world_events) as kinds,
        (select count(*)::int from news_posts n join world_events e on e.title = n.title and n.is_system) as news,
        (select count(*)::int from history_events where event_type = 'world_event_started') as history,
        (select count(*)::int from state_metrics where value <> baseline) as off`);
    expect(seeded).toMatchObject({
      events: SEEDED_WORLD_EVENTS,
      kinds: SEEDED_WORLD_EVENTS,
      news: 0,
      history: 0,
    });
    expect(seeded.off).toBeGreaterThan(0);
  });

  it('starts a scandal through the owners verbs and undoes its recovery share at expiry', async () => {
    const kind = EVENT_KINDS.get('scandal')!;
    const effects = effectsAt(kind, 4);
    const before = await one<{ trust: number }>(sql`
      select value as trust from state_metrics where state_id = 'DE-BY' and metric_id = 'publicTrust'`);
    // A pick of 0 names the country's most influential character.
    const top = await one<{ id: string; name: string; favorability: number; influence: number }>(sql`
      select id, name, favorability, political_influence as influence from characters
      where country_id = 'DE' order by political_influence desc, seq limit 1`);
    const { started } = await startWorldEvents(database.db, {
      turn: 50,
      drafts: [
        {
          kind: 'scandal',
          countryId: 'DE',
          stateId: null,
          severity: 4,
          duration: 3,
          characterPick: 0,
          effects,
        },
      ],
    });
    expect(started).toBe(1);
    const event = await one<{
      id: number;
      end_turn: number;
      character_id: string;
      title: string;
      fav: number;
      infl: number;
    }>(sql`
      select e.id, e.end_turn, e.character_id, e.title, c.favorability as fav, c.political_influence as infl
      from world_events e join characters c on c.id = e.character_id where e.start_turn = 50`);
    expect(event.end_turn).toBe(52);
    expect(event.character_id).toBe(top.id);
    expect(event.title).toBe(`Scandal engulfs ${top.name}`);
    expect(event.fav).toBeCloseTo(Math.max(0, top.favorability + effects.character!.favorability), 4);
    expect(event.infl).toBeCloseTo(Math.max(0, top.influence + effects.character!.politicalInfluence), 4);

    const trustDelta = effects.metrics.find((m) => m.metricId === 'publicTrust')!.delta;
    const after = await one<{ trust: number }>(sql`
      select value as trust from state_metrics where state_id = 'DE-BY' and metric_id = 'publicTrust'`);
    expect(after.trust).toBeCloseTo(Math.max(0, before.trust + trustDelta), 6);
    const written = await one<{ news: number; history: number }>(sql`
      select (select count(*)::int from news_posts where title = ${event.title} and category = 'politics') as news,
        (select count(*)::int from history_events where event_type = 'world_event_started'
          and (details->>'worldEventId')::int = ${event.id}) as history`);
    expect(written).toEqual({ news: 1, history: 1 });

    // Still active through its end turn, expired the turn after (with the seeded events, long over).
    await expireWorldEvents(database.db, { turn: 52 });
    const status = async () =>
      (await one<{ status: string }>(sql`select status from world_events where id = ${event.id}`)).status;
    expect(await status()).toBe('active');
    expect((await expireWorldEvents(database.db, { turn: 53 })).expired).toBe(1);
    const expired = await one<{
      status: string;
      recovery: { metrics: { metricId: string; delta: number }[] };
    }>(sql`
      select status, recovery from world_events where id = ${event.id}`);
    expect(expired.status).toBe('expired');
    const recovered = expired.recovery.metrics.find((m) => m.metricId === 'publicTrust')!.delta;
    expect(recovered).toBeCloseTo(-trustDelta * kind.recovery, 4);
    const restored = await one<{ trust: number; ended: number }>(sql`
      select (select value from state_metrics where state_id = 'DE-BY' and metric_id = 'publicTrust') as trust,
        (select count(*)::int from history_events where event_type = 'world_event_ended'
          and (details->>'worldEventId')::int = ${event.id}) as ended`);
    expect(restored.trust).toBeCloseTo(after.trust + recovered, 6);
    expect(restored.ended).toBe(1);
  });

  it('moves the national economy on a market shock', async () => {
    const kind = EVENT_KINDS.get('market_shock')!;
    const effects = effectsAt(kind, 2);
    const before = await one<{ confidence: string; cap: string }>(sql`
      select investor_confidence as confidence, stock_market_cap as cap from country_economies where country_id = 'JP'`);
    await startWorldEvents(database.db, {
      turn: 60,
      drafts: [
        {
          kind: 'market_shock',
          countryId: 'JP',
          stateId: null,
          severity: 2,
          duration: 2,
          characterPick: null,
          effects,
        },
      ],
    });
    const after = await one<{ confidence: string; cap: string }>(sql`
      select investor_confidence as confidence, stock_market_cap as cap from country_economies where country_id = 'JP'`);
    expect(Number(after.confidence)).toBeCloseTo(
      Number(before.confidence) + effects.economy!.investorConfidence,
      3,
    );
    expect(Number(after.cap)).toBeLessThan(Number(before.cap));
  });

  it('draws and expires events over a short run of the world system', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from world_events`);
    await runSystemTurns(database.db, [], 30);
    const after = await one<{ n: number; expired: number; overdue: number; duplicates: number }>(sql`
      select count(*)::int as n, count(*) filter (where status = 'expired')::int as expired,
        count(*) filter (where status = 'active' and end_turn < (select current_turn from game_state) - 1)::int
          as overdue,
        (select count(*)::int from (select country_id, kind from world_events where status = 'active'
          group by 1, 2 having count(*) > 1) d) as duplicates
      from world_events`);
    expect(after.n).toBeGreaterThan(before.n + 3);
    expect(after.expired).toBeGreaterThan(0);
    expect(after.overdue).toBe(0);
    expect(after.duplicates).toBe(0);
  });

  it('an armed uprising starts a conflict in its state, named after the event', async () => {
    // A draw that always fires and always takes the first option: every kind starts in every country
    // where it is not already active, armed uprisings included.
    const alwaysFirst: Random = {
      int: (min) => min,
      float: () => 0,
      pick: (items) => items[0]!,
      weightedIndex: () => 0,
      objectId: () => '000000000000000000000000',
    };
    const turn = await one<{ turn: number }>(sql`select current_turn as turn from game_state`);
    const state = (await database.db.execute(sql`select * from game_state`)).rows[0] as unknown as GameState;
    const ctx: TurnContext = {
      turn: turn.turn,
      state,
      flags: { subsidiaryCorporationsEnabled: true },
      random: alwaysFirst,
      now: new Date(),
    };
    await withTx(database.db, (tx) => phaseById('world-events-draw').run(tx, ctx));
    const linked = await database.db.execute<{
      event: number;
      country: string;
      state: string;
      cause: string;
    }>(sql`
      select e.id as event, c.host_country_id as country, c.state_id as state, c.cause
      from world_events e join conflicts c on c.source_event_id = e.id::text
      where e.kind = 'armed_uprising' and e.start_turn = ${ctx.turn} order by e.id`);
    const uprisings = await one<{ n: number }>(sql`
      select count(*)::int as n from world_events where kind = 'armed_uprising' and start_turn = ${ctx.turn}`);
    expect(uprisings.n).toBeGreaterThan(0);
    expect(linked.rows.length).toBeGreaterThan(0);
    for (const row of linked.rows) expect(row.cause).toBe('event');
  });
});

describe('world event notifications', () => {
  it('tell the players of the state for a state event, and of the country for a national one', async () => {
    const at = new Date('2030-06-01T00:00:00Z');
    const draft = (kind: string, stateId: string | null) => ({
      kind,
      countryId: 'US',
      stateId,
      severity: 1,
      duration: 2,
      characterPick: null,
      effects: effectsAt(EVENT_KINDS.get(kind)!, 1),
    });
    await startWorldEvents(database.db, {
      turn: 70,
      now: at,
      drafts: [draft('natural_disaster', 'TX'), draft('strike', 'NY'), draft('scandal', null)],
    });
    const told = await database.db.execute<{ username: string; n: number; frames: number }>(sql`
      select u.username, count(*)::int as n,
        (select count(*)::int from live_events l where l.character_id = c.id and l.payload->>'kind' = 'world_event'
           and l.turn = 70) as frames
      from notifications n join characters c on c.id = n.character_id join users u on u.id = c.user_id
      where n.kind = 'world_event' and n.turn = 70 and n.created_at = ${at.toISOString()}::timestamptz
      group by u.username, c.id order by u.username`);
    // Bob lives in Texas, alice in California, carol in the United Kingdom: New York's strike tells nobody.
    expect(told.rows).toEqual([
      { username: 'alice', n: 1, frames: 1 },
      { username: 'bob', n: 2, frames: 2 },
    ]);
    const [bobs] = (
      await database.db.execute<{ title: string; link: string }>(sql`
        select n.title, n.link from notifications n join characters c on c.id = n.character_id
        join users u on u.id = c.user_id
        where u.username = 'bob' and n.kind = 'world_event' and n.turn = 70 and n.title like '%Texas%'`)
    ).rows;
    expect(bobs!.title).toContain('Texas');
    expect(bobs!.link).toMatch(/^\/events\/\d+$/);
  });
});
