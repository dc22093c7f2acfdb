import Link from 'next/link';
import type { RaceSelection } from '@/lib/systems/politics/parties/selections';

/** The race's candidate selections: where parties' members choose who stands (server-rendered). */
export function ElectionSelections({ selections }: { selections: RaceSelection[] }) {
  if (selections.length === 0) return null;
  return (
    <section aria-labelledby="election-selections-heading">
      <h2 id="election-selections-heading">Candidate selections</h2>
      <p className="hint">
        Parties here choose their candidates by a vote of their members in the region, not by a primary.
      </p>
      <ul className="grid gap-3">
        {selections.map((s) => (
          <li key={s.partyHref}>
            <p>
              <Link href={s.partyHref}>{s.partyName}</Link>:{' '}
              {s.status === 'open' ? `members vote until turn ${s.closesTurn} on the party page` : 'decided'}
            </p>
            <ul className="grid gap-1">
              {s.candidates.map((c) => (
                <li key={c.name}>
                  {c.name}: {c.votes} {c.votes === 1 ? 'vote' : 'votes'}
                  {s.status === 'decided' ? (c.selected ? ', selected' : ', not selected') : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
