'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/client/fetcher';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/client/hooks';
import type { ElectionSummary } from '@/lib/systems/politics/elections/schemas';
import worldStyles from '@/components/world/world.module.css';

/** A country's undecided elections, soonest first, polled. */
export function ElectionsList({ code }: { code: string }) {
  const { data, error } = useSWR<{ found: boolean; elections: ElectionSummary[] }, Error>(
    `/api/elections?country=${encodeURIComponent(code)}`,
    getJson,
    { refreshInterval: POLL_INTERVAL_MS, shouldRetryOnError: isRetryableError, errorRetryCount: 3 },
  );
  if (error) return <p role="alert">The elections could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading elections…</p>;
  if (data.elections.length === 0)
    return <p>No election is open: the next one opens a few turns before a term ends.</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <caption className={worldStyles.caption}>Elections not yet decided, soonest first</caption>
        <thead>
          <tr>
            <th scope="col">Election</th>
            <th scope="col">Status</th>
            <th scope="col">Seats</th>
            <th scope="col">Candidates</th>
            <th scope="col">Votes counted at turn</th>
          </tr>
        </thead>
        <tbody>
          {data.elections.map((e) => (
            <tr key={e.id}>
              <th scope="row">
                <Link href={`/elections/${e.id}`}>
                  {e.stateName ? `${e.stateName}: ` : ''}
                  {e.title}
                </Link>
              </th>
              <td>{e.status}</td>
              <td className={worldStyles.numeric}>{e.totalSeats}</td>
              <td className={worldStyles.numeric}>{e.candidates.length}</td>
              <td className={worldStyles.numeric}>{e.endTurn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
