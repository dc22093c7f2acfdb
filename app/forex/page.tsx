import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { getForexOverview } from '@/lib/systems/economy/forex/get-forex-overview';
import { ForexView } from '@/components/economy/forex/ForexView';

export const metadata: Metadata = { title: 'Forex' };

export const dynamic = 'force-dynamic';

export default async function ForexPage() {
  const initial = await getForexOverview(getDb());
  return (
    <>
      <h1>Foreign exchange</h1>
      <p>Rates are local units per one internal anchor unit; a rising rate is a weakening currency.</p>
      <ForexView initial={initial} />
    </>
  );
}
