import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CountryFacts } from '@/components/world/CountryFacts';
import { CountryMetrics } from '@/components/world/CountryMetrics';
import { PartiesTable } from '@/components/world/PartiesTable';
import { RegionsTable } from '@/components/world/RegionsTable';
import { notFoundOnBadInput } from '@/components/world/lookup';
import styles from '@/components/world/world.module.css';
import { getCountry } from '@/lib/countries/get-country';
import { listRegions } from '@/lib/countries/list-regions';
import { getDb } from '@/lib/db';
import { listParties } from '@/lib/parties/list-parties';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

// Shared by generateMetadata and the page within one request.
const loadCountry = cache(async (code: string) => {
  const country = await notFoundOnBadInput(getCountry(getDb(), { code }));
  if (!country.found) notFound();
  return country;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountry((await params).code);
  return { title: country.name };
}

export default async function CountryPage({ params }: Props) {
  const country = await loadCountry((await params).code);
  const db = getDb();
  const [{ parties }, { regions }] = await Promise.all([
    listParties(db, { country: country.countryId }),
    listRegions(db, { code: country.countryId }),
  ]);

  return (
    <>
      <p className={styles.breadcrumb}>
        <Link href="/countries">All countries</Link>
      </p>
      <h1>{country.name}</h1>
      <CountryFacts country={country} regionCount={regions.length} />
      <p>
        <Link href={`/countries/${country.countryId}/economy`}>Economy, budget and debt</Link>
      </p>

      <h2>Parties</h2>
      <PartiesTable parties={parties} caption={`Parties of ${country.name}, largest membership first`} />

      <h2>Metrics</h2>
      <CountryMetrics code={country.countryId} countryName={country.name} />

      <h2>States and regions</h2>
      <RegionsTable
        regions={regions}
        currencyCode={country.currencyCode}
        caption={`States and regions of ${country.name}, by name`}
      />
    </>
  );
}
