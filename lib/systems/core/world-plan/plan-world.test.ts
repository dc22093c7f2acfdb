import { describe, expect, it } from 'vitest';
import { NPCS_PER_STATE } from './constants';
import { planWorld } from './plan-world';
import { countryReferences } from './reference';

describe('planWorld', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = planWorld(countryReferences, 'alpha', 1);
    const b = planWorld(countryReferences, 'alpha', 1);
    const c = planWorld(countryReferences, 'beta', 1);
    expect(b.npcs).toEqual(a.npcs);
    expect(c.npcs.map((n) => n.id)).not.toEqual(a.npcs.map((n) => n.id));
  });

  it('places NPCS_PER_STATE characters in every state, scaled by WORLD_SCALE', () => {
    const plan = planWorld(countryReferences, 'seed', 1);
    const stateCount = plan.states.length;
    expect(stateCount).toBe(51 + 12 + 16 + 8);
    expect(plan.npcs).toHaveLength(stateCount * NPCS_PER_STATE);
    expect(planWorld(countryReferences, 'seed', 3).npcs).toHaveLength(stateCount * NPCS_PER_STATE * 3);
    const perState = new Map<string, number>();
    for (const npc of plan.npcs) perState.set(npc.stateId, (perState.get(npc.stateId) ?? 0) + 1);
    expect(new Set(perState.values())).toEqual(new Set([NPCS_PER_STATE]));
  });

  it('gives every NPC a unique 24-hex id, a party of its own country and positions in range', () => {
    const plan = planWorld(countryReferences, 'seed', 1);
    const ids = new Set(plan.npcs.map((n) => n.id));
    expect(ids.size).toBe(plan.npcs.length);
    const partyCountry = new Map(plan.parties.map((p) => [p.id, p.countryId]));
    for (const npc of plan.npcs) {
      expect(npc.id).toMatch(/^[0-9a-f]{24}$/);
      expect(partyCountry.get(npc.partyId!)).toBe(npc.countryId);
      expect(Math.abs(npc.policyEconomic!)).toBeLessThanOrEqual(5);
      expect(Math.abs(npc.policySocial!)).toBeLessThanOrEqual(5);
    }
  });

  it('sums country population and GDP from its regions', () => {
    const plan = planWorld(countryReferences, 'seed', 1);
    const us = plan.countries.find((c) => c.id === 'US')!;
    expect(us.population).toBeGreaterThan(320_000_000);
    expect(us.currencyCode).toBe('USD');
  });
});
