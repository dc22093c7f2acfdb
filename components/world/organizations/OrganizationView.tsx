'use client';

import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useOrganization } from '@/lib/systems/game/browser/hooks';
import type { OrganizationPage } from '@/lib/systems/game/browser/types';
import type { Motion } from '@/lib/systems/world/organizations/schemas';
import { CATEGORY_LABELS } from './labels';
import { MotionCard } from './MotionCard';
import { CountryLabel } from '@/components/world/CountryFlag';

function MotionSection({ title, motions, empty }: { title: string; motions: Motion[]; empty: string }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {motions.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        motions.map((m) => <MotionCard key={m.id} motion={m} />)
      )}
    </section>
  );
}

/** One organization: charter, leader, roster and every vote in progress, polled from its server render. */
export function OrganizationView({ id, initial }: { id: string; initial: OrganizationPage }) {
  const { data, error } = useOrganization(id, initial);
  const o = (data ?? initial).organization;
  return (
    <>
      {error && <ErrorAlert message={errorMessage(error, 'Could not refresh the organization.')} />}
      <p className="mt-0 mb-2 text-sm text-muted">
        {CATEGORY_LABELS[o.category]} · founded {o.foundedYear}
        {o.dissolvedYear !== null && ` · dissolved ${o.dissolvedYear}`}
      </p>
      <p className="max-w-3xl">{o.charter}</p>
      <h2>Leadership</h2>
      <p>
        {o.leadership.title}:{' '}
        {o.leadership.holder ? (
          <>
            {o.leadership.holder.name} (
            <CountryLabel code={o.leadership.holder.countryId} name={o.leadership.holder.countryId} />
            ), since turn {o.leadership.termStartTurn}
          </>
        ) : (
          'vacant'
        )}
        {o.leadership.nextElectionTurn !== null &&
          `; next election due turn ${o.leadership.nextElectionTurn}`}
        .
      </p>
      <h2>Members</h2>
      <p>
        {o.memberCount} members, {o.votingMemberCount} voting.
      </p>
      <ul className="m-0 flex list-none flex-wrap gap-x-3 gap-y-1 p-0" aria-label="Members">
        {o.members.map((m) => (
          <li key={m.countryId}>
            <CountryLabel code={m.countryId} name={m.countryName} />
            {m.founder ? ' (founder)' : ` (joined turn ${m.joinedTurn})`}
            {!m.voting && ', associate without a vote'}
          </li>
        ))}
      </ul>
      <MotionSection title="Resolutions being voted" motions={o.pendingResolutions} empty="None open." />
      <MotionSection title="Resolutions in force" motions={o.activeResolutions} empty="None in force." />
      <MotionSection
        title="Membership applications"
        motions={o.pendingMembershipProposals}
        empty="No applications pending."
      />
      <MotionSection title="Withdrawals" motions={o.pendingWithdrawals} empty="No member is leaving." />
      <MotionSection
        title="Leadership elections"
        motions={o.leadershipElections}
        empty="No election held yet."
      />
    </>
  );
}
