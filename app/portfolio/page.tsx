import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PortfolioView } from '@/components/core/money/PortfolioView';
import { pageUser } from '@/app/page-user';
import { getDb } from '@/lib/platform/db';
import { getPortfolio } from '@/lib/systems/game/money/get-portfolio';

export const metadata: Metadata = { title: 'Portfolio' };
export const dynamic = 'force-dynamic';

/** The player's holdings: rendered on the server, then kept fresh by SWR. */
export default async function PortfolioPage() {
  const user = await pageUser();
  if (!user) redirect('/login?next=/portfolio');
  const initial = await getPortfolio(getDb(), { userId: user.id });
  return (
    <>
      <h1>Portfolio</h1>
      <p>
        Your shares, index fund units and bonds: what you paid, what they are worth now, and the difference.
      </p>
      <PortfolioView initial={initial} />
    </>
  );
}
