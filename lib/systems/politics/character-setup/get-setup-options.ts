import { asc, eq } from 'drizzle-orm';
import { countries, parties, states } from '@/models';
import type { Db } from '@/lib/platform/db';

export interface SetupCountryOption {
  id: string;
  name: string;
  /** The home currency, for the dues the form quotes. */
  currencyCode: string;
  states: { id: string; name: string }[];
  parties: { id: string; name: string; economicPosition: number; socialPosition: number }[];
}

/** What the character setup form offers: the countries open to players, with their states and real parties. */
export async function getSetupOptions(db: Db): Promise<SetupCountryOption[]> {
  const [countryRows, stateRows, partyRows] = await Promise.all([
    db
      .select({ id: countries.id, name: countries.name, currencyCode: countries.currencyCode })
      .from(countries)
      .where(eq(countries.enabledForPlayers, true))
      .orderBy(asc(countries.name)),
    db
      .select({ id: states.id, name: states.name, countryId: states.countryId })
      .from(states)
      .orderBy(asc(states.name)),
    db
      .select({
        id: parties.id,
        name: parties.name,
        countryId: parties.countryId,
        economicPosition: parties.economicPosition,
        socialPosition: parties.socialPosition,
      })
      .from(parties)
      // A country's default party is its independents: the form offers "Independent (no party)" once.
      .where(eq(parties.isDefault, false))
      .orderBy(asc(parties.name)),
  ]);
  return countryRows.map((country) => ({
    ...country,
    states: stateRows.filter((s) => s.countryId === country.id).map(({ id, name }) => ({ id, name })),
    parties: partyRows.filter((p) => p.countryId === country.id).map(({ countryId: _c, ...party }) => party),
  }));
}
