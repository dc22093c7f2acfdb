import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { MoneyHistoryView } from '@/components/core/money/MoneyHistoryView';
import { getDb } from '@/lib/platform/db';
import { pageUser } from '@/app/page-user';
import { getMoneyHistory } from '@/lib/systems/game/money/get-money-history';

export const metadata: Metadata = { title: 'Money history' };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ kind?: string; page?: string }> };

/** The player's ledger: rendered on the server with the first page, then kept fresh by SWR. */
export default async function MoneyHistoryPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) redirect('/login?next=/money/history');
  const params = await searchParams;
  const query = {
    kind: typeof params.kind === 'string' && /^[a-z0-9_-]{1,64}$/.test(params.kind) ? params.kind : undefined,
    page: typeof params.page === 'string' && /^\d{1,5}$/.test(params.page) ? params.page : undefined,
  };
  const initial = await getMoneyHistory(getDb(), { userId: user.id, query });
  return (
    <>
      <h1>Money history</h1>
      <p>
        Every movement of your campaign funds, cash and foreign currency, newest first.{' '}
        <Link href="/money">Send money or exchange currency</Link>.
      </p>
      <MoneyHistoryView initial={initial} />
    </>
  );
}
