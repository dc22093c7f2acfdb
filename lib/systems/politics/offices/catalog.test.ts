import { describe, expect, it } from 'vitest';
import { countryMacroReferences } from '@/lib/systems/economy/macro/reference';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { OFFICE_CATALOG } from './catalog';
import { seatsPerRegion, firstTermEnd } from './plan-offices';
import reference from './reference/politics.json';

interface ReferenceOffice {
  id: string;
  title: string;
  scope: string;
  count?: number;
  perState?: number;
  seatsTotal?: number;
  gameCycleTurns?: number;
  staggered?: number;
  primary?: boolean;
}

describe('OFFICE_CATALOG', () => {
  for (const [countryId, expected] of Object.entries(reference.countries)) {
    const catalog = OFFICE_CATALOG[countryId]!;
    const country = countryReferences.find((c) => c.id === countryId)!;

    it(`${countryId}: matches politics.json (titles, cycles, staggering, primaries, chambers)`, () => {
      expect(catalog.governmentType).toBe(expected.governmentType);
      expect(catalog.chambers.map((c) => [c.key, c.name, c.seats])).toEqual(
        expected.chambers.map((c) => [c.id, c.name, c.seats]),
      );
      expect(catalog.offices.map((o) => o.key)).toEqual(expected.offices.map((o) => o.id));
      for (const office of expected.offices as ReferenceOffice[]) {
        const ours = catalog.offices.find((o) => o.key === office.id)!;
        expect(ours.title).toBe(office.title);
        expect(ours.scope).toBe(office.scope);
        if (office.gameCycleTurns) expect(ours.cycleTurns).toBe(office.gameCycleTurns);
        expect(ours.staggerClasses ?? 1).toBe(office.staggered ?? 1);
        expect(ours.hasPrimary ?? false).toBe(office.primary ?? false);
      }
    });

    it(`${countryId}: lays out the seat counts politics.json gives`, () => {
      for (const office of expected.offices as ReferenceOffice[]) {
        const ours = catalog.offices.find((o) => o.key === office.id)!;
        const layout = seatsPerRegion(ours.layout, country.regions);
        const voting = [...layout.entries()]
          .filter(
            ([id]) =>
              !country.regions.some((r) => r.id === id && r.regionType === 'district' && office.seatsTotal),
          )
          .reduce((sum, [, n]) => sum + n, 0);
        if (office.seatsTotal) expect(voting).toBe(office.seatsTotal);
        if (office.count) expect(voting).toBe(office.count);
        if (office.perState) expect(layout.size).toBeGreaterThanOrEqual(8);
      }
    });
  }

  it('US: every state has a representative, DC a delegate and no senators', () => {
    const us = countryReferences.find((c) => c.id === 'US')!;
    const house = seatsPerRegion(
      OFFICE_CATALOG.US!.offices.find((o) => o.key === 'representative')!.layout,
      us.regions,
    );
    expect(house.size).toBe(51);
    expect(house.get('DC')).toBe(1);
    expect(house.get('CA')).toBeGreaterThanOrEqual(50);
    expect(house.get('WY')).toBe(1);
    const senate = seatsPerRegion(
      OFFICE_CATALOG.US!.offices.find((o) => o.key === 'senator')!.layout,
      us.regions,
    );
    expect(senate.has('DC')).toBe(false);
    expect([...senate.values()].reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("titles each central bank chair as the economy reference names the bank's chair", () => {
    for (const [countryId, catalog] of Object.entries(OFFICE_CATALOG)) {
      const chairs = catalog.offices.filter((o) => o.role === 'central_bank');
      expect(
        chairs.map((o) => o.title),
        countryId,
      ).toEqual([countryMacroReferences[countryId]!.centralBank.chairTitle]);
    }
  });

  it('spreads the first elections of staggered classes over the opening cycle', () => {
    expect([0, 1, 2].map((c) => firstTermEnd(78, 3, c))).toEqual([17, 43, 69]);
    expect(firstTermEnd(26, 1, 0)).toBe(17);
  });
});
