'use client';

import { formatNumber } from '@/lib/platform/browser/format';
import Link from 'next/link';
import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/browser/session';
import type { HoldingGroupView as GroupData } from '@/lib/systems/subsidiaries/get-holding-group';

const fmt = (n: number) => formatNumber(n, 2);

/** The parent's group page: members, the display-only group balance sheet, relief and synergy. */
export function HoldingGroupView({ id }: { id: string }) {
  const { data, error } = useSWR<GroupData, Error>(
    `/api/corporations/${encodeURIComponent(id)}/group`,
    getJson,
    {
      refreshInterval: POLL_INTERVAL_MS,
      shouldRetryOnError: isRetryableError,
    },
  );
  if (error) return <p role="alert">The group could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the group…</p>;
  if (!data.found) return <p>No such corporation.</p>;
  if (!data.enabled) return <p>Subsidiary corporations are switched off in this world.</p>;
  if (!data.rootId) return <p>This corporation belongs to no holding group.</p>;
  return (
    <article aria-labelledby="group-heading">
      <h1 id="group-heading">Holding group of {data.members.find((m) => m.isRoot)?.name}</h1>
      <h2>Members</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th>Corporation</th>
              <th>Role</th>
              <th>Cash</th>
              <th>Last profit</th>
              <th>Last tax</th>
              <th>Relief last turn</th>
              <th>Relief total</th>
              <th>Marketing (target)</th>
              <th>Logistics (target)</th>
            </tr>
          </thead>
          <tbody>
            {data.members.map((m) => (
              <tr key={m.id}>
                <td>
                  <Link href={`/corporations/${m.sequentialId}`}>{m.name}</Link>
                  {m.pendingDivestiture && ` — pending divestiture by turn ${m.pendingDivestiture.dueTurn}`}
                </td>
                <td>{m.isRoot ? 'Parent' : `Subsidiary since turn ${m.formalizedAtTurn ?? '?'}`}</td>
                <td>
                  {fmt(m.cash)} {m.currencyCode}
                </td>
                <td>{fmt(m.lastProfit)}</td>
                <td>{fmt(m.lastTax)}</td>
                <td>{fmt(m.reliefLastTurn)}</td>
                <td>{fmt(m.reliefTotal)}</td>
                <td>
                  {fmt(m.marketingStrength)} ({fmt(m.marketingTarget)})
                </td>
                <td>
                  {fmt(m.logisticsStrength)} ({fmt(m.logisticsTarget)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Group balance sheet</h2>
      <p>For display only: every member keeps its own cash, shares and shareholders.</p>
      <div className="table-scroll" tabIndex={0}>
        <table aria-label="Group balance sheet">
          <thead>
            <tr>
              <th>Currency</th>
              <th>Cash</th>
              <th>Capital</th>
              <th>Debt</th>
              <th>Equity</th>
            </tr>
          </thead>
          <tbody>
            {data.balanceSheet.map((b) => (
              <tr key={b.currencyCode}>
                <td>{b.currencyCode}</td>
                <td>{fmt(b.cash)}</td>
                <td>{fmt(b.capital)}</td>
                <td>{fmt(b.debt)}</td>
                <td>{fmt(b.equity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
