'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { EmptyState } from '@/components/ui/EmptyState';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { Table } from '@/components/ui/Table';
import { getJson } from '@/lib/platform/browser/fetcher';
import { polledFrom } from '@/lib/systems/game/browser/session';
import type { ElectionSummary } from '@/lib/systems/politics/elections/schemas';
import { Badge } from '@/components/ui/Badge';
import { electionName, electionStatusLabel, electionWinners, groupElections } from './election-groups';

const ALL = 'all';
const NATIONAL = 'national';

/** A country's undecided elections by name, then those decided recently, with a filter by state; polled. */
type ElectionList = { found: boolean; elections: ElectionSummary[] };

export function ElectionsList({ code, initial }: { code: string; initial?: ElectionList }) {
  const { data, error } = useSWR<ElectionList, Error>(
    `/api/elections?country=${encodeURIComponent(code)}`,
    getJson,
    polledFrom(initial),
  );
  const [place, setPlace] = useState(ALL);
  if (error) return <p role="alert">The elections could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading elections…</p>;
  if (data.elections.length === 0)
    return <p>No election is open: the next one opens a few turns before a term ends.</p>;

  const states = [
    ...new Map(data.elections.filter((e) => e.stateName).map((e) => [e.stateName!, e.stateName!])).keys(),
  ].sort((a, b) => a.localeCompare(b));
  const hasNational = data.elections.some((e) => !e.stateName);
  const { undecided, decided } = groupElections(
    data.elections.filter(
      (e) => place === ALL || (place === NATIONAL ? !e.stateName : e.stateName === place),
    ),
  );

  return (
    <>
      <Field label="State or region" className="mb-4 max-w-sm">
        <Select
          value={place}
          onValueChange={setPlace}
          options={[
            { value: ALL, label: 'All' },
            ...(hasNational ? [{ value: NATIONAL, label: 'National offices' }] : []),
            ...states.map((name) => ({ value: name, label: name })),
          ]}
        />
      </Field>
      {undecided.length === 0 ? (
        <EmptyState title="No election here">No undecided election in this place right now.</EmptyState>
      ) : (
        <Table label="Elections not yet decided">
          <caption className="caption">Elections not yet decided, by name</caption>
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
            {undecided.map((e) => (
              <tr key={e.id}>
                <th scope="row">
                  <Link href={`/elections/${e.id}`}>{electionName(e)}</Link>
                </th>
                <td>
                  <Badge tone={e.status === 'open' ? 'accent' : 'neutral'}>
                    {electionStatusLabel(e.status)}
                  </Badge>
                </td>
                <td className="numeric">{e.totalSeats}</td>
                <td className="numeric">{e.candidates.length}</td>
                <td className="numeric">{e.endTurn}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {decided.length > 0 && (
        <Table label="Recently decided elections" className="mt-6">
          <caption className="caption">Decided recently, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Election</th>
              <th scope="col">Elected</th>
              <th scope="col">Votes counted at turn</th>
            </tr>
          </thead>
          <tbody>
            {decided.map((e) => (
              <tr key={e.id}>
                <th scope="row">
                  <Link href={`/elections/${e.id}`}>{electionName(e)}</Link>
                </th>
                <td>{electionWinners(e).join(', ') || 'Nobody'}</td>
                <td className="numeric">{e.endTurn}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
