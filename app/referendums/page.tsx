import type { Metadata } from 'next';
import { ReferendumsView } from '@/components/politics/referendums/ReferendumsView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getDb } from '@/lib/platform/db';

export const metadata: Metadata = { title: 'Referendums' };
export const dynamic = 'force-dynamic';

export default async function ReferendumsPage() {
  const { countries } = await listCountries(getDb());
  return (
    <>
      <h1>Referendums</h1>
      <p className="lead">
        Called by governments, polled every week, decided by the voters. A passed referendum becomes law.
      </p>
      <ReferendumsView countries={countries.map((c) => ({ id: c.id, name: c.name }))} />
    </>
  );
}
