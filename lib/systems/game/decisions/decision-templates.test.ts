// The decision template catalog, as every system's manifest registers it: enough templates across the
// sources, and every option's effects naming real metrics and targets the template's source can reach.
import { describe, expect, it } from 'vitest';
import { DECISION_SOURCES, type DecisionTemplate } from '@/lib/systems/core/decisions/types';
import { metricReferences } from '@/lib/systems/policy/reference';
import { EVENT_KINDS } from '@/lib/systems/world/world-events/constants';
import type { SystemManifest } from '@/lib/systems/core/manifest';
import { SYSTEM_MANIFESTS } from '../manifests';
import { ALL_DECISION_TEMPLATES, decisionTemplateProblems } from './catalog';

describe('the decision template catalog', () => {
  it('has at least 30 templates, from every source', () => {
    expect(ALL_DECISION_TEMPLATES.length).toBeGreaterThanOrEqual(30);
    const sources = new Set(ALL_DECISION_TEMPLATES.map((t) => t.source));
    for (const source of DECISION_SOURCES) expect(sources.has(source), source).toBe(true);
  });

  it('comes from the manifests, each key once', () => {
    const fromManifests = (SYSTEM_MANIFESTS as readonly SystemManifest[]).flatMap(
      (m) => m.decisionTemplates ?? [],
    );
    expect(fromManifests).toHaveLength(ALL_DECISION_TEMPLATES.length);
    expect(new Set(ALL_DECISION_TEMPLATES.map((t) => t.key)).size).toBe(ALL_DECISION_TEMPLATES.length);
  });

  it('names real metrics and valid targets in every effect', () => {
    expect(decisionTemplateProblems(ALL_DECISION_TEMPLATES)).toEqual([]);
  });

  it('asks world events only of kinds the world draws', () => {
    for (const t of ALL_DECISION_TEMPLATES.filter((x) => x.source === 'world_event')) {
      expect(t.eventKinds?.length, t.key).toBeGreaterThan(0);
      for (const kind of t.eventKinds!) expect(EVENT_KINDS.has(kind), `${t.key}: ${kind}`).toBe(true);
    }
  });

  it('catches a bad template (the check can fail)', () => {
    const bad: DecisionTemplate = {
      ...ALL_DECISION_TEMPLATES[0]!,
      key: 'bad',
      source: 'career',
      defaultOption: 'missing',
      options: [
        {
          key: 'a',
          label: 'A',
          consequences: 'x',
          npc: { weight: 1 },
          effects: [
            { kind: 'metric', metricId: 'notAMetric', delta: 1, scope: 'state', ticks: 1 },
            { kind: 'money', account: 'treasury', units: 5, counterparty: 'x', ticks: 1 },
            { kind: 'conflict', intensity: 1, supply: 0, ceasefire: false, ticks: 0 },
          ],
        },
      ],
    };
    const problems = decisionTemplateProblems([bad]).join('\n');
    expect(problems).toMatch(/notAMetric/);
    expect(problems).toMatch(/default option missing/);
    expect(problems).toMatch(/treasury/);
    expect(problems).toMatch(/do not state the 5 it moves/);
    expect(problems).toMatch(/conflict/);
    expect(problems).toMatch(/ticks/);
    expect(problems).toMatch(/two to four options/);
    expect(metricReferences.length).toBeGreaterThan(100);
  });
});
