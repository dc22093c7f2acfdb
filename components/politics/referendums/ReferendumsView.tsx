'use client';

import { formatPercent } from '@/lib/platform/browser/format';
import { useState } from 'react';
import { SeriesChart } from '@/components/economy/SeriesChart';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useReferendums } from '@/lib/systems/game/browser/hooks';
import type { ReferendumList } from '@/lib/systems/game/browser/types';
import { REFERENDUM_STATUSES } from '@/lib/systems/politics/referendums/constants';
import { NativeSelect } from '@/components/ui/NativeSelect';

const REFERENDUM_STATUS = {
  proposed: 'Called, voting soon',
  active: 'Voting',
  resolved: 'Decided',
} as const;

type Referendum = ReferendumList['referendums'][number];

const percent = (share: number) => formatPercent(share, 1, 'en-US');

function ReferendumCard({ referendum: r }: { referendum: Referendum }) {
  return (
    <article
      className="rounded-lg border border-border bg-surface px-4 py-3 [&_h3]:mt-0 [&_h3]:mb-1"
      aria-labelledby={`referendum-${r.id}`}
    >
      <h3 id={`referendum-${r.id}`}>{r.title}</h3>
      <p className="mt-0 mb-2 text-sm text-muted">
        {r.countryId}
        {r.region ? ` · ${r.region.name}` : ' · national'} · {REFERENDUM_STATUS[r.status]} · called turn{' '}
        {r.timing.proposedTurn}, voting from turn {r.timing.votingOpensTurn}, result turn{' '}
        {r.timing.resolvesTurn}
      </p>
      {r.result ? (
        <p>
          <strong>{r.result.passed ? 'Passed' : 'Failed'}</strong> on turn {r.result.resolvedTurn}: Yes{' '}
          {percent(r.result.yes)}, No {percent(r.result.no)}, turnout {percent(r.result.turnout)}.
        </p>
      ) : (
        <p>
          Latest poll: Yes {percent(r.currentYes)} (baseline {percent(r.baselineYes)}).
        </p>
      )}
      <p className="mt-0 mb-2 text-sm text-muted">
        Parties: {r.partyPositions.map((p) => `${p.partyName} ${p.position}`).join(' · ') || 'no positions'}
      </p>
      <SeriesChart
        title={`Yes share polls, ${r.title}`}
        points={r.pollHistory.map((poll) => ({ turn: poll.turn, value: Math.round(poll.yes * 1000) / 10 }))}
      />
    </article>
  );
}

/** Referendums newest first, filtered by country and status, with their polls charted. */
export function ReferendumsView({
  countries,
  initial,
}: {
  countries: { id: string; name: string }[];
  /** The server-rendered list with no filter. */
  initial?: ReferendumList;
}) {
  const [country, setCountry] = useState('');
  const [status, setStatus] = useState('');
  const { data, error } = useReferendums(
    { country: country || undefined, status: status || undefined },
    country || status ? undefined : initial,
  );
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="field">
          <label htmlFor="referendum-country">Country</label>
          <NativeSelect id="referendum-country" value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">All countries</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor="referendum-status">Status</label>
          <NativeSelect id="referendum-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any status</option>
            {REFERENDUM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error && <ErrorAlert message={errorMessage(error, 'Could not load the referendums.')} />}
      {data && data.referendums.length === 0 && <p className="muted">No referendums yet.</p>}
      <ul className="m-0 grid list-none gap-4 p-0" aria-label="Referendums">
        {data?.referendums.map((r) => (
          <li key={r.id}>
            <ReferendumCard referendum={r} />
          </li>
        ))}
      </ul>
    </>
  );
}
