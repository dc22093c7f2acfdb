import type { Metadata } from 'next';
import { EconomyView } from '@/components/economy/EconomyView';
import { loadCountryOrNotFound } from '../../load-country';
import { getDb } from '@/lib/platform/db';
import { getEconomyOverview } from '@/lib/systems/game/country-economy/get-economy-overview';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: economy` };
}

export default async function CountryEconomyPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const initial = await getEconomyOverview(getDb(), { code: country.countryId });
  return (
    <>
      <h2>Economy, budget and debt</h2>
      <EconomyView code={country.countryId} initial={initial} />
    </>
  );
}
