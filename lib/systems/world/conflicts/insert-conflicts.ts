import { sql } from 'drizzle-orm';
import type { ConflictSide } from '@/models';
import type { Db } from '@/lib/platform/db';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import type { ConflictStatus } from './constants';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

/** A conflict ready to insert: every field decided, in the caller's deterministic order. */
export interface PlannedConflict {
  name: string;
  hostCountryId: string;
  stateId: string | null;
  region: string;
  type: string;
  bloc: string;
  terrain: string;
  severity: number;
  intensity: number;
  status: ConflictStatus;
  control: number;
  supplyA: number;
  supplyB: number;
  sideA: ConflictSide;
  sideB: ConflictSide;
  cause: 'tension' | 'event';
  tensionId: string | null;
  sourceEventId: string | null;
}

/** The host, then both sides' countries and backers, each once. */
export function involvedCountries(hostCountryId: string, a: ConflictSide, b: ConflictSide): string[] {
  const all = [hostCountryId, ...a.countries, ...b.countries, a.backer, b.backer];
  return [...new Set(all.filter((id): id is string => id !== null))];
}

/**
 * Inserts conflicts in one statement, skipping any whose host state already has an open conflict,
 * with their first control-history point, a conflict_started history row per involved country and
 * a news post (the world seed does not announce the conflicts it starts with). Returns how many were inserted.
 */
export async function insertConflicts(
  tx: Db,
  turn: number,
  planned: readonly PlannedConflict[],
  { announce }: { announce: boolean },
): Promise<number> {
  if (planned.length === 0) return 0;
  const values = sql.join(
    planned.map(
      (p, ord) => sql`(${ord}::int, ${p.name}::text, ${p.hostCountryId}::text, ${p.stateId}::text,
        ${p.region}::text, ${p.type}::text, ${p.bloc}::text, ${p.terrain}::text, ${p.severity}::int,
        ${p.intensity}::real, ${p.status}::text, ${p.control}::real, ${p.supplyA}::real, ${p.supplyB}::real,
        ${JSON.stringify(p.sideA)}::jsonb, ${JSON.stringify(p.sideB)}::jsonb, ${p.cause}::text,
        ${p.tensionId}::text, ${p.sourceEventId}::text,
        ${`{${involvedCountries(p.hostCountryId, p.sideA, p.sideB).join(',')}}`}::text[])`,
    ),
    sql`, `,
  );
  const result = await tx.execute<{ inserted: number }>(sql`
    with planned(ord, name, host_country_id, state_id, region, type, bloc, terrain, severity, intensity,
      status, control, supply_a, supply_b, side_a, side_b, cause, tension_id, source_event_id, country_ids)
      as (values ${values}),
    fresh as (
      select distinct on (p.host_country_id, p.state_id) p.* from planned p
      join countries co on co.id = p.host_country_id
      left join states s on s.id = p.state_id
      where (p.state_id is null or s.country_id = p.host_country_id)
        and not exists (select 1 from conflicts c where c.host_country_id = p.host_country_id
          and c.state_id is not distinct from p.state_id and c.status <> 'resolved')
      order by p.host_country_id, p.state_id, p.ord),
    inserted as (
      insert into conflicts (name, host_country_id, state_id, region, type, bloc, terrain, severity, intensity,
        status, control, supply_a, supply_b, side_a, side_b, cause, tension_id, source_event_id, country_ids,
        started_turn, status_since_turn)
      select name, host_country_id, state_id, region, type, bloc, terrain, severity, intensity, status, control,
        supply_a, supply_b, side_a, side_b, cause, tension_id, source_event_id, country_ids, ${turn}::int, ${turn}::int
      from fresh order by ord
      returning *),
    snapshot as (
      insert into conflict_turns (conflict_id, turn, control, supply_a, supply_b, intensity, status)
      select id, ${turn}::int, control, supply_a, supply_b, intensity, status from inserted),
    history as (
      ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'details'])}
      select country.id, ${turn}::int, 'conflict_started', 'Conflict started: ' || i.name,
        jsonb_build_object('conflictId', i.id, 'region', i.region, 'type', i.type, 'severity', i.severity)
      from inserted i cross join lateral unnest(i.country_ids) as country(id)
      where ${announce}::boolean
      order by i.id, country.id),
    news as (
      ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
      select 'Fighting breaks out: ' || i.name,
        (i.side_a->>'label') || ' face ' || (i.side_b->>'label') || ' in ' || i.region || '.',
        null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'conflict', i.host_country_id, ${turn}::int
      from inserted i where ${announce}::boolean order by i.id)
    select count(*)::int as inserted from inserted`);
  return result.rows[0]?.inserted ?? 0;
}
