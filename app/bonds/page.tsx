import type { Metadata } from 'next';
import { pageUser } from '@/app/page-user';
import { getDb } from '@/lib/platform/db';
import { getBondMarket } from '@/lib/systems/corporations/bonds/get-bond-market';
import { BondsView } from '@/components/corporations/bonds/BondsView';

export const metadata: Metadata = { title: 'Corporate bonds' };

export const dynamic = 'force-dynamic';

export default async function BondsPage() {
  const user = await pageUser();
  const initial = await getBondMarket(getDb(), { userId: user?.id ?? null, query: { page: '1' } });
  return (
    <>
      <h1>Corporate bonds</h1>
      <p>
        A bond earns its coupon every turn and pays it once a quarter (every 13 turns from its issue) and at
        maturity, with its face value, unless the issuer runs out of cash and defaults. Prices move with the
        issuer&apos;s rating and the prime rate.
      </p>
      <BondsView initial={initial} />
    </>
  );
}
