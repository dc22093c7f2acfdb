import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { MarketView } from '@/components/corporations/MarketView';
import { sectorReferences } from '@/lib/systems/economy/macro/reference';
import { getDb } from '@/lib/platform/db';
import { getMarket } from '@/lib/systems/corporations/companies/get-market';

export const metadata: Metadata = { title: 'Stock market' };

export const dynamic = 'force-dynamic';

export default async function MarketPage({
  searchParams,
}: {
  searchParams: Promise<{ type?: string; page?: string }>;
}) {
  // The same page the view asks for first (its sector and page come from the address), so the first HTML
  // holds the companies; an address the API refuses leaves the view to show the API's error.
  const query = await searchParams;
  const type = typeof query.type === 'string' ? query.type : 'all';
  const page = Math.max(1, Math.floor(Number(query.page)) || 1);
  const market = await getMarket(getDb(), { type, view: 'share', page: String(page) }).catch(() => undefined);
  return (
    <>
      <h1>Stock market</h1>
      <p>
        <Link href="/corporations/new">Found a corporation</Link>
      </p>
      {/* MarketView reads its sector and page from the address. */}
      <Suspense>
        <MarketView
          sectors={sectorReferences.map(({ id, label }) => ({ id, label }))}
          initial={market && { type, page, market }}
        />
      </Suspense>
    </>
  );
}
