'use client';

import { formatSignedNumber } from '@/lib/platform/browser/format';
import type { PolicyRecord } from '@/lib/systems/game/browser/types';
import { humanizeKey, policyDomainLabel } from '@/lib/systems/policy/key-labels';

const signed = (value: number) => formatSignedNumber(value, 1, 'en-US');

/** Policy records with the option they name and its per-turn metric effects. */
export function PolicyRecordsTable({
  records,
  caption,
  metricLabels,
}: {
  records: PolicyRecord[];
  caption: string;
  /** Metric labels by id (labels.ts' metricLabels, from the server). */
  metricLabels: Record<string, string>;
}) {
  if (records.length === 0) return <p className="muted">No policy records here.</p>;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Legislation</th>
            <th scope="col">Domain</th>
            <th scope="col">Position (econ., social)</th>
            <th scope="col">Option in force</th>
            <th scope="col">Effects per turn</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.legislationTypeId}>
              <th scope="row">{record.name}</th>
              <td>{policyDomainLabel(record.policyDomain)}</td>
              <td>
                {signed(record.economic)}, {signed(record.social)}
              </td>
              <td>{record.policyOptionName ?? '—'}</td>
              <td>
                {record.metricEffects.length === 0
                  ? 'none'
                  : record.metricEffects
                      .map(
                        (e) =>
                          `${metricLabels[e.metricId] ?? humanizeKey(e.metricId)} ${e.ratePerTurn > 0 ? '+' : ''}${e.ratePerTurn}`,
                      )
                      .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
