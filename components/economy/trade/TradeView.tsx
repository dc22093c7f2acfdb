'use client';

import { LineChart } from '@/components/ui/LazyLineChart';
import useSWR from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import { polledFrom } from '@/lib/systems/game/browser/session';
import type { TradeOverview } from '@/lib/systems/economy/trade/get-trade-overview';
import { formatCompact } from '@/components/economy/commodities/format';

const anchor = (value: number) => `${formatCompact(value)} ◊`;

type FlowPoint = TradeOverview['flows']['points'][number];

/** One figure of the flows as a chart series, leaving out the turns without it. */
const seriesOf = (points: readonly FlowPoint[], key: 'exports' | 'imports' | 'netBalance') =>
  points.flatMap((p) => (p[key] === null || p[key] === undefined ? [] : [{ turn: p.turn, value: p[key] }]));

const TARIFF_SOURCES = { admin: 'the game', government: 'the government', legislation: 'law' } as const;
const DIRECTIONS = { export: 'exports', import: 'imports', both: 'exports and imports' } as const;
const EMBARGO_STATUS = {
  pending: 'to come',
  active: 'in force',
  expired: 'expired',
  lifted: 'lifted',
} as const;

function scopeTarget(t: TradeOverview['tariffs'][number], labels: Record<string, string>): string {
  if (t.scopeType === 'sector') return `${labels[t.targetSectorType ?? ''] ?? t.targetSectorType} sector`;
  if (t.scopeType === 'origin_country') return `Imports from ${t.targetOriginCountryId}`;
  if (t.scopeType === 'corporation')
    return `Corporation ${t.targetCorporation?.name ?? t.targetCorporation?.id}`;
  return 'All imports';
}

/** A country's trade: balance figures and chart, top traded commodities, tariffs and embargoes. */
export function TradeView({
  code,
  initial,
  labels,
}: {
  code: string;
  initial?: TradeOverview;
  /** Sector and commodity names by key. */
  labels: Record<string, string>;
}) {
  const { data, error } = useSWR<TradeOverview, Error>(
    `/api/countries/${encodeURIComponent(code)}/trade`,
    getJson,
    polledFrom(initial),
  );
  if (error) return <p role="alert">The trade figures could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading trade…</p>;
  const points = data.flows.points;
  const latest = points.at(-1);
  return (
    <>
      {latest ? (
        <dl className="fact-grid" aria-label="Trade this turn">
          <div>
            <dt>Exports</dt>
            <dd>{anchor(latest.exports ?? 0)}</dd>
          </div>
          <div>
            <dt>Imports</dt>
            <dd>{anchor(latest.imports ?? 0)}</dd>
          </div>
          <div>
            <dt>Net balance</dt>
            <dd>{anchor(latest.netBalance ?? 0)}</dd>
          </div>
          <div>
            <dt>Largest surplus partner</dt>
            <dd>{latest.largestSurplusPartner?.countryId ?? 'none'}</dd>
          </div>
          <div>
            <dt>Largest deficit partner</dt>
            <dd>{latest.largestDeficitPartner?.countryId ?? 'none'}</dd>
          </div>
        </dl>
      ) : (
        <p>No trade has been recorded yet: the first turn will clear the markets.</p>
      )}

      <h2>Trade balance by turn</h2>
      <LineChart
        title="Trade balance"
        series={[
          { name: 'Exports', points: seriesOf(points, 'exports') },
          { name: 'Imports', points: seriesOf(points, 'imports') },
          { name: 'Net', points: seriesOf(points, 'netBalance') },
        ]}
        formatValue={anchor}
      />

      <h2>Most traded commodities</h2>
      {data.topCommodities.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Most traded commodities" tabIndex={0}>
          <table className="table">
            <caption className="caption">The latest turn, in anchor units</caption>
            <thead>
              <tr>
                <th scope="col">Commodity</th>
                <th scope="col">Exports</th>
                <th scope="col">Imports</th>
              </tr>
            </thead>
            <tbody>
              {data.topCommodities.map((c) => (
                <tr key={c.key}>
                  <th scope="row">{c.label}</th>
                  <td className="numeric">{anchor(c.exports)}</td>
                  <td className="numeric">{anchor(c.imports)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Tariffs</h2>
      {data.tariffs.length === 0 ? (
        <p>No tariffs.</p>
      ) : (
        <ul>
          {data.tariffs.map((t) => (
            <li key={t.id}>
              {scopeTarget(t, labels)}: {t.rate}% (set by {TARIFF_SOURCES[t.source]}, turn {t.updatedTurn})
            </li>
          ))}
        </ul>
      )}

      <h2>Embargoes</h2>
      {data.embargoes.length === 0 ? (
        <p>No embargoes in force or to come.</p>
      ) : (
        <ul>
          {data.embargoes.map((e) => (
            <li key={e.id}>
              {e.sourceCountryId} against {e.targetCountryId}:{' '}
              {e.mode === 'cap' ? `a cap of ${e.cap} units a turn` : 'a block'} on{' '}
              {e.commodity === 'all' ? 'all goods' : (labels[e.commodity] ?? e.commodity)} (
              {DIRECTIONS[e.direction]}), {EMBARGO_STATUS[e.status]} from turn {e.startTurn}
              {e.endTurn !== null ? ` to ${e.endTurn}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
