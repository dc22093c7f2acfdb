import type { Metadata } from 'next';
import { OrganizationsView } from '@/components/world/organizations/OrganizationsView';

export const metadata: Metadata = { title: 'Organizations' };

export default function OrganizationsPage() {
  return (
    <>
      <h1>International organizations</h1>
      <p className="lead">
        Alliances, forums and banks whose member governments vote on new members, leaders and resolutions.
      </p>
      <OrganizationsView />
    </>
  );
}
