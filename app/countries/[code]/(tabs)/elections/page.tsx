import type { Metadata } from 'next';
import { ElectionsList } from '@/components/politics/ElectionsList';
import { CountryMap } from '@/components/game/maps/CountryMap';
import { getDb } from '@/lib/platform/db';
import { getCountryMapRegions } from '@/lib/systems/game/maps/map-reads';
import { listElections } from '@/lib/systems/politics/elections/list-elections';
import { loadCountryOrNotFound } from '../../load-country';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: elections` };
}

export default async function CountryElectionsPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const db = getDb();
  const [elections, mapRegions] = await Promise.all([
    listElections(db, { country: country.countryId }),
    getCountryMapRegions(db, country.countryId),
  ]);
  return (
    <>
      <h2>Elections</h2>
      <ElectionsList code={country.countryId} initial={elections} />
      <h2>Seats by region</h2>
      <p className="muted">
        The party holding most of each region&apos;s seats in the lower chamber since the last general
        election.
      </p>
      <CountryMap
        regions={mapRegions}
        countryId={country.countryId}
        countryName={country.name}
        currencyCode={country.currencyCode}
        shade="seats"
      />
    </>
  );
}
