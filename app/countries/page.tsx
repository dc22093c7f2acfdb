import type { Metadata } from 'next';
import { RefreshOnTurn } from '@/components/game/live/LiveEventsProvider';
import { CountriesTable } from '@/components/world/CountriesTable';
import { getReadDb } from '@/lib/platform/db';
import { listCountries } from '@/lib/systems/core/countries/list-countries';

export const metadata: Metadata = { title: 'Countries' };
// Reads the live world on every request; `next build` runs without a database.
export const dynamic = 'force-dynamic';

export default async function CountriesPage() {
  const { countries } = await listCountries(await getReadDb());
  return (
    <>
      {/* Population and GDP move every turn. */}
      <RefreshOnTurn />
      <h1>Countries</h1>
      {countries.length === 0 ? (
        <p className="muted">The world has not been created yet.</p>
      ) : (
        <CountriesTable countries={countries} />
      )}
    </>
  );
}
