import type { Metadata } from 'next';
import { ReferendumsView } from '@/components/politics/referendums/ReferendumsView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getDb } from '@/lib/platform/db';
import { listReferendums } from '@/lib/systems/politics/referendums/list-referendums';

export const metadata: Metadata = { title: 'Referendums' };
export const dynamic = 'force-dynamic';

export default async function ReferendumsPage() {
  const db = getDb();
  const [{ countries }, initial] = await Promise.all([listCountries(db), listReferendums(db, {})]);
  return (
    <>
      <h1>Referendums</h1>
      <p className="lead">
        Called by governments, polled every week, decided by the voters. A passed referendum becomes law.
      </p>
      <ReferendumsView countries={countries.map((c) => ({ id: c.id, name: c.name }))} initial={initial} />
    </>
  );
}
