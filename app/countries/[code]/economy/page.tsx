import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EconomyView } from '@/components/economy/EconomyView';
import { notFoundOnBadInput } from '@/components/world/lookup';
import styles from '@/components/world/world.module.css';
import { getCountry } from '@/lib/countries/get-country';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

const loadCountry = cache(async (code: string) => {
  const country = await notFoundOnBadInput(getCountry(getDb(), { code }));
  if (!country.found) notFound();
  return country;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountry((await params).code);
  return { title: `${country.name}: economy` };
}

export default async function CountryEconomyPage({ params }: Props) {
  const country = await loadCountry((await params).code);
  return (
    <>
      <p className={styles.breadcrumb}>
        <Link href={`/countries/${country.countryId}`}>{country.name}</Link>
      </p>
      <h1>Economy of {country.name}</h1>
      <EconomyView code={country.countryId} />
    </>
  );
}
