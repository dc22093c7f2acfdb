import type { Metadata } from 'next';
import { AdminResourcesView } from '@/components/extraction/AdminResourcesView';

export const metadata: Metadata = { title: 'Resource admin' };

export default function AdminResourcesPage() {
  return (
    <>
      <h1>Extraction resources admin</h1>
      <AdminResourcesView />
    </>
  );
}
