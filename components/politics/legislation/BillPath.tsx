'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Textarea } from '@/components/ui/Field';
import { errorMessage } from '@/components/ui/error-message';
import { signBill, vetoBill, type BillStage, type BillSummary } from '@/lib/systems/game/browser/legislation';

/** Each stage in words, for the page: where the bill stands now. */
export const STAGE_LABELS: Record<BillStage, string> = {
  first_chamber: 'In its first chamber',
  second_chamber: 'In the second chamber',
  delayed: 'Delayed by the upper house',
  objection: 'Objection to overrule',
  awaiting_signature: 'Awaiting signature',
  override: 'Veto override vote',
  enacted: 'Enacted',
  vetoed: 'Vetoed',
  failed: 'Failed',
};

const ROUND_KIND_LABELS = {
  passage: 'Vote',
  override: 'Override vote (two thirds)',
  objection: 'Vote to overrule the objection',
} as const;

/** The bill's path: each chamber's rounds in order, the veto, and what happens next. */
export function BillPath({ bill }: { bill: BillSummary }) {
  return (
    <section aria-labelledby="path-heading" className="card" data-testid="bill-path">
      <h2 id="path-heading">The bill’s path</h2>
      <p className="m-0">
        Now: <strong data-testid="bill-stage">{STAGE_LABELS[bill.stage]}</strong>
        {bill.stageEndsTurn !== null && bill.status === 'pending' ? `, until turn ${bill.stageEndsTurn}` : ''}
        .
      </p>
      <ol className="mt-2 pl-5">
        {bill.chambers.map((round) => (
          <li key={round.round}>
            {ROUND_KIND_LABELS[round.kind]} in the {round.chamber}: {round.tally.yes} yes, {round.tally.no} no
            {round.tally.abstain > 0 ? `, ${round.tally.abstain} abstaining` : ''}
            {round.outcome === null
              ? ` (open through turn ${round.endsTurn})`
              : round.outcome === 'passed'
                ? ' — passed'
                : ' — failed'}
            .
          </li>
        ))}
      </ol>
      {bill.veto ? (
        <p className="m-0" data-testid="bill-veto">
          Vetoed by {bill.veto.by ?? 'the head of government'} at turn {bill.veto.turn}
          {bill.veto.message ? `: “${bill.veto.message}”` : ''}.{' '}
          {bill.veto.overridden === true
            ? 'Both chambers overrode the veto.'
            : bill.veto.overridden === false
              ? 'The veto stood.'
              : 'Two thirds of each chamber can override it.'}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The head of government's desk: sign the bill into law, or veto it with a message. The panel leaves the
 * page once the bill is off the desk, so the outcome is handed to `onDecided` for the page to show.
 */
export function BillDesk({
  bill,
  onDecided,
}: {
  bill: BillSummary;
  onDecided: (outcome: string | null) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function decide(decision: 'sign' | 'veto') {
    setBusy(true);
    setFailure(null);
    let outcome: string | null = null;
    try {
      if (decision === 'sign') await signBill(bill.id);
      else await vetoBill(bill.id, message.trim() || undefined);
      outcome =
        decision === 'sign'
          ? 'You signed the bill. It is law.'
          : 'You vetoed the bill. It returns to the chambers for an override vote.';
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not record your decision.'));
    } finally {
      setBusy(false);
      await onDecided(outcome);
    }
  }

  return (
    <section aria-labelledby="desk-heading" className="card" data-testid="bill-desk">
      <h2 id="desk-heading">On your desk</h2>
      <p>
        Both chambers passed this bill. Signing or vetoing costs no actions. If you do nothing by turn{' '}
        {bill.stageEndsTurn}, it becomes law without your signature.
      </p>
      <label htmlFor="veto-message">Message to the chambers if you veto (optional)</label>
      <Textarea
        id="veto-message"
        maxLength={500}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void decide('sign')}>
          Sign into law
        </Button>
        <Button disabled={busy} variant="danger" onClick={() => void decide('veto')}>
          Veto
        </Button>
      </div>
      <ErrorAlert message={failure} />
    </section>
  );
}
