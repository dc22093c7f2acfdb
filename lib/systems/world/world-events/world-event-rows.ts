import { eq } from 'drizzle-orm';
import {
  characters,
  countries,
  states,
  worldEvents,
  type WorldEvent,
  type WorldEventEffects,
} from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { metricReferences } from '@/lib/systems/policy/reference';
import { EVENT_KINDS, type WorldEventKind, type WorldEventStatus } from './constants';
import type { WorldEventView } from './schemas';

const METRIC_LABELS = new Map(metricReferences.map((m) => [m.id, m.label]));

/** Events with their place names and the named character's number; callers add where, order and limit. */
export function selectWorldEvents(db: Db) {
  return db
    .select({
      event: worldEvents,
      countryName: countries.name,
      stateName: states.name,
      characterSeq: characters.seq,
    })
    .from(worldEvents)
    .innerJoin(countries, eq(countries.id, worldEvents.countryId))
    .leftJoin(states, eq(states.id, worldEvents.stateId))
    .leftJoin(characters, eq(characters.id, worldEvents.characterId))
    .$dynamic();
}

const effectsView = (effects: WorldEventEffects) => ({
  metrics: effects.metrics.map((m) => ({
    metricId: m.metricId,
    label: METRIC_LABELS.get(m.metricId) ?? m.metricId,
    delta: Number(m.delta),
  })),
  economy: effects.economy,
  character: effects.character,
});

export function toWorldEventView(row: {
  event: WorldEvent;
  countryName: string;
  stateName: string | null;
  characterSeq: number | null;
}): WorldEventView {
  const e = row.event;
  return {
    id: e.id,
    kind: e.kind as WorldEventKind,
    kindLabel: EVENT_KINDS.get(e.kind)?.label ?? e.kind,
    title: e.title,
    description: e.description,
    scope: e.scope,
    countryId: e.countryId,
    countryName: row.countryName,
    stateId: e.stateId,
    stateName: e.stateId ? (row.stateName ?? e.stateId) : null,
    severity: e.severity,
    startTurn: e.startTurn,
    endTurn: e.endTurn,
    status: e.status as WorldEventStatus,
    expiredTurn: e.expiredTurn,
    character: e.characterName
      ? {
          id: e.characterId,
          name: e.characterName,
          profileUrl: row.characterSeq === null ? null : characterProfileUrl(row.characterSeq),
        }
      : null,
    effects: effectsView(e.effects),
    recovery: e.recovery && effectsView(e.recovery),
  };
}
