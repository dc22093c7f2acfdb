import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SWRConfig } from 'swr';
import { PolicyView } from '@/components/policy/PolicyView';
import { getDb } from '@/lib/platform/db';
import { getPolicyPositions } from '@/lib/systems/policy/get-policy-positions';
import { getPolicyRecords } from '@/lib/systems/policy/get-policy-records';
import { metricLabels } from '@/lib/systems/policy/labels';
import { pageUser } from '../page-user';

export const metadata: Metadata = { title: 'Policy' };
export const dynamic = 'force-dynamic';

export default async function PolicyPage() {
  const user = await pageUser();
  if (!user) redirect('/login?next=/policy');
  // The player's positions and the policy records of their country and home state, keyed by the
  // addresses the view's hooks read, so the page is whole in its first HTML.
  const db = getDb();
  const positions = await getPolicyPositions(db, { userId: user.id });
  const fallback: Record<string, unknown> = { '/api/settings/policy': positions };
  const [national, home] = await Promise.all([
    positions.countryId
      ? getPolicyRecords(db, { scope: 'national', country: positions.countryId }).catch(() => undefined)
      : undefined,
    positions.stateId
      ? getPolicyRecords(db, { scope: 'state', stateId: positions.stateId }).catch(() => undefined)
      : undefined,
  ]);
  if (national)
    fallback[`/api/policy?scope=national&country=${encodeURIComponent(positions.countryId!)}`] = national;
  if (home) fallback[`/api/policy?scope=state&stateId=${encodeURIComponent(positions.stateId!)}`] = home;
  return (
    <>
      <h1>Policy</h1>
      <SWRConfig value={{ fallback }}>
        <PolicyView metricLabels={metricLabels()} />
      </SWRConfig>
    </>
  );
}
