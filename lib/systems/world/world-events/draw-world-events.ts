import type { WorldEventEffects } from '@/models';
import type { Random } from '@/lib/platform/random';
import { EVENT_KINDS } from './constants';
import { eventKindReferences, type EventKindReference } from './reference';

export interface EventCandidateCountry {
  id: string;
  /** State ids in a fixed order, so a pick replays. */
  states: string[];
  /** Kinds with an active event in the country; those are not drawn again. */
  activeKinds: string[];
}

/** One event to start: everything the draw decided. */
export interface WorldEventDraft {
  kind: string;
  countryId: string;
  stateId: string | null;
  severity: number;
  duration: number;
  /** A uniform draw in [0, 1) choosing the named character; null for kinds that name nobody. */
  characterPick: number | null;
  effects: WorldEventEffects;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The shifts a kind applies at a severity (per-severity effects times severity). */
export function effectsAt(kind: EventKindReference, severity: number): WorldEventEffects {
  return {
    metrics: kind.metrics.map((m) => ({ metricId: m.metricId, delta: round4(m.perSeverity * severity) })),
    economy: kind.economy && {
      gdpGrowth: round4(kind.economy.gdpGrowth * severity),
      investorConfidence: round4(kind.economy.investorConfidence * severity),
      stockMarketPct: round4(kind.economy.stockMarketPct * severity),
    },
    character: kind.character && {
      favorability: round4(kind.character.favorability * severity),
      politicalInfluence: round4(kind.character.politicalInfluence * severity),
    },
  };
}

/** Severity, window, place and character of one event of a kind in a country, drawn in a fixed order. */
export function draftEvent(
  random: Random,
  kind: EventKindReference,
  country: EventCandidateCountry,
): WorldEventDraft {
  const severity = random.int(kind.severity.min, kind.severity.max);
  const duration = random.int(kind.duration.min, kind.duration.max);
  const stateId = kind.scope === 'state' ? random.pick(country.states) : null;
  const characterPick = kind.character ? random.float() : null;
  return {
    kind: kind.id,
    countryId: country.id,
    stateId,
    severity,
    duration,
    characterPick,
    effects: effectsAt(kind, severity),
  };
}

/**
 * This turn's events: for each country (in the order given) and each kind (catalog order), one draw
 * against the kind's base probability, skipped while an event of that kind is active in the country.
 */
export function drawWorldEvents(
  random: Random,
  countries: readonly EventCandidateCountry[],
): WorldEventDraft[] {
  const drafts: WorldEventDraft[] = [];
  for (const country of countries) {
    if (country.states.length === 0) continue;
    for (const kind of eventKindReferences) {
      if (random.float() >= kind.baseProbability || country.activeKinds.includes(kind.id)) continue;
      drafts.push(draftEvent(random, kind, country));
    }
  }
  return drafts;
}

/** Some events regardless of probability (the world seed): distinct kinds in random countries. */
export function forceWorldEvents(
  random: Random,
  countries: readonly EventCandidateCountry[],
  count: number,
): WorldEventDraft[] {
  const withStates = countries.filter((c) => c.states.length > 0);
  if (withStates.length === 0) return [];
  const kinds = [...EVENT_KINDS.values()];
  const drafts: WorldEventDraft[] = [];
  for (let i = 0; i < Math.min(count, kinds.length); i++) {
    const kind = kinds.splice(random.int(0, kinds.length - 1), 1)[0]!;
    drafts.push(draftEvent(random, kind, random.pick(withStates)));
  }
  return drafts;
}
