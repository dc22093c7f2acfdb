import type { Metadata } from 'next';
import { OrganizationsView } from '@/components/world/organizations/OrganizationsView';
import { getDb } from '@/lib/platform/db';
import { listOrganizations } from '@/lib/systems/world/organizations/list-organizations';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Organizations' };

export default async function OrganizationsPage() {
  const initial = await listOrganizations(getDb());
  return (
    <>
      <h1>International organizations</h1>
      <p className="lead">
        Alliances, forums and banks whose member governments vote on new members, leaders and resolutions.
      </p>
      <OrganizationsView initial={initial} />
    </>
  );
}
