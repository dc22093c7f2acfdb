import type { Metadata } from 'next';
import { ElectionsList } from '@/components/politics/ElectionsList';
import { loadCountryOrNotFound } from '../../load-country';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: elections` };
}

export default async function CountryElectionsPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  return (
    <>
      <h2>Elections</h2>
      <ElectionsList code={country.countryId} />
    </>
  );
}
