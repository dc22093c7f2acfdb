import type { Metadata } from 'next';
import { BondsView } from '@/components/corporations/bonds/BondsView';

export const metadata: Metadata = { title: 'Corporate bonds' };

export default function BondsPage() {
  return (
    <>
      <h1>Corporate bonds</h1>
      <p>
        Bonds pay their coupon every turn and their face value at maturity, unless the issuer runs out of cash
        and defaults. Prices move with the issuer&apos;s rating and the prime rate.
      </p>
      <BondsView />
    </>
  );
}
