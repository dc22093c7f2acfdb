'use client';

import Link from 'next/link';
import { lazy, Suspense, useState } from 'react';
import { ActionButton, Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import {
  useBill,
  voteOnBill,
  whipBill,
  type BillDetail,
  type BillVoteChoice,
} from '@/lib/systems/game/browser/legislation';
import { BillTallyChart } from './BillTallyChart';
import { BillPath } from './BillPath';
import { BillStatusBadge } from './BillTable';
import { humanizeKey } from '@/lib/systems/policy/key-labels';

// Only the head of government sees the signing desk: its form loads for them alone.
const BillDesk = lazy(() => import('./BillDesk').then((module) => ({ default: module.BillDesk })));

const CHOICES: { vote: BillVoteChoice; label: string }[] = [
  { vote: 'yes', label: 'Vote yes' },
  { vote: 'no', label: 'Vote no' },
  { vote: 'abstain', label: 'Abstain' },
];

/** One bill: its tally (chart and numbers), its effects, and the vote buttons for members. */
export function BillDetailView({
  id,
  metricLabels,
}: {
  id: string;
  /** Metric labels by id (labels.ts' metricLabels, from the server). */
  metricLabels: Record<string, string>;
}) {
  const { data, error, mutate } = useBill(id);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deskOutcome, setDeskOutcome] = useState<string | null>(null);
  if (error) return <ErrorAlert message={errorMessage(error, 'Could not load the bill.')} />;
  if (!data) return <p className="muted">Loading the bill…</p>;
  if (!data.found || !data.bill) return <p>No such bill.</p>;
  const bill = data.bill;

  async function cast(vote: BillVoteChoice) {
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      const result = await voteOnBill(bill.id, vote);
      setStatus(`Your ${vote} vote is recorded. ${result.actions} actions left.`);
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not cast your vote.'));
    } finally {
      setBusy(false);
      await Promise.all([mutate(), refreshClientStatus()]);
    }
  }

  return (
    <>
      <h1>{bill.title}</h1>
      <p>
        {bill.chamber}, {bill.countryId}
        {bill.stateId ? `, for ${bill.stateId}` : ''}. Sponsored by{' '}
        {bill.sponsor.profileUrl ? (
          <Link href={bill.sponsor.profileUrl}>{bill.sponsor.name}</Link>
        ) : (
          bill.sponsor.name
        )}
        {bill.sponsor.party ? ` (${bill.sponsor.party})` : ''}. Proposed at turn {bill.proposedTurn}; its
        first vote ran through turn {bill.votingEndsTurn}.
      </p>
      <BillOutcome
        status={bill.status}
        resolvedTurn={bill.resolvedTurn}
        votingEndsTurn={bill.stageEndsTurn ?? bill.votingEndsTurn}
        tally={bill.vote}
        myVote={data.viewer?.myVote ?? null}
      />
      <dl aria-label="Tally">
        <dt>Yes</dt>
        <dd data-testid="tally-yes">{bill.vote.yes}</dd>
        <dt>No</dt>
        <dd data-testid="tally-no">{bill.vote.no}</dd>
        <dt>Abstain</dt>
        <dd data-testid="tally-abstain">{bill.vote.abstain}</dd>
      </dl>
      <BillTallyChart rows={data.votesByParty} />
      <BillPath bill={bill} />
      {data.viewer?.canSign ? (
        <Suspense fallback={null}>
          <BillDesk
            bill={bill}
            onDecided={(outcome) => {
              if (outcome) setDeskOutcome(outcome);
              return Promise.all([mutate(), refreshClientStatus()]);
            }}
          />
        </Suspense>
      ) : null}
      <StatusMessage message={deskOutcome} />
      {data.viewer?.isMember ? (
        <section aria-labelledby="vote-heading" className="card">
          <h2 id="vote-heading">Your vote</h2>
          {data.viewer.myVote ? (
            <p data-testid="my-vote">You voted {data.viewer.myVote}.</p>
          ) : data.viewer.canVote ? (
            <div className="flex flex-wrap items-end gap-2">
              {CHOICES.map((choice) => (
                <Button key={choice.vote} disabled={busy} onClick={() => void cast(choice.vote)}>
                  {choice.label}
                </Button>
              ))}
            </div>
          ) : (
            <p className="muted">There is no vote open to you on this bill now.</p>
          )}
          <StatusMessage message={status} />
          <ErrorAlert message={failure} />
        </section>
      ) : null}
      <WhipSection detail={data} onWhipped={() => mutate()} />
      <h2>What it changes</h2>
      <ul className="flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
        {bill.effects.map((effect) => (
          <li key={effect.metric}>
            {metricLabels[effect.metric] ?? humanizeKey(effect.metric)}{' '}
            {effect.direction === 'up' ? '▲ up' : '▼ down'}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The bill's outcome, said plainly: passed or failed with its tally, or when voting closes. */
function BillOutcome({
  status,
  resolvedTurn,
  votingEndsTurn,
  tally,
  myVote,
}: {
  status: 'pending' | 'passed' | 'failed';
  resolvedTurn: number | null;
  votingEndsTurn: number;
  tally: { yes: number; no: number; abstain: number };
  myVote: string | null;
}) {
  const decided = status !== 'pending';
  return (
    <section
      aria-label="Outcome"
      data-testid="bill-outcome"
      className={
        decided
          ? `mb-6 rounded-lg border-2 p-4 ${status === 'passed' ? 'border-success' : 'border-danger bg-danger-soft'}`
          : 'mb-6'
      }
    >
      <p className="m-0 flex flex-wrap items-center gap-2">
        Status: <BillStatusBadge status={status} data-testid="bill-status" />
        {decided ? (
          <strong>
            {status === 'passed' ? 'This bill passed' : 'This bill failed'}
            {resolvedTurn !== null ? ` at turn ${resolvedTurn}` : ''}, {tally.yes} yes to {tally.no} no
            {tally.abstain > 0 ? ` (${tally.abstain} abstained)` : ''}.
          </strong>
        ) : (
          <span>This stage closes at turn {votingEndsTurn}.</span>
        )}
      </p>
      {decided && myVote && (
        <p className="m-0 mt-2 text-sm">
          You voted {myVote}
          {myVote === 'abstain'
            ? '.'
            : (myVote === 'yes') === (status === 'passed')
              ? ': on the winning side.'
              : ': on the losing side.'}
        </p>
      )}
    </section>
  );
}

/**
 * The parties' whips on the bill, and for a member of a party its whip form: its leader, or its leader in
 * the bill's chamber, tells its legislators how to vote (free; a vote against it costs them standing).
 */
function WhipSection({ detail, onWhipped }: { detail: BillDetail; onWhipped: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mine = detail.myWhip;
  if (detail.whips.length === 0 && !mine) return null;
  async function whip(position: 'yes' | 'no') {
    if (!mine || !detail.bill) return;
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      await whipBill(mine.partyId, detail.bill.id, position);
      setStatus(`${mine.partyName} now whips ${position} on this bill; its legislators are told.`);
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not set the whip.'));
    } finally {
      setBusy(false);
      await onWhipped();
    }
  }
  return (
    <section aria-labelledby="whip-heading">
      <h2 id="whip-heading">Party whips</h2>
      {detail.whips.length > 0 ? (
        <ul data-testid="bill-whips">
          {detail.whips.map((w) => (
            <li key={w.party}>
              {w.party} whips {w.position === 'yes' ? 'yes' : 'no'} (set at turn {w.turn})
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No party has whipped this bill.</p>
      )}
      {mine && (
        <div className="card">
          <p className="m-0">
            {mine.position
              ? `${mine.partyName} whips ${mine.position} on this bill.`
              : `${mine.partyName} has not whipped this bill.`}{' '}
            Legislators of the party who vote against the whip lose party standing.
          </p>
          <div className="mt-2 flex flex-wrap items-end gap-3">
            {(['yes', 'no'] as const).map((position) => (
              <ActionButton
                key={position}
                disabled={busy || mine.position === position}
                cost="no actions"
                disabledReason={
                  mine.reason ?? (mine.position === position ? `The whip is already ${position}.` : null)
                }
                onClick={() => void whip(position)}
              >
                Whip {position}
              </ActionButton>
            ))}
          </div>
          <StatusMessage message={status} />
          <ErrorAlert message={failure} />
        </div>
      )}
    </section>
  );
}
