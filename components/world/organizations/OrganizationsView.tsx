'use client';

import Link from 'next/link';
import { countryHref } from '@/components/world/links';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useOrganizations } from '@/lib/systems/game/browser/hooks';
import type { OrganizationList } from '@/lib/systems/game/browser/types';
import { CATEGORY_LABELS, organizationHref } from './labels';
import { CountryLabel } from '@/components/world/CountryFlag';

/** Every organization with its leader, roster and open business, polled. */
export function OrganizationsView({ initial }: { initial?: OrganizationList }) {
  const { data, error } = useOrganizations(initial);
  if (error) return <ErrorAlert message={errorMessage(error, 'Could not load the organizations.')} />;
  if (!data) return <p className="muted">Loading organizations…</p>;
  if (data.count === 0) return <p className="muted">No organizations yet.</p>;
  return (
    <div className="table-scroll" role="region" aria-label="Organizations table" tabIndex={0}>
      <table className="table">
        <caption className="pb-1 text-left font-semibold">{data.count} organizations</caption>
        <thead>
          <tr>
            <th scope="col">Organization</th>
            <th scope="col">Category</th>
            <th scope="col">Founded</th>
            <th scope="col">Leader</th>
            <th scope="col">Members (voting)</th>
            <th scope="col">Open votes</th>
            <th scope="col">Resolutions decided</th>
          </tr>
        </thead>
        <tbody>
          {data.organizations.map((o) => (
            <tr key={o.id}>
              <th scope="row">
                <Link href={organizationHref(o.id)}>
                  {o.shortName}: {o.name}
                </Link>
              </th>
              <td>{CATEGORY_LABELS[o.category]}</td>
              <td>
                {o.foundedYear}
                {o.dissolvedYear !== null && ` (dissolved ${o.dissolvedYear})`}
              </td>
              <td>
                {o.leadership.holder ? (
                  <>
                    {o.leadership.title} {o.leadership.holder.name} (
                    <Link href={countryHref(o.leadership.holder.countryId)}>
                      {o.leadership.holder.countryId}
                    </Link>
                    )
                  </>
                ) : (
                  <span className="muted">{o.leadership.title}: vacant</span>
                )}
              </td>
              <td>
                <ul
                  className="m-0 flex list-none flex-wrap gap-x-3 gap-y-1 p-0"
                  aria-label={`${o.shortName} members`}
                >
                  {o.members.map((m) => (
                    <li key={m.countryId}>
                      <CountryLabel code={m.countryId} name={m.countryName} />
                      {!m.voting && ' (associate)'}
                    </li>
                  ))}
                </ul>
                {o.votingMemberCount} voting
              </td>
              <td>
                {o.activity.pendingMembershipProposals +
                  o.activity.pendingWithdrawals +
                  o.activity.pendingResolutions}
              </td>
              <td>{o.activity.resolutionsDecided}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
