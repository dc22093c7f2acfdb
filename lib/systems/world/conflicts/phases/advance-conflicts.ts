import { sql } from 'drizzle-orm';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  DECISIVE_CONTROL_HIGH,
  DECISIVE_CONTROL_LOW,
  DEESCALATE_INTENSITY,
  ESCALATE_INTENSITY,
  EXHAUSTED_SUPPLY,
  REKINDLE_INTENSITY,
  WIND_DOWN_INTENSITY,
  WIND_DOWN_TURNS,
} from '../constants';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

/** Our own numeric constants, inlined as SQL literals so Postgres types the arithmetic. */
const k = (value: number) => sql.raw(String(value));

/**
 * Moves every open conflict along the status transitions of lib/systems/world/conflicts/constants.ts after its
 * battle, records the turn's point of each conflict's control history, and writes history
 * (conflict_resolved, for every involved country) and news for each change. One statement.
 */
export const advanceConflicts = definePhase({
  id: 'advance-conflicts',
  system: 'world',
  async run(tx, ctx) {
    await tx.execute(sql`
      with judged as (
        select c.id, c.status as old_status, c.name, c.region, c.control, c.supply_a, c.supply_b, c.intensity,
          c.host_country_id, c.country_ids, c.side_a, c.side_b,
          case
            when c.status = 'winding_down' and (c.control <= 0 or c.control >= 100
              or ${ctx.turn}::int - c.status_since_turn >= ${k(WIND_DOWN_TURNS)}) then 'resolved'
            when c.status = 'winding_down' then case
              when c.intensity >= ${k(REKINDLE_INTENSITY)} and least(c.supply_a, c.supply_b) > ${k(EXHAUSTED_SUPPLY)}
                and c.control > ${k(DECISIVE_CONTROL_LOW)} and c.control < ${k(DECISIVE_CONTROL_HIGH)} then 'active'
              else 'winding_down' end
            when c.intensity <= ${k(WIND_DOWN_INTENSITY)} or least(c.supply_a, c.supply_b) <= ${k(EXHAUSTED_SUPPLY)}
              or c.control <= ${k(DECISIVE_CONTROL_LOW)} or c.control >= ${k(DECISIVE_CONTROL_HIGH)} then 'winding_down'
            when c.status = 'active' and c.intensity >= ${k(ESCALATE_INTENSITY)} then 'escalating'
            when c.status = 'escalating' and c.intensity < ${k(DEESCALATE_INTENSITY)} then 'active'
            else c.status end as status
        from conflicts c where c.status <> 'resolved'),
      changed as (
        select j.*, case when j.status <> 'resolved' then null
          when j.control >= ${k(DECISIVE_CONTROL_HIGH)} then 'B'
          when j.control <= ${k(DECISIVE_CONTROL_LOW)} then 'A' else 'ceasefire' end as outcome
        from judged j where j.status <> j.old_status),
      updated as (
        update conflicts c set status = ch.status, status_since_turn = ${ctx.turn}::int, outcome = ch.outcome,
          resolved_turn = case when ch.status = 'resolved' then ${ctx.turn}::int end
        from changed ch where ch.id = c.id),
      snapshot as (
        insert into conflict_turns (conflict_id, turn, control, supply_a, supply_b, intensity, status)
        select id, ${ctx.turn}::int, control, supply_a, supply_b, intensity, status from judged
        on conflict (conflict_id, turn) do update set control = excluded.control, supply_a = excluded.supply_a,
          supply_b = excluded.supply_b, intensity = excluded.intensity, status = excluded.status),
      history as (
        ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'details'])}
        select country.id, ${ctx.turn}::int, 'conflict_resolved', 'Conflict resolved: ' || ch.name,
          jsonb_build_object('conflictId', ch.id, 'outcome', ch.outcome, 'control', round(ch.control::numeric, 1))
        from changed ch cross join lateral unnest(ch.country_ids) as country(id)
        where ch.status = 'resolved' order by ch.id, country.id)
      ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
      select case ch.status
          when 'resolved' then case ch.outcome
            when 'A' then ch.name || ' ends: ' || (ch.side_a->>'label') || ' prevail'
            when 'B' then ch.name || ' ends: ' || (ch.side_b->>'label') || ' prevail'
            else ch.name || ' ends in a ceasefire' end
          when 'escalating' then ch.name || ' escalates'
          when 'winding_down' then ch.name || ' winds down'
          else ch.name || ': fighting flares again' end,
        'Fighting in ' || ch.region || ' is ' || replace(ch.status, '_', ' ') || '; side B holds '
          || round(ch.control::numeric) || '% of the contested area.',
        null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'conflict', ch.host_country_id, ${ctx.turn}::int
      from changed ch order by ch.id`);
  },
});
