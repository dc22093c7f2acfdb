import type { Metadata } from 'next';
import { LegislationView } from '@/components/politics/legislation/LegislationView';
import { getDb } from '@/lib/platform/db';
import { listBillSummaries } from '@/lib/systems/politics/legislation/list-bills';

export const metadata: Metadata = { title: 'Legislation' };

export default async function LegislationPage({
  searchParams,
}: {
  searchParams: Promise<{ country?: string }>;
}) {
  const { country } = await searchParams;
  const initialCountry = typeof country === 'string' ? country.slice(0, 8) : undefined;
  // The same list the view asks for first, so the first HTML holds the bills.
  const initialBills = await listBillSummaries(getDb(), {
    ...(initialCountry ? { country: initialCountry.toUpperCase() } : {}),
    limit: '50',
  }).catch(() => undefined);
  return (
    <>
      <h1>Legislation</h1>
      <LegislationView initialCountry={initialCountry} initialBills={initialBills} />
    </>
  );
}
