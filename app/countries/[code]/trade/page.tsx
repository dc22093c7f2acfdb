import type { Metadata } from 'next';
import Link from 'next/link';
import { TradeView } from '@/components/trade/TradeView';
import { loadCountryOrNotFound } from '../load-country';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: trade` };
}

export default async function CountryTradePage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  return (
    <>
      <p className="breadcrumb">
        <Link href={`/countries/${country.countryId}`}>{country.name}</Link>
      </p>
      <h1>Trade of {country.name}</h1>
      <TradeView code={country.countryId} />
    </>
  );
}
