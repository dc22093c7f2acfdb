import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SWRConfig } from 'swr';
import { AdminResourcesView } from '@/components/extraction/AdminResourcesView';
import { getDb } from '@/lib/platform/db';
import { listExtractionContracts } from '@/lib/systems/extraction/list-extraction-contracts';
import { listResourceCapacity } from '@/lib/systems/extraction/list-resource-capacity';
import { pageUser } from '../../page-user';

export const metadata: Metadata = { title: 'Resource admin' };
export const dynamic = 'force-dynamic';

export default async function AdminResourcesPage() {
  const user = await pageUser();
  if (!user) redirect('/login?next=/admin/resources');
  if (!user.isAdmin) {
    return (
      <>
        <h1>Extraction resources admin</h1>
        <p>This page is for the administrators of this server, and your account does not have access.</p>
      </>
    );
  }
  // The contracts and the capacity documents, keyed by the addresses the view's hooks read.
  const db = getDb();
  const [contracts, capacity] = await Promise.all([
    listExtractionContracts(db, {}),
    listResourceCapacity(db),
  ]);
  return (
    <>
      <h1>Extraction resources admin</h1>
      <SWRConfig
        value={{
          fallback: {
            '/api/contracts/extraction': contracts,
            '/api/admin/resource-capacity': capacity,
          },
        }}
      >
        <AdminResourcesView />
      </SWRConfig>
    </>
  );
}
