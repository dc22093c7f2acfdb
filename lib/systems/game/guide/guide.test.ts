// Parity: the guide's reference pages cover every office, legislation type and metric in the game's catalogs,
// so a new catalog entry cannot ship without its guide entry.
import { describe, expect, it } from 'vitest';
import { legislationTypeReferences, metricReferences } from '@/lib/systems/policy/reference';
import { OFFICE_CATALOG } from '@/lib/systems/politics/offices/catalog';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { legislationEntries, metricAnchor, metricEntries, officeEntries, phaseEntries } from './reference';

describe('the guide reference', () => {
  it('has an entry for every office of every country, saying what it does and how it is won', () => {
    const entries = officeEntries();
    const catalog = Object.entries(OFFICE_CATALOG).flatMap(([country, c]) =>
      c.offices.map((office) => `office-${country.toLowerCase()}-${office.key}`),
    );
    expect(entries.map((entry) => entry.anchor).sort()).toEqual(catalog.sort());
    for (const entry of entries) {
      expect(entry.what, entry.anchor).toMatch(/\w/);
      expect(entry.how, entry.anchor).toMatch(/^(Elected|Appointed|Chosen)/);
      expect(entry.how).not.toMatch(/_/);
    }
  });

  it('has an entry for every legislation type with every option and its effects', () => {
    const entries = legislationEntries();
    expect(entries.map((entry) => entry.anchor)).toEqual(legislationTypeReferences.map((t) => `law-${t.id}`));
    for (const [index, type] of legislationTypeReferences.entries()) {
      const entry = entries[index]!;
      expect(entry.options.map((option) => option.name)).toEqual(type.policyOptions.map((o) => o.name));
      expect(entry.options.flatMap((o) => o.effects).length).toBe(
        type.policyOptions.flatMap((o) => o.metricEffects).length,
      );
    }
  });

  it('has an entry for every metric, with which way is better, and every effect links to one', () => {
    const entries = metricEntries();
    expect(entries.map((entry) => entry.anchor)).toEqual(metricReferences.map((m) => metricAnchor(m.id)));
    const anchors = new Set(entries.map((entry) => entry.anchor));
    const linked = legislationEntries().flatMap((e) =>
      e.options.flatMap((o) => o.effects.map((x) => x.metricAnchor)),
    );
    expect(linked.filter((anchor) => !anchors.has(anchor))).toEqual([]);
    expect(entries.filter((entry) => !entry.higherIsBetter).length).toBeGreaterThan(0);
  });

  it('lists the turn phases in the engine order', () => {
    expect(phaseEntries().map((phase) => phase.order)).toEqual(turnPhases.map((_, index) => index + 1));
    expect(phaseEntries().at(-1)!.name).toBe('Advance clock');
  });
});
