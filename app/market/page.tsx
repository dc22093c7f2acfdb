import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { MarketView } from '@/components/corporations/MarketView';

export const metadata: Metadata = { title: 'Stock market' };

export default function MarketPage() {
  return (
    <>
      <h1>Stock market</h1>
      <p>
        <Link href="/corporations/new">Found a corporation</Link>
      </p>
      {/* MarketView reads its sector and page from the address. */}
      <Suspense>
        <MarketView />
      </Suspense>
    </>
  );
}
