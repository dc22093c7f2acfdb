import type { Metadata } from 'next';
import { NotificationsView } from '@/components/core/notifications/NotificationsView';
import { getDb } from '@/lib/platform/db';
import { listNotifications } from '@/lib/systems/core/notifications/list-notifications';
import { MESSAGE_PAGE_SIZE } from '@/lib/systems/game/browser/keys';
import { pageUser } from '../page-user';

export const metadata: Metadata = { title: 'Notifications' };
export const dynamic = 'force-dynamic';

export default async function NotificationsPage() {
  const user = await pageUser();
  // The first page, as the view's hook asks for it; a player without a character has none.
  const initial = user
    ? await listNotifications(getDb(), {
        userId: user.id,
        query: { limit: String(MESSAGE_PAGE_SIZE) },
      }).catch(() => undefined)
    : undefined;
  return (
    <>
      <h1>Notifications</h1>
      <NotificationsView initial={initial} />
    </>
  );
}
