import type { Metadata } from 'next';
import { CountryHistoryView } from '@/components/core/civic/CountryHistoryView';
import { loadCountryOrNotFound } from '../../load-country';
import { getDb } from '@/lib/platform/db';
import { listCountryHistory } from '@/lib/systems/core/history/list-country-history';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `History of ${country.name}` };
}

export default async function CountryHistoryPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const initial = await listCountryHistory(getDb(), { code: country.countryId });
  return (
    <>
      <h2>History</h2>
      <p className="lead">
        Everything that has happened here: elections, laws, referendums and more, newest first.
      </p>
      <CountryHistoryView code={country.countryId} initial={initial} />
    </>
  );
}
