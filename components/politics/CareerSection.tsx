'use client';

import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { useClientStatus } from '@/lib/systems/game/browser/session';
import type { GetCareerResult } from '@/lib/systems/politics/offices/schemas';
import { ResignOfficeButton } from './ResignOfficeButton';

/** How an office was gained, in words ('seeded': held when the world began). */
const HOW_GAINED: Record<string, string> = {
  elected: 'Elected',
  appointed: 'Appointed',
  seeded: 'In office at the start',
};

/**
 * The offices a character has held, most recent first. The page reads `initial` on the server (the first
 * HTML holds the career; docs/ui.md, "Data in the first HTML"); the live stream revalidates it on a turn.
 */
export function CareerSection({ characterId, initial }: { characterId: string; initial?: GetCareerResult }) {
  const { data: status } = useClientStatus();
  // Only the character's own player may resign an office, from their own profile.
  const own = !!status?.characterId && status.characterId === characterId;
  const { data, error, mutate } = useSWR<GetCareerResult, Error>(
    `/api/characters/${encodeURIComponent(characterId)}/career`,
    getJson,
    { shouldRetryOnError: isRetryableError, errorRetryCount: 3, fallbackData: initial },
  );
  return (
    <section id="career" aria-labelledby="career-heading">
      <h2 id="career-heading">Career</h2>
      {error ? (
        <p role="alert">The career could not be loaded: {error.message}</p>
      ) : !data ? (
        <p aria-busy="true">Loading the career…</p>
      ) : data.career.length === 0 ? (
        <p>No office held yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <caption className="caption">Offices held, most recent first</caption>
            <thead>
              <tr>
                <th scope="col">Office</th>
                <th scope="col">How</th>
                <th scope="col">Party</th>
                <th scope="col">State</th>
                <th scope="col">From turn</th>
                <th scope="col">To turn</th>
                {own && <th scope="col">Leave</th>}
              </tr>
            </thead>
            <tbody>
              {data.career.map((entry, index) => (
                <tr key={`${entry.officeType}-${entry.startTurn}-${index}`}>
                  <th scope="row">{entry.office}</th>
                  <td>{HOW_GAINED[entry.type] ?? entry.type}</td>
                  <td>{entry.party ?? 'Independent'}</td>
                  <td>{entry.fromState ?? 'National'}</td>
                  <td className="numeric">{entry.startTurn}</td>
                  <td className="numeric">{entry.endTurn ?? 'in office'}</td>
                  {own && (
                    <td>
                      {entry.endTurn === null && entry.seatId ? (
                        <ResignOfficeButton
                          seatId={entry.seatId}
                          office={entry.office}
                          onResigned={() => void mutate()}
                        />
                      ) : null}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
