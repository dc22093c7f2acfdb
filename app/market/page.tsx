import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MarketView } from '@/components/corporations/MarketView';

export const metadata: Metadata = { title: 'Stock market' };

export default function MarketPage() {
  return (
    <>
      <h1>Stock market</h1>
      {/* MarketView reads its sector and page from the address. */}
      <Suspense>
        <MarketView />
      </Suspense>
    </>
  );
}
