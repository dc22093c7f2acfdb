import type { Metadata } from 'next';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { Table } from '@/components/ui/Table';
import { formatNumber } from '@/lib/platform/browser/format';
import { metricEntries } from '@/lib/systems/game/guide/reference';

export const metadata: Metadata = { title: 'Guide: metrics' };

const UNIT_WORDS: Record<string, string> = {
  percent: '%',
  currency: 'money',
  index: 'index',
};

/** Every metric a state or country is measured by, from the metric catalog the engine runs on. */
export default function GuideMetricsPage() {
  const entries = metricEntries();
  return (
    <>
      <h1>Metrics</h1>
      <GuideNav current="/guide/metrics" />
      <p className="lead">
        Every state and country is measured by {entries.length} metrics. Laws in force move them a little
        every turn; approval follows whether they move the way voters want.
      </p>
      <Table label="Every metric">
        <thead>
          <tr>
            <th scope="col">Metric</th>
            <th scope="col">Area</th>
            <th scope="col">Better when</th>
            <th scope="col">Typical</th>
            <th scope="col">Range</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.anchor} id={entry.anchor}>
              <th scope="row">{entry.label}</th>
              <td>{entry.category}</td>
              <td>{entry.higherIsBetter ? 'Higher' : 'Lower'}</td>
              <td>
                {formatNumber(entry.typical, 1)} {UNIT_WORDS[entry.unit] ?? entry.unit}
              </td>
              <td>
                {formatNumber(entry.min, 0)} to {formatNumber(entry.max, 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
