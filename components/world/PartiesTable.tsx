import { formatInteger } from '@/lib/platform/browser/format';
import type { PartySummary } from '@/lib/systems/politics/parties/schemas';
import { formatPosition, WORLD_LOCALE } from './format';
import { partyHref } from './links';
import { PartyLabel } from './PartyLabel';

export function PartiesTable({ parties, caption }: { parties: PartySummary[]; caption: string }) {
  if (parties.length === 0) return <p className="muted">No parties yet.</p>;
  return (
    <div className="table-scroll" role="region" aria-label="Parties table" tabIndex={0}>
      <table className="table">
        <caption className="caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Party</th>
            <th scope="col">Abbreviation</th>
            <th scope="col">Economic position</th>
            <th scope="col">Social position</th>
            <th scope="col">Members</th>
          </tr>
        </thead>
        <tbody>
          {parties.map((party) => (
            <tr key={party.id}>
              <th scope="row">
                <PartyLabel
                  name={party.name}
                  color={party.color}
                  href={partyHref(party.countryId, party.id)}
                />
              </th>
              <td>{party.abbreviation}</td>
              <td>{formatPosition(party.economicPosition, 'economic')}</td>
              <td>{formatPosition(party.socialPosition, 'social')}</td>
              <td className="numeric">{formatInteger(party.memberCount, WORLD_LOCALE)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
