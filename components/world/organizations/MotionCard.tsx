import type { Motion } from '@/lib/systems/world/organizations/schemas';
import { CountryLabel } from '@/components/world/CountryFlag';

const POSITION_LABELS = { yes: 'Yes', no: 'No', abstain: 'Abstain' } as const;

function outcome(m: Motion): string {
  if (m.passed === null) return `voting until turn ${m.timing.votingClosesTurn}`;
  if (!m.passed) return `rejected on turn ${m.timing.decidedTurn}`;
  if (m.status === 'approved') return `approved, takes effect on turn ${m.timing.effectiveTurn}`;
  if (m.status === 'in_effect') return `in force until turn ${m.timing.expiresTurn}`;
  return `adopted on turn ${m.timing.decidedTurn}`;
}

/** One motion with its tally and each member government's ballot. */
export function MotionCard({ motion: m }: { motion: Motion }) {
  const headingId = `motion-${m.id}`;
  return (
    <article
      className="mb-4 rounded-lg border border-border bg-surface px-4 py-3 [&_h3]:mt-0 [&_h3]:mb-1"
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{m.title}</h3>
      <p className="mt-0 mb-2 text-sm text-muted">
        Proposed by <CountryLabel code={m.proposedByCountryId} name={m.proposedByCountryId} /> on turn{' '}
        {m.timing.proposedTurn}; {outcome(m)}.
      </p>
      <p>
        Yes {m.vote.yes}, no {m.vote.no}, abstaining {m.vote.abstain}
        {m.vote.notYetCast > 0 && `, ${m.vote.notYetCast} still to vote`}.
      </p>
      {m.vote.ballots.length > 0 && (
        <div className="table-scroll" role="region" aria-label={`Ballots on ${m.title}`} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Country</th>
                <th scope="col">Position</th>
                <th scope="col">Cast on turn</th>
              </tr>
            </thead>
            <tbody>
              {m.vote.ballots.map((b) => (
                <tr key={b.countryId}>
                  <th scope="row">
                    <CountryLabel code={b.countryId} name={b.countryName} />
                  </th>
                  <td>{POSITION_LABELS[b.position]}</td>
                  <td>{b.castTurn}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
