import { sql } from 'drizzle-orm';
import type { WorldEventEffects } from '@/models';
import { shiftCharacterStanding } from '@/lib/systems/core/characters/shift-character-standing';
import type { Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { textArray } from '@/lib/platform/db/text-array';
import { applyEconomyShocks } from '@/lib/systems/economy/macro/apply-economy-shocks';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { shiftStateMetrics } from '@/lib/systems/policy/shift-state-metrics';
import { EVENT_KINDS, SCANDAL_CANDIDATE_POOL } from './constants';
import type { EventCandidateCountry, WorldEventDraft } from './draw-world-events';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertLiveEventsSql } from '@/lib/platform/events/live-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

/** Every country with its states and the kinds active there, in id order (the draw's fixed order). */
export async function loadEventCandidates(tx: Db): Promise<EventCandidateCountry[]> {
  const result = await tx.execute<{ id: string; states: string[]; active_kinds: string[] }>(sql`
    select co.id, array_agg(s.id order by s.id) as states,
      coalesce((select array_agg(distinct e.kind) from world_events e
        where e.country_id = co.id and e.status = 'active'), '{}') as active_kinds
    from countries co join states s on s.country_id = co.id
    group by co.id order by co.id`);
  return result.rows.map((row) => ({ id: row.id, states: row.states, activeKinds: row.active_kinds }));
}

type Started = {
  id: number;
  country_id: string;
  state_id: string | null;
  character_id: string | null;
  effects: WorldEventEffects;
};

/**
 * Starts drafted events: one INSERT … SELECT fills titles from the kind's templates and picks the named
 * character (among the country's most influential), then the effects go through their owners' verbs
 * (state metrics, national economy, character standing), one statement each, and one statement each
 * writes the news posts and the `world_event_started` history entries (not for the opening world).
 */
export async function startWorldEvents(
  tx: Db,
  input: {
    drafts: readonly WorldEventDraft[];
    turn: number;
    /** The turn's clock, stamped on the notifications so a replay writes the same ones. */
    now?: Date;
    /**
     * True for the world seed. Events under way when the world opens are scenery, not news or history, and
     * the opening economy (the reference figures) already includes them, so only metrics and characters move.
     */
    opening?: boolean;
  },
): Promise<{ started: number }> {
  const { drafts, turn, opening = false } = input;
  if (drafts.length === 0) return { started: 0 };
  const payload = JSON.stringify(
    drafts.map((d, ord) => {
      const kind = EVENT_KINDS.get(d.kind)!;
      return {
        ord,
        kind: d.kind,
        scope: kind.scope,
        country_id: d.countryId,
        state_id: d.stateId,
        severity: d.severity,
        end_turn: turn + d.duration - 1,
        pick: d.characterPick,
        title: kind.title,
        description: kind.description,
        // What the event record says it applied: an opening event leaves the economy as the reference has it.
        effects: opening ? { ...d.effects, economy: null } : d.effects,
      };
    }),
  );
  const started = await tx.execute<Started>(sql`
    with draft as (
      select * from jsonb_to_recordset(${payload}::jsonb) as r(ord int, kind text, scope text, country_id text,
        state_id text, severity int, end_turn int, pick float8, title text, description text, effects jsonb)),
    named as (
      select d.*, coalesce(st.name, co.name) as place, ch.id as character_id, ch.name as character_name
      from draft d
      join countries co on co.id = d.country_id
      left join states st on st.id = d.state_id
      left join lateral (
        -- Counted and ranked within the pool: counted over the whole country, a million-character world
        -- sorted every character of it (0.8 s an event).
        select pool.id, pool.name from (
          select top.id, top.name, count(*) over () as n,
            row_number() over (order by top.political_influence desc, top.seq) as rank
          from (select c.id, c.name, c.political_influence, c.seq from characters c
            where c.country_id = d.country_id
            order by c.political_influence desc, c.seq limit ${SCANDAL_CANDIDATE_POOL}) top) pool
        where pool.rank = 1 + floor(d.pick * least(${SCANDAL_CANDIDATE_POOL}, pool.n))
      ) ch on d.pick is not null)
    insert into world_events (kind, title, description, scope, country_id, state_id, severity, start_turn,
      end_turn, status, character_id, character_name, effects)
    select n.kind,
      replace(replace(replace(n.title, '{place}', n.place), '{severity}', n.severity::text),
        '{character}', coalesce(n.character_name, 'a senior official')),
      replace(replace(replace(n.description, '{place}', n.place), '{severity}', n.severity::text),
        '{character}', coalesce(n.character_name, 'a senior official')),
      n.scope, n.country_id, n.state_id, n.severity, ${turn}::int, n.end_turn, 'active',
      n.character_id, n.character_name,
      case when n.character_id is null then jsonb_set(n.effects, '{character}', 'null') else n.effects end
    from named n order by n.ord
    returning id, country_id, state_id, character_id, effects`);
  const rows = started.rows;

  await shiftStateMetrics(tx, {
    turn,
    shifts: rows.flatMap((e) =>
      e.effects.metrics.map((m) => ({
        countryId: e.country_id,
        stateId: e.state_id,
        metricId: m.metricId,
        delta: m.delta,
      })),
    ),
  });
  await applyEconomyShocks(tx, {
    turn,
    shocks: rows.flatMap((e) =>
      e.effects.economy ? [{ countryId: e.country_id, ...e.effects.economy }] : [],
    ),
  });
  await shiftCharacterStanding(tx, {
    shifts: rows.flatMap((e) =>
      e.character_id && e.effects.character ? [{ characterId: e.character_id, ...e.effects.character }] : [],
    ),
  });

  if (opening) return { started: rows.length };
  const categories = sql.join(
    [...EVENT_KINDS.values()].map((k) => sql`(${k.id}::text, ${k.newsCategory}::text)`),
    sql`, `,
  );
  const ids = rows.map((e) => String(e.id));
  await tx.execute(sql`
    with category(kind, name) as (values ${categories})
    ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
    select e.title, e.description, null, ${SYSTEM_NEWS_AUTHOR}::text, true, category.name, e.country_id, ${turn}::int
    from world_events e join category on category.kind = e.kind
    where e.id = any(${textArray(ids)}::int[]) order by e.id`);
  await tx.execute(sql`
    ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'character_id', 'character_name', 'details'])}
    select e.country_id, ${turn}::int, 'world_event_started', e.title, e.character_id, e.character_name,
      jsonb_build_object('worldEventId', e.id, 'kind', e.kind, 'stateId', e.state_id, 'severity', e.severity,
        'endTurn', e.end_turn)
    from world_events e where e.id = any(${textArray(ids)}::int[]) order by e.id`);
  // Players where it happens: the state's for a state event, the whole country's for a national one.
  await notifyMany(tx, {
    turn,
    now: input.now ?? sql`now()`,
    source: sql`
      select c.id as character_id, 'world_event' as kind, e.id::text as key, e.title, e.description as body,
             '/events/' || e.id as link
      from world_events e
      join characters c on c.country_id = e.country_id and c.user_id is not null
        and (e.state_id is null or c.state_id = e.state_id)
      where e.id = any(${textArray(ids)}::int[])`,
  });
  // The live stream's `world_event` frames (for every viewer), committed with the turn.
  await tx.execute(sql`
    ${insertLiveEventsSql(['kind', 'turn', 'payload'])}
    select 'world_event', ${turn}::int, jsonb_build_object('id', e.id, 'kind', e.kind, 'title', e.title,
      'countryId', e.country_id, 'stateId', e.state_id, 'severity', e.severity, 'startTurn', e.start_turn,
      'endTurn', e.end_turn)
    from world_events e where e.id = any(${textArray(ids)}::int[]) order by e.id`);
  return { started: rows.length };
}
