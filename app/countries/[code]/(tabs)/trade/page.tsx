import type { Metadata } from 'next';
import { TradeView } from '@/components/economy/trade/TradeView';
import { loadCountryOrNotFound } from '../../load-country';
import { getDb } from '@/lib/platform/db';
import { getTradeOverview } from '@/lib/systems/economy/trade/get-trade-overview';
import { commodityReferences, sectorReferences } from '@/lib/systems/economy/macro/reference';

/** The names the tariffs and embargoes use, by key: only what this page can show. */
const LABELS = Object.fromEntries([
  ...sectorReferences.map(({ id, label }) => [id, label]),
  ...commodityReferences.map(({ key, label }) => [key, label]),
]);

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: trade` };
}

export default async function CountryTradePage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const initial = await getTradeOverview(getDb(), { code: country.countryId });
  return (
    <>
      <h2>Trade, tariffs and embargoes</h2>
      <TradeView code={country.countryId} initial={initial} labels={LABELS} />
    </>
  );
}
