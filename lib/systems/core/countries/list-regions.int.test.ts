import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/platform/errors';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { NPCS_PER_STATE } from '@/lib/systems/core/world-plan/constants';
import { listRegions } from './list-regions';

const database = seededSuiteDatabase();

/** Non-player politicians (offices) living in each state, counted independently of listRegions. */
async function politiciansByState(): Promise<Map<string, number>> {
  const rows = await database.db.execute<{ state_id: string; n: number }>(
    sql`select state_id, count(*)::int as n from characters where is_npp group by state_id`,
  );
  return new Map(rows.rows.map((r) => [r.state_id, r.n]));
}

describe('listRegions', () => {
  it('lists the 50 US states and DC by name, with real populations and resident counts', async () => {
    const result = await listRegions(database.db, { code: 'US' });
    const politicians = await politiciansByState();
    expect(politicians.get('CA')).toBeGreaterThan(52);
    expect(result.found).toBe(true);
    expect(result.regions).toHaveLength(51);

    const names = result.regions.map((region) => region.name);
    // Plain code-point order; US names are ASCII and collate the same way under C and en_US.
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names[0]).toBe('Alabama');
    expect(names.at(-1)).toBe('Wyoming');

    expect(result.regions.find((region) => region.id === 'CA')).toEqual({
      id: 'CA',
      name: 'California',
      regionType: 'state',
      population: 39_431_263,
      gdpMillions: 3_860_300,
      // Ten NPCs per state at scale 1, the state's politicians, plus the demo character Alice Adams.
      characterCount: NPCS_PER_STATE + politicians.get('CA')! + 1,
    });
    expect(result.regions.find((region) => region.id === 'DC')).toMatchObject({
      name: 'District of Columbia',
      regionType: 'district',
      characterCount: NPCS_PER_STATE + politicians.get('DC')!,
    });
  });

  it('reads the code case-insensitively and keeps countries apart', async () => {
    const uk = await listRegions(database.db, { code: 'uk' });
    // GB is what older clients call the UK.
    expect(await listRegions(database.db, { code: 'gb' })).toEqual(uk);
    expect(uk.found).toBe(true);
    expect(uk.regions.map((region) => region.id)).toContain('UKI');
    expect(uk.regions.some((region) => region.id === 'CA')).toBe(false);
    const total = uk.regions.reduce((sum, region) => sum + region.characterCount, 0);
    const politicians = await politiciansByState();
    const ukPoliticians = uk.regions.reduce((sum, region) => sum + politicians.get(region.id)!, 0);
    expect(total).toBe(uk.regions.length * NPCS_PER_STATE + ukPoliticians + 1);
  });

  it('answers found:false for an unknown country and BAD_REQUEST for a malformed code', async () => {
    expect(await listRegions(database.db, { code: 'ZZ' })).toEqual({ found: false, regions: [] });
    await expect(listRegions(database.db, { code: 'U1' })).rejects.toBeInstanceOf(AppError);
  });
});
