'use client';

import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { formatInteger, formatMoney } from '@/lib/platform/browser/format';
import { sendFunds, useRecipients } from '@/lib/systems/game/browser/money';
import type { TransferResult } from '@/lib/systems/core/money/schemas';
import { MIN_TRANSFER_UNITS } from '@/lib/systems/core/money/constants';
import { moneyErrorMessage } from './money-errors';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Field';

interface Recipient {
  id: string;
  name: string;
  state: string;
  position: string;
}

/** Send campaign funds: find a character of your country by name, give an amount, confirm, see the receipt. */
export function TransferForm({ currencyCode }: { currencyCode: string }) {
  const [query, setQuery] = useState('');
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [amount, setAmount] = useState(String(MIN_TRANSFER_UNITS));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<TransferResult | null>(null);
  // One key per confirmed transfer: a retry of the same confirmation cannot pay twice.
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const { data, error, isLoading } = useRecipients(recipient ? '' : query);

  function review(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setReceipt(null);
    if (!recipient) return setFailure('Pick a recipient first.');
    const units = Number(amount);
    if (!Number.isInteger(units) || units < MIN_TRANSFER_UNITS) {
      return setFailure(`A transfer is a whole amount of at least ${MIN_TRANSFER_UNITS}.`);
    }
    setIdempotencyKey(crypto.randomUUID());
    setConfirming(true);
  }

  async function confirm() {
    if (!recipient || !idempotencyKey) return;
    setBusy(true);
    setFailure(null);
    try {
      setReceipt(
        await sendFunds({ targetCharacterId: recipient.id, amount: Number(amount) }, idempotencyKey),
      );
      setConfirming(false);
    } catch (caught) {
      setFailure(moneyErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Send campaign funds</h2>
      <form onSubmit={review} className="stack">
        {recipient ? (
          <p>
            To <strong data-testid="transfer-recipient">{recipient.name}</strong> ({recipient.state}){' '}
            <Button
              variant="secondary"
              onClick={() => {
                setRecipient(null);
                setConfirming(false);
              }}
            >
              Change
            </Button>
          </p>
        ) : (
          <>
            <label htmlFor="transfer-search">Recipient (a character of your country)</label>
            <Input
              id="transfer-search"
              type="search"
              autoComplete="off"
              placeholder="Type a name"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {error && <ErrorAlert message={moneyErrorMessage(error)} />}
            {isLoading && <p aria-busy="true">Searching…</p>}
            {data && query.trim().length >= 2 && (
              <ul aria-label="Matching characters">
                {data.recipients.length === 0 && (
                  <li className="muted">Nobody of your country by that name.</li>
                )}
                {data.recipients.map((match) => (
                  <li key={match.id}>
                    <Button variant="secondary" onClick={() => setRecipient(match)}>
                      {match.name}
                    </Button>{' '}
                    <span className="muted">
                      {match.state} · {match.position}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <label htmlFor="transfer-amount">
          Amount ({currencyCode}, at least {formatInteger(MIN_TRANSFER_UNITS)})
        </label>
        <Input
          id="transfer-amount"
          type="number"
          inputMode="numeric"
          min={MIN_TRANSFER_UNITS}
          step={1}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setConfirming(false);
          }}
        />
        {!confirming && <Button type="submit">Review transfer</Button>}
      </form>
      {confirming && recipient && (
        <div role="group" aria-label="Confirm transfer">
          <p>
            Send {formatMoney(Number(amount), currencyCode)} to {recipient.name}?
          </p>
          <Button onClick={confirm} disabled={busy}>
            {busy ? 'Sending…' : 'Confirm transfer'}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
      <ErrorAlert message={failure} />
      {receipt && (
        <p role="status" data-testid="transfer-receipt">
          Sent {formatMoney(receipt.amount, receipt.currency)} to {receipt.targetName}. Your campaign funds:{' '}
          {formatMoney(receipt.senderRemainingFunds, receipt.currency)}.
        </p>
      )}
    </section>
  );
}
