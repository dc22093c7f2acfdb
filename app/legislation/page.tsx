import type { Metadata } from 'next';
import { LegislationView } from '@/components/politics/legislation/LegislationView';

export const metadata: Metadata = { title: 'Legislation' };

export default async function LegislationPage({
  searchParams,
}: {
  searchParams: Promise<{ country?: string }>;
}) {
  const { country } = await searchParams;
  return (
    <>
      <h1>Legislation</h1>
      <LegislationView initialCountry={typeof country === 'string' ? country.slice(0, 8) : undefined} />
    </>
  );
}
