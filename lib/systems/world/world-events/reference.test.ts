import { describe, expect, it } from 'vitest';
import { metricReferences } from '@/lib/systems/policy/reference';
import { createRandom } from '@/lib/platform/random';
import { NEWS_CATEGORIES } from '@/lib/systems/core/news/constants';
import { WORLD_EVENT_KINDS } from './constants';
import { drawWorldEvents, effectsAt, forceWorldEvents } from './draw-world-events';
import { eventKindReferences } from './reference';

const metricIds = new Set(metricReferences.map((m) => m.id));

describe('event kind catalog', () => {
  it('lists exactly the kinds the API accepts, each well formed', () => {
    expect(eventKindReferences.map((k) => k.id)).toEqual([...WORLD_EVENT_KINDS]);
    for (const kind of eventKindReferences) {
      expect(kind.severity.min, kind.id).toBeGreaterThanOrEqual(1);
      expect(kind.severity.max, kind.id).toBeLessThanOrEqual(5);
      expect(kind.duration.min, kind.id).toBeGreaterThanOrEqual(1);
      expect(kind.duration.max, kind.id).toBeGreaterThanOrEqual(kind.duration.min);
      expect(kind.baseProbability, kind.id).toBeGreaterThan(0);
      expect(kind.baseProbability, kind.id).toBeLessThan(0.1);
      expect(kind.recovery, kind.id).toBeGreaterThanOrEqual(0);
      expect(kind.recovery, kind.id).toBeLessThanOrEqual(1);
      expect(NEWS_CATEGORIES).toContain(kind.newsCategory);
      expect(kind.metrics.length, kind.id).toBeGreaterThan(0);
      for (const metric of kind.metrics)
        expect(metricIds, `${kind.id} ${metric.metricId}`).toContain(metric.metricId);
      expect(kind.title).toMatch(/\{(place|character)\}/);
    }
  });

  it('armed_uprising exists for the conflicts engine, with a metric effect meanwhile', () => {
    const uprising = eventKindReferences.find((k) => k.id === 'armed_uprising')!;
    expect(uprising.metrics.length).toBeGreaterThan(0);
  });

  it('scales effects by severity', () => {
    const shock = eventKindReferences.find((k) => k.id === 'market_shock')!;
    const effects = effectsAt(shock, 3);
    expect(effects.metrics[0]!.delta).toBeCloseTo(shock.metrics[0]!.perSeverity * 3, 6);
    expect(effects.economy!.stockMarketPct).toBeCloseTo(shock.economy!.stockMarketPct * 3, 6);
    expect(effects.character).toBeNull();
  });
});

describe('drawing events', () => {
  const countries = [
    { id: 'AA', states: ['A1', 'A2'], activeKinds: [] },
    { id: 'BB', states: ['B1'], activeKinds: [...WORLD_EVENT_KINDS] },
  ];

  it('replays from the same seed and never draws a kind already active in the country', () => {
    const draw = (seed: string) =>
      Array.from({ length: 300 }, (_, turn) =>
        drawWorldEvents(createRandom(`${seed}:${turn}`), countries),
      ).flat();
    const first = draw('s');
    expect(draw('s')).toEqual(first);
    expect(first.length).toBeGreaterThan(10);
    expect(first.every((d) => d.countryId === 'AA')).toBe(true);
    for (const draft of first) {
      const kind = eventKindReferences.find((k) => k.id === draft.kind)!;
      expect(draft.severity).toBeGreaterThanOrEqual(kind.severity.min);
      expect(draft.severity).toBeLessThanOrEqual(kind.severity.max);
      expect(draft.stateId === null).toBe(kind.scope === 'country');
      if (draft.stateId) expect(['A1', 'A2']).toContain(draft.stateId);
      expect(draft.characterPick === null).toBe(kind.character === null);
    }
  });

  it('forces distinct kinds for the seed', () => {
    const drafts = forceWorldEvents(createRandom('seed'), countries, 3);
    expect(new Set(drafts.map((d) => d.kind)).size).toBe(3);
  });
});
