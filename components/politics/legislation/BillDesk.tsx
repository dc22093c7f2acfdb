'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Textarea } from '@/components/ui/Field';
import { errorMessage } from '@/components/ui/error-message';
import { signBill, vetoBill, type BillSummary } from '@/lib/systems/game/browser/legislation';

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
