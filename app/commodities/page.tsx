import type { Metadata } from 'next';
import { listCommodities } from '@/lib/systems/economy/commodities/list-commodities';
import { CommoditiesView } from '@/components/economy/commodities/CommoditiesView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getReadDb } from '@/lib/platform/db';

export const metadata: Metadata = { title: 'Commodities' };
// Reads the live world on every request; `next build` runs without a database.
export const dynamic = 'force-dynamic';

export default async function CommoditiesPage() {
  const db = await getReadDb();
  const [{ countries }, initial] = await Promise.all([listCountries(db), listCommodities(db, {})]);
  return (
    <>
      <h1>Commodities</h1>
      <p>
        Sectors in every state supply and demand 28 commodities; households buy too. Prices move each turn
        with world supply and demand, and each country trades its surplus.
      </p>
      <CommoditiesView countries={countries.map((c) => ({ id: c.id, name: c.name }))} initial={initial} />
    </>
  );
}
