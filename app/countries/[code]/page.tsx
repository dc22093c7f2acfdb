import type { Metadata } from 'next';
import Link from 'next/link';
import { CountryHistoryView } from '@/components/core/civic/CountryHistoryView';
import { RecentBills } from '@/components/politics/legislation/RecentBills';
import { CountryPolitics } from '@/components/politics/CountryPolitics';
import { CountryFacts } from '@/components/world/CountryFacts';
import { CountryMetrics } from '@/components/world/CountryMetrics';
import { PartiesTable } from '@/components/world/PartiesTable';
import { RegionsTable } from '@/components/world/RegionsTable';
import { loadCountryOrNotFound } from './load-country';
import { listRegions } from '@/lib/systems/core/countries/list-regions';
import { getDb } from '@/lib/platform/db';
import { listParties } from '@/lib/systems/politics/parties/list-parties';
import { CountryLabel } from '@/components/world/CountryFlag';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: country.name };
}

export default async function CountryPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const db = getDb();
  const [{ parties }, { regions }] = await Promise.all([
    listParties(db, { country: country.countryId }),
    listRegions(db, { code: country.countryId }),
  ]);

  return (
    <>
      <p className="breadcrumb">
        <Link href="/countries">All countries</Link>
      </p>
      <h1>
        <CountryLabel code={country.countryId} name={country.name} link={false} />
      </h1>
      <CountryFacts country={country} regionCount={regions.length} />
      <p>
        <Link href={`/countries/${country.countryId}/economy`}>Economy, budget and debt</Link>
      </p>
      <p>
        <Link href={`/countries/${country.countryId}/trade`}>Trade, tariffs and embargoes</Link>
      </p>
      <p>
        <Link href={`/countries/${country.countryId}/confidence`}>Confidence votes and vacancies</Link>
      </p>

      <h2>Recent history</h2>
      <CountryHistoryView code={country.countryId} compact />
      <p>
        <Link href={`/countries/${country.countryId}/history`}>Full history</Link>
      </p>

      <CountryPolitics code={country.countryId} />
      <RecentBills countryId={country.countryId} />

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
