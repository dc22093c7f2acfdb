import type { Metadata } from 'next';
import Link from 'next/link';
import { FundsList } from '@/components/corporations/funds/FundsList';

export const metadata: Metadata = { title: 'Index funds' };

export default function FundsPage() {
  return (
    <>
      <h1>Index funds</h1>
      <p>
        Funds track the largest listed corporations by market capitalisation and rebalance every few turns.
        See also the <Link href="/bonds">corporate bonds</Link>.
      </p>
      <FundsList />
    </>
  );
}
