import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SWRConfig } from 'swr';
import { AdminView } from '@/components/core/admin/AdminView';
import { HEALTH_KEY } from '@/components/core/admin/health-fetch';
import { ADMIN_OVERVIEW_KEY } from '@/components/core/admin/keys';
import { getDb } from '@/lib/platform/db';
import { getHealth } from '@/lib/platform/health/get-health';
import { getAdminOverview } from '@/lib/systems/core/admin/get-admin-overview';
import { readWorldClock } from '@/lib/systems/core/game/current-turn';
import { pageUser } from '../page-user';

export const metadata: Metadata = { title: 'Admin' };
export const dynamic = 'force-dynamic';

export default async function AdminPage() {
  const user = await pageUser();
  if (!user) redirect('/login?next=/admin');
  // The dashboard's overview and health, read as their endpoints read them; the panels poll from there.
  const db = getDb();
  const [overview, health] = user.isAdmin
    ? await Promise.all([getAdminOverview(db), getHealth(db, readWorldClock)])
    : [undefined, undefined];
  return (
    <>
      <h1>Admin</h1>
      <SWRConfig
        value={{ fallback: overview ? { [ADMIN_OVERVIEW_KEY]: overview, [HEALTH_KEY]: health } : {} }}
      >
        <AdminView />
      </SWRConfig>
    </>
  );
}
