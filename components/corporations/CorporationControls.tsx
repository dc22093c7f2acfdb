'use client';

import { useState, type FormEvent } from 'react';
import { corporationActions } from '@/lib/systems/game/browser/corporation-commands';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import type { CorporationPage } from '@/lib/systems/corporations/companies/get-corporation-page';
import { formatCount, formatMoney } from '@/lib/platform/browser/format';
import { CashOnHandNote } from '@/components/core/money/CashOnHandNote';
import { ActionButton } from '@/components/ui/Button';
import { CommandForm, CommandGrid } from '@/components/ui/CommandForm';
import { Field, Input } from '@/components/ui/Field';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { DIVIDEND_INTERVAL_TURNS } from '@/lib/systems/corporations/companies/dividend-limit';

interface Props {
  corporationId: string;
  currencyCode: string;
  sharePrice: number;
  isPublic: boolean;
  isStateOwned: boolean;
  dividendRatePct: number;
  viewer: NonNullable<CorporationPage['viewer']>;
  onChange: () => void;
}

const positive = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

/** Buy, sell-order and (for the CEO or controlling holder) issuance and dividend forms. */
export function CorporationControls(props: Props) {
  const { corporationId, viewer, currencyCode } = props;
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [buyShares, setBuyShares] = useState('10');
  const [maxPrice, setMaxPrice] = useState('');
  const [sellShares, setSellShares] = useState('');
  const [askPrice, setAskPrice] = useState(String(props.sharePrice));
  const [issueShares, setIssueShares] = useState('');
  const [rate, setRate] = useState(String(props.dividendRatePct));

  const run = (action: () => Promise<string>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setStatus(null);
    setPending(true);
    try {
      setStatus(await action());
      props.onChange();
      void refreshClientStatus();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };

  const money = (amount: number) => formatMoney(amount, currencyCode);
  const sellable = viewer.shares - viewer.reservedShares;
  const buyCount = Math.floor(positive(buyShares));
  const buyCost = buyCount * (positive(maxPrice) || props.sharePrice);
  // Cash is held in the viewer's currency; the check is only exact when the two match.
  const shortOfCash = viewer.currencyCode === currencyCode && buyCost > viewer.cash;
  const sellCount = Math.floor(positive(sellShares));
  const rateValue = Number(rate);

  return (
    <section aria-labelledby="controls-heading">
      <h2 id="controls-heading">Your position</h2>
      <p>
        You hold {formatCount(viewer.shares, 'share')}
        {viewer.reservedShares > 0 && ` (${formatCount(viewer.reservedShares, 'share')} in sell orders)`}.
      </p>
      <CashOnHandNote amount={viewer.cash} currencyCode={viewer.currencyCode} />
      <StatusMessage message={status} />
      <ErrorAlert message={error} />
      <CommandGrid>
        <CommandForm
          title="Buy shares"
          description="Bought from the cheapest sell orders and the public float, paid from your cash on hand."
          onSubmit={run(async () => {
            const max = positive(maxPrice);
            const result = await corporationActions.buy(corporationId, {
              shares: buyCount,
              ...(max > 0 ? { maxPricePerShare: max } : {}),
            });
            return `Bought ${formatCount(result.sharesBought, 'share')} for ${formatMoney(result.totalPaid, result.buyerCurrencyCode)}.`;
          })}
        >
          <Field label="Shares to buy">
            <SharesInput value={buyShares} onChange={setBuyShares} />
          </Field>
          <Field
            label={`Highest price per share (${currencyCode})`}
            hint={`Optional. Last price ${money(props.sharePrice)}.`}
          >
            <Input
              name="maxPrice"
              type="number"
              min={0}
              step={0.01}
              value={maxPrice}
              onChange={(event) => setMaxPrice(event.target.value)}
            />
          </Field>
          <ActionButton
            id="buy-shares"
            type="submit"
            disabled={pending || buyCount < 1}
            cost={buyCount > 0 ? `about ${money(buyCost)}` : undefined}
            disabledReason={
              shortOfCash ? `You have ${formatMoney(viewer.cash, viewer.currencyCode)} on hand.` : null
            }
          >
            Buy shares
          </ActionButton>
        </CommandForm>

        {sellable > 0 && (
          <CommandForm
            title="Place a sell order"
            description={`Up to ${formatCount(sellable, 'share')} not already in sell orders.`}
            onSubmit={run(async () => {
              const price = positive(askPrice);
              await corporationActions.sell(corporationId, { shares: sellCount, pricePerShare: price });
              return `Offered ${formatCount(sellCount, 'share')} at ${money(price)} each.`;
            })}
          >
            <Field label="Shares to sell">
              <SharesInput value={sellShares} max={sellable} onChange={setSellShares} />
            </Field>
            <Field label={`Asking price per share (${currencyCode})`}>
              <Input
                name="price"
                type="number"
                min={0.01}
                step={0.01}
                required
                value={askPrice}
                onChange={(event) => setAskPrice(event.target.value)}
              />
            </Field>
            <ActionButton
              id="sell-shares"
              type="submit"
              disabled={pending || sellCount < 1}
              disabledReason={
                sellCount > sellable ? `You can sell at most ${formatCount(sellable, 'share')}.` : null
              }
            >
              Place sell order
            </ActionButton>
          </CommandForm>
        )}

        {viewer.canManage && !props.isStateOwned && (
          <CommandForm
            title={props.isPublic ? 'Issue shares' : 'Go public'}
            description="New shares go onto the public float; their sale pays the corporation."
            onSubmit={run(async () => {
              const shares = Math.floor(positive(issueShares));
              const result = await corporationActions.issue(corporationId, shares, !props.isPublic);
              return `Listed ${formatCount(result.issuedShares, 'new share')} on the public float.`;
            })}
          >
            <Field label="New shares for the public float">
              <SharesInput value={issueShares} onChange={setIssueShares} />
            </Field>
            <ActionButton id="issue-shares" type="submit" disabled={pending || positive(issueShares) < 1}>
              {props.isPublic ? 'Issue shares' : 'Go public'}
            </ActionButton>
          </CommandForm>
        )}

        {viewer.canManage && (
          <CommandForm
            title="Set dividends"
            description={`Declared each turn as a share of after-tax profit and paid to every shareholder once every ${DIVIDEND_INTERVAL_TURNS} turns.`}
            onSubmit={run(async () => {
              const result = await corporationActions.setDividends(corporationId, rateValue);
              return `Dividends set to ${result.dividendRatePct}% of after-tax profit.`;
            })}
          >
            <Field label="Dividend rate (% of after-tax profit)" hint="From 0 to 25.">
              <Input
                name="rate"
                type="number"
                min={0}
                max={25}
                step={0.5}
                required
                value={rate}
                onChange={(event) => setRate(event.target.value)}
              />
            </Field>
            <ActionButton
              id="set-dividends"
              type="submit"
              disabled={pending}
              disabledReason={
                rateValue === props.dividendRatePct ? `Already ${props.dividendRatePct}%.` : null
              }
            >
              Set dividends
            </ActionButton>
          </CommandForm>
        )}
      </CommandGrid>
    </section>
  );
}

/** A whole, positive number of shares, as every share command asks for it; Field's id and aria props pass through. */
function SharesInput({
  onChange,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      name="shares"
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      required
      {...props}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
