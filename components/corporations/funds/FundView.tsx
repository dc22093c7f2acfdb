'use client';

import { useState, type FormEvent } from 'react';
import { tradeFundUnits, useFund, type FundPage } from '@/lib/systems/game/browser/funds';
import {
  formatCount,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@/lib/platform/browser/format';
import { CashOnHandNote } from '@/components/core/money/CashOnHandNote';
import { ActionButton, Button } from '@/components/ui/Button';
import { CommandForm } from '@/components/ui/CommandForm';
import { Field, Input } from '@/components/ui/Field';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { WORLD_LOCALE } from '@/components/world/format';
import { STATUS_LABELS } from './fund-status';
import { NavChart } from './NavChart';

/** One fund: headline figures, NAV chart, top holdings, and buy/redeem controls for a signed-in player. */
export function FundView({
  slug,
  initial,
  scopeLabel,
}: {
  slug: string;
  initial?: FundPage;
  /** "Global" or the fund's country with its flag, drawn on the server (a fund keeps its scope). */
  scopeLabel: React.ReactNode;
}) {
  const { data, error, mutate } = useFund(slug, initial);
  const [units, setUnits] = useState('10');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (error) return <p role="alert">The fund could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the fund…</p>;
  const { fund, navHistory, holding, cashOnHand, currencyCode } = data;
  const money = (amount: number) => formatMoney(amount, fund.anchorCurrencyCode, WORLD_LOCALE);
  const unitCount = Math.max(0, Math.floor(Number(units)) || 0);
  const open = ['active', 'chartered'].includes(fund.status);

  async function trade(side: 'buy' | 'redeem', event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setMessage(null);
    setFailure(null);
    try {
      const result = await tradeFundUnits(slug, side, Number(units));
      setMessage(
        `${side === 'buy' ? 'Bought' : 'Redeemed'} ${formatCount(result.units, 'unit')} at ${money(result.nav)}; you hold ${result.unitsHeld}.`,
      );
      await Promise.all([mutate(), refreshClientStatus()]);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The trade failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="subtitle">
        {fund.tickerSymbol} · {fund.kind === 'sector' ? 'Sector' : 'Broad'} index · {scopeLabel} · sponsored
        by {fund.sponsorName}
      </p>
      <dl className="fact-grid" aria-label="Fund figures">
        <div>
          <dt>NAV per unit</dt>
          <dd data-testid="fund-nav">{money(fund.quotedNav)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {STATUS_LABELS[fund.status] ?? fund.status}
            {fund.pauseReason ? ` (${fund.pauseReason.replace('_', ' ')})` : ''}
          </dd>
        </div>
        <div>
          <dt>Units in issue</dt>
          <dd>{formatInteger(fund.unitSupply, WORLD_LOCALE)}</dd>
        </div>
        <div>
          <dt>Cash</dt>
          <dd>{money(fund.cashAnchor)}</dd>
        </div>
        <div>
          <dt>Backing ratio</dt>
          <dd>{formatNumber(fund.backingRatio, 3, WORLD_LOCALE)}</dd>
        </div>
        <div>
          <dt>Expense ratio</dt>
          <dd>{formatPercent(fund.expenseRatioAnnual, 2, WORLD_LOCALE)} a year</dd>
        </div>
      </dl>

      <NavChart points={navHistory} currencyCode={fund.anchorCurrencyCode} />

      <h2>Your units</h2>
      {cashOnHand === null ? (
        <p>Log in to buy units of this fund.</p>
      ) : (
        <>
          <p data-testid="fund-holding">
            {holding ? `You hold ${formatCount(holding.units, 'unit')}.` : 'You hold no units.'}
          </p>
          <CashOnHandNote amount={cashOnHand} currencyCode={currencyCode} />
          <CommandForm
            title="Buy or redeem"
            className="max-w-xl"
            description="Units are bought and redeemed at the quoted NAV, paid from and into your cash on hand."
            onSubmit={(event) => void trade('buy', event)}
          >
            <Field label="Units">
              <Input
                className="w-32"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                value={units}
                onChange={(event) => setUnits(event.target.value)}
              />
            </Field>
            <span className="flex flex-wrap items-center gap-3">
              <ActionButton
                id="buy-units"
                type="submit"
                disabled={busy || unitCount < 1}
                cost={unitCount > 0 && open ? money(fund.quotedNav * unitCount) : undefined}
                disabledReason={
                  open
                    ? null
                    : `The fund is ${STATUS_LABELS[fund.status]?.toLowerCase() ?? 'closed'}; it sells no units now.`
                }
              >
                Buy units
              </ActionButton>
              {holding && (
                <Button
                  variant="secondary"
                  disabled={busy || unitCount < 1 || unitCount > holding.units}
                  onClick={() => void trade('redeem')}
                >
                  Redeem units
                </Button>
              )}
            </span>
          </CommandForm>
          <StatusMessage message={message} />
          <ErrorAlert message={failure} />
        </>
      )}

      <h2>Top holdings</h2>
      {fund.topHoldings.length === 0 ? (
        <p>The fund holds no shares yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <caption className="caption">Largest holdings by value ({fund.anchorCurrencyCode})</caption>
            <thead>
              <tr>
                <th scope="col">Corporation</th>
                <th scope="col">Shares</th>
                <th scope="col">Value</th>
                <th scope="col">Average cost per share</th>
              </tr>
            </thead>
            <tbody>
              {fund.topHoldings.map((h) => (
                <tr key={h.corporationId}>
                  <th scope="row">{h.corporationName}</th>
                  <td className="numeric">{formatInteger(h.shares, WORLD_LOCALE)}</td>
                  <td className="numeric">{money(h.lastValueAnchor)}</td>
                  <td className="numeric">{money(h.avgCostPerShareAnchor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
