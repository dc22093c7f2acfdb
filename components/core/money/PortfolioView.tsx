'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { Table } from '@/components/ui/Table';
import { cn } from '@/components/ui/cn';
import { formatMoney, formatNumber } from '@/lib/platform/browser/format';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/browser/session';
import type { Portfolio, PortfolioHolding } from '@/lib/systems/game/money/get-portfolio';

const KIND_LABELS: Record<PortfolioHolding['kind'], string> = {
  shares: 'Shares',
  fund: 'Index fund',
  bond: 'Bond',
};

/** A gain or loss with its sign; zero is neutral, neither green nor red. */
function ProfitLoss({ amount, currency, pct }: { amount: number; currency: string; pct?: number | null }) {
  const tone = amount > 0 ? 'text-success' : amount < 0 ? 'text-danger' : undefined;
  return (
    <span className={cn('tabular-nums whitespace-nowrap', tone)}>
      {amount > 0 ? '+' : ''}
      {formatMoney(amount, currency)}
      {pct != null && ` (${pct > 0 ? '+' : ''}${formatNumber(pct * 100, 1)}%)`}
    </span>
  );
}

export function PortfolioView({ initial }: { initial: Portfolio }) {
  const { data = initial, error } = useSWR<Portfolio, Error>('/api/portfolio', getJson, {
    fallbackData: initial,
    refreshInterval: POLL_INTERVAL_MS,
    shouldRetryOnError: isRetryableError,
    errorRetryCount: 3,
  });
  if (!data.hasCharacter) {
    return (
      <EmptyState title="No character yet">
        <Link href="/setup">Create your character</Link> to start investing.
      </EmptyState>
    );
  }
  if (data.holdings.length === 0) {
    return (
      <EmptyState title="Nothing held yet">
        Buy shares on the <Link href="/market">market</Link>, units of an{' '}
        <Link href="/funds">index fund</Link> or <Link href="/bonds">bonds</Link>.
      </EmptyState>
    );
  }
  return (
    <>
      {error && <ErrorAlert message={errorMessage(error, 'Could not refresh your portfolio.')} />}
      <Table label="Holdings" stickyFirstColumn data-testid="portfolio">
        <caption className="caption">Valued at the current price</caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">Kind</th>
            <th scope="col" className="numeric">
              Quantity
            </th>
            <th scope="col" className="numeric">
              Average cost
            </th>
            <th scope="col" className="numeric">
              Price now
            </th>
            <th scope="col" className="numeric">
              Cost basis
            </th>
            <th scope="col" className="numeric">
              Value
            </th>
            <th scope="col" className="numeric">
              Profit or loss
            </th>
          </tr>
        </thead>
        <tbody>
          {data.holdings.map((h) => (
            <tr key={`${h.kind}-${h.href}-${h.name}`}>
              <th scope="row">
                <Link href={h.href}>{h.name}</Link> <span className="text-muted">{h.symbol}</span>
              </th>
              <td>{KIND_LABELS[h.kind]}</td>
              <td className="numeric">{formatNumber(h.quantity, 0)}</td>
              <td className="numeric">{formatMoney(h.avgCost, h.currencyCode)}</td>
              <td className="numeric">{formatMoney(h.price, h.currencyCode)}</td>
              <td className="numeric">{formatMoney(h.costBasis, h.currencyCode)}</td>
              <td className="numeric">{formatMoney(h.value, h.currencyCode)}</td>
              <td className="numeric">
                <ProfitLoss amount={h.profit} currency={h.currencyCode} pct={h.profitPct} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {data.totals.map((t) => (
            <tr key={t.currencyCode}>
              <th scope="row">Total in {t.currencyCode}</th>
              <td colSpan={4} />
              <td className="numeric">{formatMoney(t.costBasis, t.currencyCode)}</td>
              <td className="numeric">{formatMoney(t.value, t.currencyCode)}</td>
              <td className="numeric">
                <ProfitLoss amount={t.profit} currency={t.currencyCode} />
              </td>
            </tr>
          ))}
        </tfoot>
      </Table>
    </>
  );
}
