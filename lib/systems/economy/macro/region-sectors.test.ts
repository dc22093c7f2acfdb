import { describe, expect, it } from 'vitest';
import { summarizeRegionSectors, type RegionSectorInput } from './region-sectors';

const row = (stateId: string, sectorType: string, output: number, employment = 10): RegionSectorInput => ({
  stateId,
  sectorType,
  label: sectorType.toUpperCase(),
  output,
  employment,
});

describe('summarizeRegionSectors', () => {
  // Country: finance 100+20, farming 20+100, mining 80+80, tech 0+10 (total 410).
  const rows = [
    row('A', 'finance', 100),
    row('A', 'farming', 20),
    row('A', 'mining', 80),
    row('A', 'tech', 0),
    row('B', 'finance', 20),
    row('B', 'farming', 100),
    row('B', 'mining', 80),
    row('B', 'tech', 10, 3),
  ];
  const summary = summarizeRegionSectors(rows);

  it('names the sectors a state concentrates on, by location quotient, highest first', () => {
    // A: finance share 100/200 = 0.5 over national 120/410 = 0.2927 -> 1.71; farming 0.1/0.2927 -> 0.34.
    expect(summary.get('A')!.sectorSpecializations).toEqual([
      { sectorType: 'finance', label: 'FINANCE', locationQuotient: 1.71 },
    ]);
    // B: farming 100/210 over 120/410 -> 1.63; tech 10/210 over 10/410 -> 1.95.
    expect(summary.get('B')!.sectorSpecializations.map((s) => [s.sectorType, s.locationQuotient])).toEqual([
      ['tech', 1.95],
      ['farming', 1.63],
    ]);
  });

  it('lists the three largest sectors with their output share and employment', () => {
    expect(summary.get('A')!.topSectors).toEqual([
      { sectorType: 'finance', label: 'FINANCE', output: 100, share: 0.5, employment: 10 },
      { sectorType: 'mining', label: 'MINING', output: 80, share: 0.4, employment: 10 },
      { sectorType: 'farming', label: 'FARMING', output: 20, share: 0.1, employment: 10 },
    ]);
    expect(summary.get('B')!.topSectors.map((s) => s.sectorType)).toEqual(['farming', 'mining', 'finance']);
  });

  it('gives an empty map for a country without sectors, and no quotient for a state without output', () => {
    expect(summarizeRegionSectors([]).size).toBe(0);
    const idle = summarizeRegionSectors([row('A', 'x', 0), row('B', 'x', 5)]);
    expect(idle.get('A')).toEqual({
      sectorSpecializations: [],
      topSectors: [{ sectorType: 'x', label: 'X', output: 0, share: 0, employment: 10 }],
    });
  });
});
