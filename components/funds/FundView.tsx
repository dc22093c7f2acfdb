'use client';

import { useState, type FormEvent } from 'react';
import { tradeFundUnits, useFund } from '@/lib/systems/game/client/funds';
import { formatMoney } from '@/lib/platform/client/format';
import { refreshClientStatus } from '@/lib/systems/game/client/hooks';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { WORLD_LOCALE } from '@/components/world/format';
import world from '@/components/world/world.module.css';
import { STATUS_LABELS } from './FundsList';
import { NavChart } from './NavChart';
import styles from './funds.module.css';

/** One fund: headline figures, NAV chart, top holdings, and buy/redeem controls for a signed-in player. */
export function FundView({ slug }: { slug: string }) {
  const { data, error, mutate } = useFund(slug);
  const [units, setUnits] = useState('10');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (error) return <p role="alert">The fund could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the fund…</p>;
  const { fund, navHistory, holding, cashOnHand, currencyCode } = data;
  const money = (amount: number) => formatMoney(amount, fund.anchorCurrencyCode, WORLD_LOCALE);

  async function trade(side: 'buy' | 'redeem', event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setMessage(null);
    setFailure(null);
    try {
      const result = await tradeFundUnits(slug, side, Number(units));
      setMessage(
        `${side === 'buy' ? 'Bought' : 'Redeemed'} ${result.units} units at ${money(result.nav)}; you hold ${result.unitsHeld}.`,
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
      <p className={world.subtitle}>
        {fund.tickerSymbol} · {fund.kind === 'sector' ? 'Sector' : 'Broad'} index ·{' '}
        {fund.scope === 'global' ? 'Global' : fund.countryId} · sponsored by {fund.sponsorName}
      </p>
      <dl className={world.facts} aria-label="Fund figures">
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
          <dd>{fund.unitSupply.toLocaleString(WORLD_LOCALE)}</dd>
        </div>
        <div>
          <dt>Cash</dt>
          <dd>{money(fund.cashAnchor)}</dd>
        </div>
        <div>
          <dt>Backing ratio</dt>
          <dd>{fund.backingRatio.toFixed(3)}</dd>
        </div>
        <div>
          <dt>Expense ratio</dt>
          <dd>{(fund.expenseRatioAnnual * 100).toFixed(2)}% a year</dd>
        </div>
      </dl>

      <NavChart points={navHistory} currencyCode={fund.anchorCurrencyCode} />

      <h2>Your units</h2>
      {cashOnHand === null ? (
        <p>Log in to buy units of this fund.</p>
      ) : (
        <>
          <p data-testid="fund-holding">
            {holding ? `You hold ${holding.units.toLocaleString(WORLD_LOCALE)} units.` : 'You hold no units.'}{' '}
            Cash on hand: {formatMoney(cashOnHand, currencyCode, WORLD_LOCALE)}.
          </p>
          <form className={styles.trade} onSubmit={(event) => void trade('buy', event)}>
            <label>
              Units
              <input
                className={styles.units}
                type="number"
                min={1}
                step={1}
                required
                value={units}
                onChange={(event) => setUnits(event.target.value)}
              />
            </label>
            <button type="submit" disabled={busy || !['active', 'chartered'].includes(fund.status)}>
              Buy units
            </button>
            <button type="button" disabled={busy || !holding} onClick={() => void trade('redeem')}>
              Redeem units
            </button>
          </form>
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
            <caption className={world.caption}>Largest holdings by value ({fund.anchorCurrencyCode})</caption>
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
                  <td className={world.numeric}>{h.shares.toLocaleString(WORLD_LOCALE)}</td>
                  <td className={world.numeric}>{money(h.lastValueAnchor)}</td>
                  <td className={world.numeric}>{money(h.avgCostPerShareAnchor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
