'use client';

import { useState } from 'react';
import { LineChart } from '@/components/ui/LazyLineChart';
import { Delta } from '@/components/ui/Numbers';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { errorMessage } from '@/components/ui/error-message';
import { useCountryMetrics, useMetricHistory } from '@/lib/systems/game/browser/country-reads';
import type { CountryMetricsResponse, MetricHistory } from '@/lib/systems/game/browser/types';
import { FIRST_METRIC_CATEGORY, firstMetricOf } from './metric-choice';
import { formatNumber, formatPercentPoints, formatSignedNumber } from '@/lib/platform/browser/format';

const digitsFor = (value: number) => (Math.abs(value) >= 1000 ? 0 : 2);
const number = (value: number) => formatNumber(value, digitsFor(value), 'en-US');
const signedNumber = (value: number) => formatSignedNumber(value, digitsFor(value), 'en-US');

/** Metrics of a country: categories, the state approval table and a chart of one metric over turns. */
export function CountryMetrics({
  code,
  countryName,
  categoryLabels: CATEGORY_LABELS,
  initial,
}: {
  code: string;
  countryName: string;
  /** The metric categories' words in their order (key-labels.ts' METRIC_CATEGORY_LABELS, from the server). */
  categoryLabels: Record<string, string>;
  /** The server-rendered metrics and the first chart's history, so the first HTML holds them. */
  initial?: { metrics: CountryMetricsResponse; history?: { metricId: string; history: MetricHistory } };
}) {
  const { data, error } = useCountryMetrics(code, initial?.metrics);
  const [category, setCategory] = useState(FIRST_METRIC_CATEGORY);
  const [chosen, setChosen] = useState<string | null>(null);
  const entries = Object.entries(data?.categories ?? {});
  const inCategory = entries.filter(([, m]) => m.category === category);
  const metricId = chosen ?? firstMetricOf(data, category);
  const history = useMetricHistory(code, metricId, initial?.history);

  if (!data) {
    return (
      <p className="muted">
        {error ? errorMessage(error, 'Could not load the metrics.') : 'Loading metrics…'}
      </p>
    );
  }
  if (!data.found || entries.length === 0) return <p className="muted">No metrics yet.</p>;
  const categories = Object.keys(CATEGORY_LABELS).filter((c) => entries.some(([, m]) => m.category === c));

  return (
    <>
      <p>
        Government approval:{' '}
        <strong>
          {data.governmentApproval === null || data.governmentApproval === undefined
            ? '—'
            : formatPercentPoints(data.governmentApproval, 1, 'en-US')}
        </strong>{' '}
        (base{' '}
        {data.governmentApprovalBase == null
          ? '—'
          : formatPercentPoints(data.governmentApprovalBase, 1, 'en-US')}
        )
      </p>
      <div className="field">
        <label htmlFor="metric-category">Category</label>
        <NativeSelect
          id="metric-category"
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setChosen(null);
          }}
        >
          {categories.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="table-scroll" role="region" aria-label="Metrics table" tabIndex={0}>
        <table className="table">
          <caption>{`${CATEGORY_LABELS[category]} metrics of ${countryName}`}</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Average</th>
              <th scope="col">Weighted by population</th>
              <th scope="col">Trend</th>
              <th scope="col">Lowest</th>
              <th scope="col">Highest</th>
            </tr>
          </thead>
          <tbody>
            {inCategory.map(([id, m]) => (
              <tr key={id}>
                <th scope="row">
                  {m.label}{' '}
                  <span className="muted">
                    ({m.unit}
                    {m.higherIsBetter ? ', higher is better' : ', lower is better'})
                  </span>
                </th>
                <td>{number(m.average)}</td>
                <td>{number(m.populationWeightedAverage)}</td>
                <td>
                  <Delta
                    value={Math.abs(m.trend) < 0.005 ? 0 : m.trend}
                    higherIsBetter={m.higherIsBetter}
                    format={signedNumber}
                  />
                </td>
                <td>
                  {number(m.min.value)} ({m.min.stateName})
                </td>
                <td>
                  {number(m.max.value)} ({m.max.stateName})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>Over time</h3>
      <div className="field">
        <label htmlFor="metric-chart-select">Metric to chart</label>
        <NativeSelect
          id="metric-chart-select"
          value={metricId ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {inCategory.map(([id, m]) => (
            <option key={id} value={id}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {history.data ? (
        <LineChart
          title={`${history.data.label} in ${countryName}`}
          series={[
            {
              name: 'Average of states',
              points: history.data.points.map((p) => ({ turn: p.turn, value: p.average })),
            },
            {
              name: 'Population-weighted',
              points: history.data.points.map((p) => ({ turn: p.turn, value: p.populationWeightedAverage })),
            },
          ]}
          formatValue={number}
        />
      ) : (
        <p className="muted">
          {history.error ? errorMessage(history.error, 'Could not load the history.') : 'Loading history…'}
        </p>
      )}

      <h3>Approval by state</h3>
      <div className="table-scroll" role="region" aria-label="Approval by state table" tabIndex={0}>
        <table className="table">
          <caption>{`Government approval by state or region in ${countryName}`}</caption>
          <thead>
            <tr>
              <th scope="col">State or region</th>
              <th scope="col">Approval</th>
              <th scope="col">Base approval</th>
            </tr>
          </thead>
          <tbody>
            {(data.regions ?? []).map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.name}</th>
                <td>{formatPercentPoints(r.approval, 1, 'en-US')}</td>
                <td>{formatPercentPoints(r.baseApproval, 1, 'en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
