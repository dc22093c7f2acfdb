'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { formatMoney, formatNumber } from '@/lib/platform/browser/format';
import { useLeaderboard } from '@/lib/systems/game/browser/hooks';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PAGE_DEFAULTS as LEADERBOARD_DEFAULTS,
  type LeaderboardMetric,
} from '@/lib/systems/core/leaderboard/constants';
import type { Leaderboard } from '@/lib/systems/game/browser/types';
import { NativeSelect } from '@/components/ui/NativeSelect';

const METRIC_LABELS: Record<LeaderboardMetric, string> = {
  npi: 'National influence',
  pi: 'Political influence',
  favorability: 'Favorability',
  funds: 'Campaign funds',
  actions: 'Actions',
};

/** Influence is kept to a hundredth of a point: shown to one decimal, neighbours on the board would look tied. */
const metricDigits = (metric: LeaderboardMetric) =>
  metric === 'actions' ? 0 : metric === 'favorability' ? 1 : 2;

/** The top characters by one metric, optionally within one country. */
export function LeaderboardView({
  countries,
  initial,
}: {
  countries: { id: string; name: string }[];
  /** The server-rendered board for the default filters (`LEADERBOARD_DEFAULTS`). */
  initial?: Leaderboard;
}) {
  const [metric, setMetric] = useState<LeaderboardMetric>(LEADERBOARD_DEFAULTS.metric);
  const [country, setCountry] = useState('');
  const [who, setWho] = useState<'all' | 'players'>('all');
  const atDefaults = metric === LEADERBOARD_DEFAULTS.metric && !country && who === 'all';
  const { data, error } = useLeaderboard(
    {
      metric,
      country: country || undefined,
      limit: LEADERBOARD_DEFAULTS.limit,
      who: who === 'players' ? 'players' : undefined,
    },
    atDefaults ? initial : undefined,
  );
  const show = (c: { funds: number; currencyCode: string; value: number }) =>
    metric === 'funds' ? formatMoney(c.funds, c.currencyCode) : formatNumber(c.value, metricDigits(metric));
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
        <div className="field">
          <label htmlFor="leaderboard-who">Who</label>
          <NativeSelect
            id="leaderboard-who"
            value={who}
            onChange={(e) => setWho(e.target.value === 'players' ? 'players' : 'all')}
          >
            <option value="all">Everyone</option>
            <option value="players">Players only</option>
          </NativeSelect>
        </div>
      </div>
      {data?.viewer && (
        <p data-testid="your-rank" className="rounded-lg border border-border bg-surface px-4 py-3">
          Your rank: <strong>#{data.viewer.rank}</strong>
          {who === 'players' ? ' among players' : ''}
          {country ? ` in ${countries.find((c) => c.id === country)?.name ?? country}` : ''} with{' '}
          {metric === 'funds'
            ? formatMoney(data.viewer.value, data.viewer.currencyCode)
            : formatNumber(data.viewer.value, metricDigits(metric))}{' '}
          {METRIC_LABELS[metric].toLowerCase()}.
        </p>
      )}
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
              <tr
                key={c.id}
                aria-current={c.profileUrl === data.viewer?.profileUrl ? 'true' : undefined}
                className={c.profileUrl === data.viewer?.profileUrl ? 'bg-accent-soft' : undefined}
              >
                <td>{c.rank}</td>
                <th scope="row">
                  <Link href={c.profileUrl}>{c.name}</Link>
                </th>
                <td>{c.party ?? 'Independent'}</td>
                <td className="numeric">{show(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
