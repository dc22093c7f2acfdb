import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { countries } from '@/models';
import type { Db } from '@/lib/platform/db';
import { currentLeader, lastElectionCycle, legislatureComposition } from './country-politics';
import { parseInput } from '@/lib/platform/validation';
import { countryCodeParams, type CountryDetail } from '@/lib/systems/core/countries/schemas';

/** One country by code (case-insensitive); an unknown code is found:false. */
export async function getCountry(
  db: Db,
  input: z.input<typeof countryCodeParams>,
): Promise<({ found: true } & CountryDetail) | { found: false }> {
  const { code } = parseInput(countryCodeParams, input);
  const [country] = await db.select().from(countries).where(eq(countries.id, code)).limit(1);
  if (!country) return { found: false };
  return {
    found: true,
    countryId: country.id,
    name: country.name,
    governmentType: country.governmentType,
    population: country.population,
    currencyCode: country.currencyCode,
    executiveTitle: country.executiveTitle,
    currentLeader: await currentLeader(db, country.id),
    legislatureComposition: (await legislatureComposition(db, country.id)).map(
      ({ partyId, partyName, color, seats, seatPct }) => ({
        partyName,
        seats,
        seatPct,
        partyId,
        partyColor: color,
      }),
    ),
    lastElectionCycle: await lastElectionCycle(db, country.id),
  };
}
