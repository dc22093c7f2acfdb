import type { Metadata } from 'next';
import Link from 'next/link';
import { SWRConfig } from 'swr';
import { MoneyView } from '@/components/core/money/MoneyView';
import { getDb } from '@/lib/platform/db';
import { getForexOverview } from '@/lib/systems/economy/forex/get-forex-overview';

export const metadata: Metadata = { title: 'Money' };
export const dynamic = 'force-dynamic';

export default async function MoneyPage() {
  // The balances come with the session (the root layout); the exchange form's rates are read here, under
  // the address its hook polls.
  const forex = await getForexOverview(getDb()).catch(() => undefined);
  return (
    <>
      <h1>Money</h1>
      <p>
        Send campaign funds to characters of your country, or exchange currency at the forex rates less a
        0.275% spread. Bots can do the same through the private API (<code>/api/v1</code>).{' '}
        <Link href="/money/history">See your money history</Link>.
      </p>
      <SWRConfig value={{ fallback: forex ? { '/api/forex': forex } : {} }}>
        <MoneyView />
      </SWRConfig>
    </>
  );
}
