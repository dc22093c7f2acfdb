import type { Metadata } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/Badge';
import { Table } from '@/components/ui/Table';
import {
  AskConfidenceQuestion,
  CallConfidenceVote,
  ConfidenceVoteActions,
  HeadChoiceActions,
} from '@/components/politics/confidence/ConfidenceVoteActions';
import { getDb } from '@/lib/platform/db';
import { listConfidenceVotes } from '@/lib/systems/politics/vacancies/confidence/list-confidence-votes';
import { loadCountryOrNotFound } from '../../load-country';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

const OUTCOME: Record<string, string> = {
  survived: 'The government survived',
  new_formation: 'A new government was formed',
  snap_election: 'Parliament was dissolved for a snap election',
};
const REASON: Record<string, string> = {
  resigned: 'Resigned',
  retired: 'Retired',
  scandal: 'Resigned over a scandal',
  succeeded: 'Moved up by succession',
};
const FILL: Record<string, string> = {
  by_election: 'By-election',
  list: "Next name on the party's list",
  interim: "Governor's interim appointment, then a special election",
  succession: 'Line of succession',
  formation: 'New government formation',
  regular_election: 'The coming regular election',
  none: "The head of government's next appointment",
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: confidence and vacancies` };
}

export default async function CountryConfidencePage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const data = await listConfidenceVotes(getDb(), { country: country.countryId });
  const open = data.confidenceVotes.find((vote) => vote.status === 'open');
  const choosing = data.confidenceVotes.find((vote) => vote.status !== 'open' && vote.outcome === null);
  return (
    <>
      <h2>Confidence and vacancies</h2>
      <section aria-labelledby="confidence-heading" className="card">
        <h3 id="confidence-heading">Votes of no confidence</h3>
        {data.rule === 'none' ? (
          <p>{country.name} has a presidential government: there are no votes of no confidence.</p>
        ) : (
          <p className="muted">
            {data.rule === 'constructive'
              ? 'A motion must name a successor; carried by a majority of all members, it elects them and never dissolves the Bundestag (Basic Law Art. 67). The Chancellor may ask for a vote of confidence; lost, the Bundestag may be dissolved (Art. 68).'
              : 'A carried motion leads to a dissolution and a snap general election.'}
          </p>
        )}
        {open && (
          <div className="card" data-testid="open-confidence-vote">
            <h4>
              Open: {open.reason === 'confidence_question' ? 'confidence' : 'no confidence'} in the{' '}
              {open.governmentHead ?? 'sitting'} government{' '}
              <Badge>
                {open.reason === 'lost_majority'
                  ? 'Majority lost'
                  : open.reason === 'confidence_question'
                    ? "The Chancellor's question"
                    : 'Opposition motion'}
              </Badge>
            </h4>
            <p>
              {open.calledBy ? `Tabled by ${open.calledBy}. ` : ''}
              {open.successor ? `It would elect ${open.successor}. ` : ''}
              For {open.yes}, against {open.no}, abstaining {open.abstain} so far. Decided at turn{' '}
              {open.closesTurn} at the earliest.
            </p>
            {open.reason === 'confidence_question' && (
              <p>It carries with the votes of a majority of all members.</p>
            )}
            <ConfidenceVoteActions
              voteId={open.id}
              chamber={open.chamber}
              question={open.reason === 'confidence_question'}
            />
          </div>
        )}
        {choosing && (
          <div className="card" data-testid="head-choice">
            <h4>The government lost the vote</h4>
            <p>
              {choosing.governmentHead ?? 'The prime minister'} chooses by turn{' '}
              {choosing.headChoiceClosesTurn} between resigning and a dissolution. With no choice by then,
              parliament is dissolved.
            </p>
            <HeadChoiceActions voteId={choosing.id} />
          </div>
        )}
        {data.rule !== 'none' && !open && !choosing && (
          <CallConfidenceVote constructive={data.rule === 'constructive'} />
        )}
        {data.rule === 'constructive' && !open && !choosing && <AskConfidenceQuestion />}
        {data.confidenceVotes.length > 0 ? (
          <Table label="Votes of no confidence">
            <thead>
              <tr>
                <th scope="col">Turn</th>
                <th scope="col">Government</th>
                <th scope="col">For</th>
                <th scope="col">Against</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {data.confidenceVotes.map((vote) => (
                <tr key={vote.id}>
                  <td>{vote.openedTurn}</td>
                  <td>{vote.governmentHead ?? 'Unknown'}</td>
                  <td>{vote.yes}</td>
                  <td>{vote.no}</td>
                  <td>
                    {vote.outcome
                      ? OUTCOME[vote.outcome]
                      : vote.status !== 'open'
                        ? 'Lost: the head of government chooses'
                        : 'Voting'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p>No vote of no confidence yet.</p>
        )}
      </section>
      <section aria-labelledby="vacancies-heading" className="card">
        <h3 id="vacancies-heading">Seats emptied before their term ended</h3>
        {data.vacancies.length > 0 ? (
          <Table label="Vacancies">
            <thead>
              <tr>
                <th scope="col">Turn</th>
                <th scope="col">Office</th>
                <th scope="col">Why</th>
                <th scope="col">Filled by</th>
              </tr>
            </thead>
            <tbody>
              {data.vacancies.map((vacancy, index) => (
                <tr key={`${vacancy.vacatedTurn}-${index}`}>
                  <td>{vacancy.vacatedTurn}</td>
                  <td>
                    {vacancy.office}
                    {vacancy.state ? `, ${vacancy.state}` : ''}
                  </td>
                  <td>{REASON[vacancy.reason]}</td>
                  <td>
                    {vacancy.fillRule ? FILL[vacancy.fillRule] : 'Waiting'}
                    {vacancy.filledBy ? `: ${vacancy.filledBy}` : ''}
                    {vacancy.electionId && !vacancy.filledBy ? (
                      <>
                        {' '}
                        (<Link href={`/elections/${vacancy.electionId}`}>the race</Link>)
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p>No seat has emptied early.</p>
        )}
      </section>
    </>
  );
}
