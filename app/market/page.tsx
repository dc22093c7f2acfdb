import type { Metadata } from 'next';
import { MarketView } from '@/components/corporations/MarketView';

export const metadata: Metadata = { title: 'Stock market' };

export default function MarketPage() {
  return (
    <>
      <h1>Stock market</h1>
      <MarketView />
    </>
  );
}
