import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SWRConfig } from 'swr';
import { AdminView } from '@/components/core/admin/AdminView';
import { HEALTH_KEY } from '@/components/core/admin/health-fetch';
import {
  ADMIN_AUDIT_KEY,
  ADMIN_OVERVIEW_KEY,
  ADMIN_USERS_KEY,
  adminContentKey,
} from '@/components/core/admin/keys';
import { getDb } from '@/lib/platform/db';
import { getHealth } from '@/lib/platform/health/get-health';
import { getAdminOverview } from '@/lib/systems/core/admin/get-admin-overview';
import { listContentForAdmin } from '@/lib/systems/core/admin/list-content';
import { listAdminAudit, listUsersForAdmin } from '@/lib/systems/core/admin/manage-users';
import { readWorldClock } from '@/lib/systems/core/game/current-turn';
import { pageUser } from '../page-user';

export const metadata: Metadata = { title: 'Admin' };
export const dynamic = 'force-dynamic';

async function adminFallback(): Promise<Record<string, unknown>> {
  const db = getDb();
  const [overview, health, users, audit, news, mail] = await Promise.all([
    getAdminOverview(db),
    getHealth(db, readWorldClock),
    listUsersForAdmin(db, {}),
    listAdminAudit(db),
    listContentForAdmin(db, { kind: 'news', query: {} }),
    listContentForAdmin(db, { kind: 'mail', query: {} }),
  ]);
  return {
    [ADMIN_OVERVIEW_KEY]: overview,
    [HEALTH_KEY]: health,
    [ADMIN_USERS_KEY]: users,
    [ADMIN_AUDIT_KEY]: audit,
    [adminContentKey('news')]: news,
    [adminContentKey('mail')]: mail,
  };
}

export default async function AdminPage() {
  const user = await pageUser();
  if (!user) redirect('/login?next=/admin');
  // The dashboard's data, read as its endpoints read it (the unsearched lists); the panels poll from there.
  const fallback = user.isAdmin ? await adminFallback() : {};
  return (
    <>
      <h1>Admin</h1>
      <SWRConfig value={{ fallback }}>
        <AdminView />
      </SWRConfig>
    </>
  );
}
