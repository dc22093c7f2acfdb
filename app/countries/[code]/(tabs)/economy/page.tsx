import type { Metadata } from 'next';
import { EconomyView } from '@/components/economy/EconomyView';
import { loadCountryOrNotFound } from '../../load-country';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: economy` };
}

export default async function CountryEconomyPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  return (
    <>
      <h2>Economy, budget and debt</h2>
      <EconomyView code={country.countryId} />
    </>
  );
}
