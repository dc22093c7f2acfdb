import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { getFunds } from '@/lib/systems/corporations/funds/get-funds';
import Link from 'next/link';
import { FundsList } from '@/components/corporations/funds/FundsList';

export const metadata: Metadata = { title: 'Index funds' };

export const dynamic = 'force-dynamic';

export default async function FundsPage() {
  const initial = await getFunds(getDb(), {});
  return (
    <>
      <h1>Index funds</h1>
      <p>
        Funds track the largest listed corporations by market capitalisation and rebalance every few turns.
        See also the <Link href="/bonds">corporate bonds</Link>.
      </p>
      <FundsList initial={initial} />
    </>
  );
}
