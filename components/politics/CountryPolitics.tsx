'use client';

import Link from 'next/link';
import { BarChart } from '@/components/ui/BarChart';
import useSWR from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import { polledFrom } from '@/lib/systems/game/browser/session';
import type { CountryPolitics as CountryPoliticsData } from '@/lib/systems/politics/offices/get-country-politics';
import { swatchColor } from '@/components/world/format';
import { PartyLabel } from '@/components/world/PartyLabel';

const GOVERNMENT_KINDS = {
  presidential: 'Presidential government',
  majority: 'Majority government',
  coalition: 'Coalition government',
  minority: 'Minority government',
} as const;

/** The country page's leader, legislature composition chart and government, polled like the rest. */
export function CountryPolitics({ code, initial }: { code: string; initial?: CountryPoliticsData }) {
  const { data, error } = useSWR<CountryPoliticsData, Error>(
    `/api/countries/${encodeURIComponent(code)}/politics`,
    getJson,
    polledFrom(initial),
  );
  if (error) return <p role="alert">The government could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the government…</p>;
  const { leader, composition, government } = data;
  const formation = government.governmentFormation;
  const total = composition.reduce((sum, p) => sum + p.seats, 0);
  return (
    <section aria-labelledby="politics-heading">
      <h2 id="politics-heading">Government</h2>
      <dl className="fact-grid">
        <div>
          <dt>{formation?.head?.title ?? 'Leader'}</dt>
          <dd data-testid="current-leader">
            {leader ? (
              <>
                <Link href={leader.profileUrl}>{leader.name}</Link> ({leader.party ?? 'Independent'})
              </>
            ) : (
              'Vacant'
            )}
          </dd>
        </div>
        {formation && (
          <div>
            <dt>Government</dt>
            <dd>
              {GOVERNMENT_KINDS[formation.kind]} of{' '}
              {formation.governingParties.map((p) => p.name).join(', ') || 'independents'} (
              {formation.seatsHeld} of {formation.chamberSeats} seats, since turn {formation.formedTurn})
            </dd>
          </div>
        )}
        <div>
          <dt>Last legislative election</dt>
          <dd>
            {data.lastElectionCycle ? `Cycle ${data.lastElectionCycle}` : 'None yet since the world began'}
          </dd>
        </div>
      </dl>

      <BarChart
        title={`${formation?.chamber || 'Legislature'}: ${total} seats by party`}
        rows={composition.map((p) => ({
          label: p.partyName,
          name: p.partyName,
          segments: [{ name: 'Seats', value: p.seats, fill: swatchColor(p.color) ?? '#777777' }],
        }))}
      />
      <div className="table-scroll" tabIndex={0}>
        <table className="table">
          <caption className="caption">Seats by party</caption>
          <thead>
            <tr>
              <th scope="col">Party</th>
              <th scope="col">Seats</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {composition.map((p) => (
              <tr key={p.partyName}>
                <th scope="row">
                  <PartyLabel name={p.partyName} color={p.color} />
                </th>
                <td className="numeric">{p.seats}</td>
                <td className="numeric">{p.seatPct}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {(data.otherChambers ?? []).map((chamber) => (
        <div key={chamber.name} className="table-scroll" tabIndex={0}>
          <table className="table">
            <caption className="caption">
              {chamber.name}: {chamber.seats} seats by party
            </caption>
            <thead>
              <tr>
                <th scope="col">Party</th>
                <th scope="col">Seats</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {chamber.composition.map((p) => (
                <tr key={p.partyName}>
                  <th scope="row">
                    <PartyLabel name={p.partyName} color={p.color} />
                  </th>
                  <td className="numeric">{p.seats}</td>
                  <td className="numeric">{p.seatPct}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}

      {government.cabinet.length > 0 && (
        <>
          <h3>Cabinet</h3>
          <ul>
            {government.cabinet.map((member, index) => (
              <li key={`${member.profileUrl}-${index}`}>
                {member.role}: <Link href={member.profileUrl}>{member.characterName}</Link> (
                {member.party ?? 'Independent'})
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href={`/countries/${encodeURIComponent(code)}/elections`}>Elections</Link>
      </p>
    </section>
  );
}
