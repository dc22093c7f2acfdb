import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { getCountryMapRegions, getStateOverview, getWorldMapCountries } from './map-reads';

const database = seededSuiteDatabase();

describe('map reads', () => {
  it('gives every country the game has, in world order, with its numbers and governing party', async () => {
    const countries = await getWorldMapCountries(database.db);
    expect(countries.map((c) => c.id)).toEqual(countryReferences.map((c) => c.id));
    for (const country of countries) {
      expect(country.gdpPerHeadAnchor, country.id).toBeGreaterThan(1_000);
      expect(country.debtToGdp, country.id).toBeGreaterThan(0);
      expect(country.inflation, country.id).not.toBeNull();
    }
    const { rows } = await database.db.execute<{ country_id: string; head_party_id: string | null }>(
      sql`select country_id, head_party_id from governments where ended_turn is null`,
    );
    for (const government of rows) {
      const country = countries.find((c) => c.id === government.country_id)!;
      expect(country.governingParty?.id ?? null).toBe(government.head_party_id);
    }
    // The demo world starts with wars under way: every country a conflict names is counted.
    const { rows: involved } = await database.db.execute<{ id: string }>(
      sql`select distinct unnest(country_ids) as id from conflicts where status <> 'resolved'`,
    );
    for (const { id } of involved)
      expect(countries.find((c) => c.id === id)?.activeConflicts).toBeGreaterThan(0);
  });

  it("gives a country's regions with their primary-chamber seats by party, largest first", async () => {
    const regions = await getCountryMapRegions(database.db, 'US');
    expect(regions.map((r) => r.id).sort()).toEqual(
      countryReferences
        .find((c) => c.id === 'US')!
        .regions.map((r) => r.id)
        .sort(),
    );
    const california = regions.find((r) => r.id === 'CA')!;
    expect(california.totalSeats).toBeGreaterThan(10);
    const held = california.seats.reduce((sum, s) => sum + s.seats, 0);
    expect(held).toBeLessThanOrEqual(california.totalSeats);
    expect(california.seats.map((s) => s.seats)).toEqual(
      [...california.seats.map((s) => s.seats)].sort((a, b) => b - a),
    );
    expect(california.gdpPerHead).toBeGreaterThan(0);
    expect(california.unemploymentRate).not.toBeNull();
    expect(await getCountryMapRegions(database.db, 'XX')).toEqual([]);
  });

  it("gives a state's overview: its seats and holders, metrics and economy; null for an unknown state", async () => {
    const texas = (await getStateOverview(database.db, 'TX'))!;
    expect(texas).toMatchObject({ id: 'TX', name: 'Texas', countryId: 'US', countryName: 'United States' });
    expect(texas.seats.length).toBeGreaterThan(2);
    expect(texas.seats.some((s) => s.holderName !== null && s.holderSeq !== null)).toBe(true);
    expect(texas.metrics.find((m) => m.id === 'unemploymentRate')?.unit).toBe('percent');
    expect(texas.topSectors.length).toBeGreaterThan(0);
    expect(await getStateOverview(database.db, 'nowhere')).toBeNull();
  });
});
