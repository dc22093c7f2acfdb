import { describe, expect, it } from 'vitest';
import { countryReferences } from './index';
import type { CountryReference } from './types';

function country(id: string): CountryReference {
  const found = countryReferences.find((c) => c.id === id);
  if (!found) throw new Error(`country ${id} missing from countryReferences`);
  return found;
}

describe('country reference data', () => {
  it('has unique country ids', () => {
    const ids = countryReferences.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has region ids that are unique across all countries', () => {
    const ids = countryReferences.flatMap((c) => c.regions.map((r) => r.id));
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has the expected number of regions per country', () => {
    expect(country('US').regions).toHaveLength(51);
    expect(country('UK').regions).toHaveLength(12);
    expect(country('DE').regions).toHaveLength(16);
    expect(country('JP').regions).toHaveLength(8);
  });

  it('includes DC as a district in the US', () => {
    const dc = country('US').regions.find((r) => r.id === 'DC');
    expect(dc?.regionType).toBe('district');
    const districts = country('US').regions.filter((r) => r.regionType === 'district');
    expect(districts).toHaveLength(1);
  });

  it('puts the US total population between 320M and 350M', () => {
    const total = country('US').regions.reduce((sum, r) => sum + r.population, 0);
    expect(total).toBeGreaterThan(320_000_000);
    expect(total).toBeLessThan(350_000_000);
  });

  for (const c of countryReferences) {
    describe(c.id, () => {
      it('has positive whole-number population and GDP in every region', () => {
        for (const r of c.regions) {
          expect(Number.isInteger(r.population), `${r.id} population`).toBe(true);
          expect(r.population, `${r.id} population`).toBeGreaterThan(0);
          expect(Number.isInteger(r.gdpMillions), `${r.id} gdpMillions`).toBe(true);
          expect(r.gdpMillions, `${r.id} gdpMillions`).toBeGreaterThan(0);
          expect(r.name.trim(), `${r.id} name`).not.toBe('');
        }
      });

      it('has a positive exchange rate and legislature size', () => {
        expect(c.forexRate).toBeGreaterThan(0);
        expect(Number.isInteger(c.legislature.totalSeats)).toBe(true);
        expect(c.legislature.totalSeats).toBeGreaterThan(0);
      });

      it('has well-formed parties', () => {
        for (const p of c.parties) {
          expect(p.color, `${p.slug} color`).toMatch(/^#[0-9a-f]{6}$/i);
          for (const [axis, value] of [
            ['economicPosition', p.economicPosition],
            ['socialPosition', p.socialPosition],
          ] as const) {
            expect(Number.isInteger(value), `${p.slug} ${axis}`).toBe(true);
            expect(value, `${p.slug} ${axis}`).toBeGreaterThanOrEqual(-5);
            expect(value, `${p.slug} ${axis}`).toBeLessThanOrEqual(5);
          }
          expect(p.slug, `${p.slug} slug`).toMatch(/^[a-z0-9_]+$/);
        }
      });

      it('has unique party slugs', () => {
        const slugs = c.parties.map((p) => p.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
      });

      it('has exactly one default party, the Independent one', () => {
        const defaults = c.parties.filter((p) => p.isDefault);
        expect(defaults).toHaveLength(1);
        expect(defaults[0]?.slug).toBe('ind');
        expect(c.parties.length - defaults.length).toBeGreaterThanOrEqual(4);
      });

      it('has at least 40 distinct first and last names', () => {
        expect(new Set(c.names.first).size).toBeGreaterThanOrEqual(40);
        expect(new Set(c.names.last).size).toBeGreaterThanOrEqual(40);
      });
    });
  }
});
