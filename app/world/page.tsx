import type { Metadata } from 'next';
import { ConflictsView } from '@/components/world/ConflictsView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getDb } from '@/lib/platform/db';

export const metadata: Metadata = { title: 'World affairs' };
export const dynamic = 'force-dynamic';

export default async function WorldPage() {
  const { countries } = await listCountries(getDb());
  return (
    <>
      <h1>World affairs</h1>
      <p className="lead">
        Armed conflicts in and around our countries: who holds the contested ground, how well each side is
        supplied, and how the fighting has gone turn by turn.
      </p>
      <ConflictsView countries={countries.map((c) => ({ id: c.id, name: c.name }))} />
    </>
  );
}
