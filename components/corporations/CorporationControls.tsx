'use client';

import { useState, type FormEvent } from 'react';
import { corporationActions } from '@/lib/systems/game/client/api';
import { refreshClientStatus } from '@/lib/systems/game/client/hooks';
import type { CorporationPage } from '@/lib/systems/corporations/corporations/get-corporation-page';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import styles from './corporations.module.css';

interface Props {
  corporationId: string;
  currencyCode: string;
  sharePrice: number;
  isPublic: boolean;
  dividendRatePct: number;
  viewer: NonNullable<CorporationPage['viewer']>;
  onChange: () => void;
}

/** Buy, sell-order and (for the CEO or controlling holder) issuance and dividend forms. */
export function CorporationControls(props: Props) {
  const { corporationId, viewer } = props;
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (action: () => Promise<string>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setStatus(null);
    try {
      setStatus(await action());
      props.onChange();
      void refreshClientStatus();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  const field = (event: FormEvent<HTMLFormElement>, name: string) =>
    Number(new FormData(event.currentTarget).get(name));

  return (
    <section aria-labelledby="controls-heading">
      <h2 id="controls-heading">Your position</h2>
      <p>
        You hold {viewer.shares.toLocaleString()} shares ({viewer.reservedShares.toLocaleString()} in sell
        orders).
      </p>
      <StatusMessage message={status} />
      <ErrorAlert message={error} />
      <div className={styles.controls}>
        <form
          aria-label="Buy shares"
          onSubmit={(event) => {
            const shares = field(event, 'shares');
            const max = field(event, 'maxPrice');
            return run(async () => {
              const result = await corporationActions.buy(corporationId, {
                shares,
                ...(max > 0 ? { maxPricePerShare: max } : {}),
              });
              return `Bought ${result.sharesBought} shares for ${result.totalPaid} ${result.buyerCurrencyCode}.`;
            })(event);
          }}
        >
          <label>
            Shares to buy
            <input name="shares" type="number" min={1} step={1} required defaultValue={10} />
          </label>
          <label>
            Highest price per share ({props.currencyCode}, optional)
            <input name="maxPrice" type="number" min={0} step={0.01} />
          </label>
          <button type="submit">Buy shares</button>
        </form>

        {viewer.shares - viewer.reservedShares > 0 && (
          <form
            aria-label="Place a sell order"
            onSubmit={(event) => {
              const shares = field(event, 'shares');
              const price = field(event, 'price');
              return run(async () => {
                await corporationActions.sell(corporationId, { shares, pricePerShare: price });
                return `Offered ${shares} shares at ${price} ${props.currencyCode}.`;
              })(event);
            }}
          >
            <label>
              Shares to sell
              <input
                name="shares"
                type="number"
                min={1}
                step={1}
                max={viewer.shares - viewer.reservedShares}
                required
              />
            </label>
            <label>
              Asking price per share ({props.currencyCode})
              <input
                name="price"
                type="number"
                min={0.01}
                step={0.01}
                required
                defaultValue={props.sharePrice}
              />
            </label>
            <button type="submit">Place sell order</button>
          </form>
        )}

        {viewer.canManage && (
          <form
            aria-label={props.isPublic ? 'Issue shares' : 'Go public'}
            onSubmit={(event) => {
              const shares = field(event, 'shares');
              return run(async () => {
                const result = await corporationActions.issue(corporationId, shares, !props.isPublic);
                return `Listed ${result.issuedShares} new shares on the public float.`;
              })(event);
            }}
          >
            <label>
              New shares for the public float
              <input name="shares" type="number" min={1} step={1} required />
            </label>
            <button type="submit">{props.isPublic ? 'Issue shares' : 'Go public'}</button>
          </form>
        )}

        {viewer.canManage && (
          <form
            aria-label="Set dividends"
            onSubmit={(event) => {
              const rate = field(event, 'rate');
              return run(async () => {
                const result = await corporationActions.setDividends(corporationId, rate);
                return `Dividends set to ${result.dividendRatePct}% of after-tax profit.`;
              })(event);
            }}
          >
            <label>
              Dividend rate (% of after-tax profit, 0–25)
              <input
                name="rate"
                type="number"
                min={0}
                max={25}
                step={0.5}
                required
                defaultValue={props.dividendRatePct}
              />
            </label>
            <button type="submit">Set dividends</button>
          </form>
        )}
      </div>
    </section>
  );
}
