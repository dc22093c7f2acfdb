import type { Metadata } from 'next';
import { ExecutivePanel } from '@/components/politics/executive/ExecutivePanel';
import { getDb } from '@/lib/platform/db';
import { getExecutive } from '@/lib/systems/politics/government/get-government';
import { loadCountryOrNotFound } from '../../load-country';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: executive` };
}

/** The executive tab: head, central bank, cabinet, nominations, orders and regional heads, with commands. */
export default async function CountryExecutivePage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const executive = await getExecutive(getDb(), { code: country.countryId });
  return <ExecutivePanel code={country.countryId} executive={executive} />;
}
