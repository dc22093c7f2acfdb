import type { Metadata } from 'next';
import { NotificationsView } from '@/components/core/notifications/NotificationsView';

export const metadata: Metadata = { title: 'Notifications' };

export default function NotificationsPage() {
  return (
    <>
      <h1>Notifications</h1>
      <NotificationsView />
    </>
  );
}
