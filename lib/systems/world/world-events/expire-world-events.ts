import { sql } from 'drizzle-orm';
import type { WorldEventEffects } from '@/models';
import type { Db } from '@/lib/platform/db';
import { textArray } from '@/lib/platform/db/text-array';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { shiftStateMetrics } from '@/lib/systems/policy/shift-state-metrics';
import { EVENT_KINDS, EXPIRY_NEWS_MIN_SEVERITY } from './constants';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

/**
 * Expires the events whose window ended before this turn. Expiry undoes the kind's recovery share of
 * each metric shift (the rest fades with the metrics' natural decay); economy shocks are already
 * absorbed by the macro step's reversion and a scandal's mark on a character stays, so neither is
 * reversed. One UPDATE records the recovery, then one metric shift, one history insert and one news
 * insert (severe events only).
 */
export async function expireWorldEvents(tx: Db, input: { turn: number }): Promise<{ expired: number }> {
  const { turn } = input;
  const shares = sql.join(
    [...EVENT_KINDS.values()].map((k) => sql`(${k.id}::text, ${k.recovery}::numeric)`),
    sql`, `,
  );
  const expired = await tx.execute<{
    id: number;
    country_id: string;
    state_id: string | null;
    recovery: WorldEventEffects;
  }>(sql`
    with share(kind, value) as (values ${shares})
    update world_events e set status = 'expired', expired_turn = ${turn},
      recovery = jsonb_build_object(
        'metrics', coalesce((
          select jsonb_agg(jsonb_build_object('metricId', m->>'metricId',
            'delta', round(-(m->>'delta')::numeric * share.value, 4)) order by ord)
          from jsonb_array_elements(e.effects->'metrics') with ordinality as x(m, ord)), '[]'::jsonb),
        'economy', null, 'character', null)
    from share
    where share.kind = e.kind and e.status = 'active' and e.end_turn < ${turn}
    returning e.id, e.country_id, e.state_id, e.recovery`);
  const rows = expired.rows;
  if (rows.length === 0) return { expired: 0 };

  await shiftStateMetrics(tx, {
    turn,
    shifts: rows.flatMap((e) =>
      e.recovery.metrics.map((m) => ({
        countryId: e.country_id,
        stateId: e.state_id,
        metricId: m.metricId,
        delta: Number(m.delta),
      })),
    ),
  });
  const ids = rows.map((e) => String(e.id));
  await tx.execute(sql`
    ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'character_id', 'character_name', 'details'])}
    select e.country_id, ${turn}::int, 'world_event_ended', 'Over: ' || e.title, e.character_id, e.character_name,
      jsonb_build_object('worldEventId', e.id, 'kind', e.kind, 'stateId', e.state_id, 'severity', e.severity,
        'startTurn', e.start_turn)
    from world_events e where e.id = any(${textArray(ids)}::int[]) order by e.id`);
  await tx.execute(sql`
    ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
    select 'Recovery under way: ' || e.title,
      'After ' || (e.end_turn - e.start_turn + 1) || ' weeks the worst is over; officials expect a partial rebound.',
      null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'world', e.country_id, ${turn}::int
    from world_events e
    where e.id = any(${textArray(ids)}::int[]) and e.severity >= ${EXPIRY_NEWS_MIN_SEVERITY} order by e.id`);
  return { expired: rows.length };
}
