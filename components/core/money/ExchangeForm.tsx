'use client';

import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { formatMoney, formatPercent } from '@/lib/platform/browser/format';
import { exchangeCurrency, useForexRates } from '@/lib/systems/game/browser/money';
import { FOREX_SPREAD } from '@/lib/systems/core/money/constants';
import { quoteExchange } from '@/lib/systems/core/money/conversion';
import type { Balance, ExchangeResult } from '@/lib/systems/core/money/schemas';
import { moneyErrorMessage } from './money-errors';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';

/** Exchange currency with a live quote (rate, spread, amount received) from the polled forex rates. */
export function ExchangeForm({ balances, homeCurrency }: { balances: Balance[]; homeCurrency: string }) {
  const { data, error } = useForexRates();
  const [fromCurrency, setFromCurrency] = useState(homeCurrency);
  const [toCurrency, setToCurrency] = useState('');
  const [amount, setAmount] = useState('100');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ExchangeResult['trade'] | null>(null);

  if (error) return <ErrorAlert message={`The exchange rates could not be loaded: ${error.message}`} />;
  if (!data) return <p aria-busy="true">Loading the exchange rates…</p>;
  const currencies = data.currencies.map((c) => c.currencyCode);
  const target = toCurrency || currencies.find((code) => code !== fromCurrency) || '';
  const rateOf = (code: string) => data.currencies.find((c) => c.currencyCode === code)?.rate;
  const fromRate = rateOf(fromCurrency);
  const toRate = rateOf(target);
  const units = Number(amount);
  const cents = Math.round(units * 100);
  const quote =
    fromRate && toRate && units > 0 && fromCurrency !== target
      ? quoteExchange(cents, fromRate, toRate)
      : null;
  const heldAmount = balances.find((b) => b.currencyCode === fromCurrency)?.amount ?? 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setReceipt(null);
    try {
      const result = await exchangeCurrency({ fromCurrency, toCurrency: target, amount: units });
      setReceipt(result.trade);
    } catch (caught) {
      setFailure(moneyErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="exchange-heading">
      <h2 id="exchange-heading">Exchange currency</h2>
      <form onSubmit={submit} className="stack">
        <label htmlFor="exchange-from">From</label>
        <NativeSelect
          id="exchange-from"
          value={fromCurrency}
          onChange={(event) => setFromCurrency(event.target.value)}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
        <p className="muted">You hold {formatMoney(heldAmount, fromCurrency)}.</p>
        <label htmlFor="exchange-to">To</label>
        <NativeSelect id="exchange-to" value={target} onChange={(event) => setToCurrency(event.target.value)}>
          {currencies
            .filter((code) => code !== fromCurrency)
            .map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
        </NativeSelect>
        <label htmlFor="exchange-amount">Amount ({fromCurrency})</label>
        <Input
          id="exchange-amount"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {quote && (
          <dl aria-label="Quote" data-testid="exchange-quote">
            <div>
              <dt>Rate</dt>
              <dd>
                1 {fromCurrency} = {(toRate! / fromRate!).toPrecision(6)} {target}
              </dd>
            </div>
            <div>
              <dt>Spread ({formatPercent(FOREX_SPREAD, 3)})</dt>
              <dd>{formatMoney(quote.spreadCents / 100, target)}</dd>
            </div>
            <div>
              <dt>You receive</dt>
              <dd data-testid="exchange-receive">{formatMoney(quote.toCents / 100, target)}</dd>
            </div>
          </dl>
        )}
        <Button type="submit" disabled={busy || !quote}>
          {busy ? 'Exchanging…' : 'Exchange'}
        </Button>
      </form>
      <ErrorAlert message={failure} />
      {receipt && (
        <p role="status" data-testid="exchange-receipt">
          Sold {formatMoney(receipt.fromAmount, receipt.fromCurrency)} for{' '}
          {formatMoney(receipt.toAmount, receipt.toCurrency)} (spread{' '}
          {formatMoney(receipt.spreadCharged, receipt.toCurrency)}).
        </p>
      )}
    </section>
  );
}
