import type { Metadata } from 'next';
import Link from 'next/link';
import { MoneyView } from '@/components/core/money/MoneyView';

export const metadata: Metadata = { title: 'Money' };

export default function MoneyPage() {
  return (
    <>
      <h1>Money</h1>
      <p>
        Send campaign funds to characters of your country, or exchange currency at the forex rates less a
        0.275% spread. Bots can do the same through the private API (<code>/api/v1</code>).{' '}
        <Link href="/money/history">See your money history</Link>.
      </p>
      <MoneyView />
    </>
  );
}
