import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { characters, states } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { countryCodeParams } from './schemas';

export interface RegionSummary {
  /** Globally unique region code, e.g. CA or UKI. */
  id: string;
  name: string;
  /** 'state', 'district', 'region', 'nation', 'land' ... */
  regionType: string;
  population: number;
  /** Nominal GDP in millions of the country's currency. */
  gdpMillions: number;
  /** Characters (players and NPCs) whose home is this region. */
  characterCount: number;
}

/** The states or regions of one country (code case-insensitive), by name; an unknown code is found:false. */
export async function listRegions(
  db: Db,
  input: z.input<typeof countryCodeParams>,
): Promise<{ found: boolean; regions: RegionSummary[] }> {
  const { code } = parseInput(countryCodeParams, input);
  const regions = await db
    .select({
      id: states.id,
      name: states.name,
      regionType: states.regionType,
      population: states.population,
      gdpMillions: states.gdpMillions,
      characterCount: count(characters.id),
    })
    .from(states)
    .leftJoin(characters, eq(characters.stateId, states.id))
    .where(eq(states.countryId, code))
    .groupBy(states.id)
    .orderBy(asc(states.name), asc(states.id));
  return { found: regions.length > 0, regions };
}
