import type { Metadata } from 'next';
import { SWRConfig } from 'swr';
import { NotificationPreferencesPanel } from '@/components/core/notifications/NotificationPreferencesPanel';
import { NotificationsGate } from '@/components/core/notifications/NotificationsGate';
import { getDb } from '@/lib/platform/db';
import { getAlertPreferences } from '@/lib/systems/core/alerts/alert-preferences';
import { getNotificationPreferences } from '@/lib/systems/core/notifications/notification-preferences';
import { NOTIFICATION_KINDS } from '@/lib/systems/game/notifications/kinds';
import { pageUser } from '../../page-user';

export const metadata: Metadata = { title: 'Notification preferences' };
export const dynamic = 'force-dynamic';

export default async function NotificationPreferencesPage() {
  const user = await pageUser();
  // Both panels' reads, keyed by the addresses their hooks ask, so they are in the first HTML.
  const fallback: Record<string, unknown> = {};
  if (user) {
    const db = getDb();
    const [kinds, alerts] = await Promise.all([
      getNotificationPreferences(db, { userId: user.id, kinds: NOTIFICATION_KINDS }).catch(() => undefined),
      getAlertPreferences(db, { userId: user.id }).catch(() => undefined),
    ]);
    if (kinds) fallback['/api/notifications/preferences'] = kinds;
    if (alerts) fallback['/api/notifications/alerts'] = alerts;
  }
  return (
    <>
      <h1>Notifications</h1>
      <SWRConfig value={{ fallback }}>
        <NotificationsGate next="/notifications/preferences">
          <NotificationPreferencesPanel />
        </NotificationsGate>
      </SWRConfig>
    </>
  );
}
