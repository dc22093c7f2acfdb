import type { Metadata } from 'next';
import Link from 'next/link';
import { CountryHistoryView } from '@/components/core/civic/CountryHistoryView';
import { CountryFacts } from '@/components/world/CountryFacts';
import { CountryMetrics } from '@/components/world/CountryMetrics';
import { loadCountryOrNotFound } from '../load-country';
import { listRegions } from '@/lib/systems/core/countries/list-regions';
import { getDb } from '@/lib/platform/db';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: country.name };
}

/** The overview tab: the facts, the metrics and the latest history; the rest has a tab of its own. */
export default async function CountryOverviewPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const { regions } = await listRegions(getDb(), { code: country.countryId });
  return (
    <>
      <CountryFacts country={country} regionCount={regions.length} />

      <h2>Metrics</h2>
      <CountryMetrics code={country.countryId} countryName={country.name} />

      <h2>Recent history</h2>
      <CountryHistoryView code={country.countryId} compact />
      <p>
        <Link href={`/countries/${country.countryId}/history`}>Full history</Link>
      </p>
    </>
  );
}
