import type { Metadata } from 'next';
import { AdminView } from '@/components/core/admin/AdminView';

export const metadata: Metadata = { title: 'Admin' };

export default function AdminPage() {
  return (
    <>
      <h1>Admin</h1>
      <AdminView />
    </>
  );
}
