import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DecisionsView } from '@/components/core/decisions/DecisionsView';
import { pageUser } from '@/app/page-user';
import { getDb } from '@/lib/platform/db';
import { listMyDecisions } from '@/lib/systems/core/decisions/list-decisions';

export const metadata: Metadata = { title: 'Decisions' };
export const dynamic = 'force-dynamic';

/** The decisions put to the player's character: rendered on the server, then kept fresh by SWR. */
export default async function DecisionsPage() {
  const user = await pageUser();
  if (!user) redirect('/login?next=/decisions');
  const initial = await listMyDecisions(getDb(), { userId: user.id });
  return (
    <>
      <h1>Decisions</h1>
      <DecisionsView initial={initial} />
    </>
  );
}
