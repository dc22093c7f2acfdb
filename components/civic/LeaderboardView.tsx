'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { formatMoney } from '@/lib/platform/client/format';
import { useLeaderboard } from '@/lib/systems/game/client/hooks';
import { LEADERBOARD_METRICS, type LeaderboardMetric } from '@/lib/systems/core/leaderboard/constants';
import { NativeSelect } from '@/components/ui/Select';

const METRIC_LABELS: Record<LeaderboardMetric, string> = {
  npi: 'National influence',
  pi: 'Political influence',
  favorability: 'Favorability',
  funds: 'Campaign funds',
  actions: 'Actions',
};

/** The top characters by one metric, optionally within one country. */
export function LeaderboardView({ countries }: { countries: { id: string; name: string }[] }) {
  const [metric, setMetric] = useState<LeaderboardMetric>('pi');
  const [country, setCountry] = useState('');
  const { data, error } = useLeaderboard({ metric, country: country || undefined, limit: '50' });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="field">
          <label htmlFor="leaderboard-metric">Rank by</label>
          <NativeSelect
            id="leaderboard-metric"
            value={metric}
            onChange={(e) => setMetric(e.target.value as LeaderboardMetric)}
          >
            {LEADERBOARD_METRICS.map((m) => (
              <option key={m} value={m}>
                {METRIC_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor="leaderboard-country">Country</label>
          <NativeSelect id="leaderboard-country" value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">All countries</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error && <ErrorAlert message={errorMessage(error, 'Could not load the leaderboard.')} />}
      <div className="table-scroll" tabIndex={0}>
        <table className="table">
          <caption>Top characters by {METRIC_LABELS[metric].toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Name</th>
              <th scope="col">Party</th>
              <th scope="col">{METRIC_LABELS[metric]}</th>
            </tr>
          </thead>
          <tbody>
            {data?.characters.map((c) => (
              <tr key={c.id}>
                <td>{c.rank}</td>
                <th scope="row">
                  <Link href={c.profileUrl}>{c.name}</Link>
                </th>
                <td>{c.party ?? 'Independent'}</td>
                <td>
                  {metric === 'funds'
                    ? formatMoney(c.funds, c.currencyCode)
                    : c.value.toFixed(metric === 'actions' ? 0 : 1)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
