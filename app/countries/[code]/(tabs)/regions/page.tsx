import type { Metadata } from 'next';
import { RegionsTable } from '@/components/world/RegionsTable';
import { loadCountryOrNotFound } from '../../load-country';
import { listRegions } from '@/lib/systems/core/countries/list-regions';
import { getDb } from '@/lib/platform/db';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: states and regions` };
}

export default async function CountryRegionsPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const { regions } = await listRegions(getDb(), { code: country.countryId });
  return (
    <>
      <h2>States and regions</h2>
      <RegionsTable
        regions={regions}
        currencyCode={country.currencyCode}
        caption={`States and regions of ${country.name}, by name`}
      />
    </>
  );
}
