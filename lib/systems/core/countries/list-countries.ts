import { asc, eq, sql } from 'drizzle-orm';
import { countries, currencies, states } from '@/models';
import type { Db } from '@/lib/platform/db';
import { economyPreview } from './economy-preview';
import type { CountrySummary } from './schemas';

/** Every country in world order, with its region count and a small economic preview. */
export async function listCountries(db: Db): Promise<{ found: boolean; countries: CountrySummary[] }> {
  const rows = await db
    .select({
      id: countries.id,
      name: countries.name,
      governmentType: countries.governmentType,
      status: countries.status,
      enabledForPlayers: countries.enabledForPlayers,
      currencyCode: countries.currencyCode,
      population: countries.population,
      gdpMillions: countries.gdpMillions,
      forexRate: currencies.rate,
      regionCount: sql<number>`(select count(*)::int from ${states} where ${states.countryId} = ${countries.id})`,
    })
    .from(countries)
    .leftJoin(currencies, eq(currencies.code, countries.currencyCode))
    .orderBy(asc(countries.sortOrder), asc(countries.id));
  const list = rows.map(({ forexRate, ...row }) => ({
    ...row,
    economyPreview: economyPreview({ ...row, forexRate }),
  }));
  return { found: list.length > 0, countries: list };
}
