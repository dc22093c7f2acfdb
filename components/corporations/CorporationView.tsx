'use client';

import { deferredPart } from '@/components/ui/deferred-part';
import Link from 'next/link';
import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { formatCount, formatInteger, formatMoney } from '@/lib/platform/browser/format';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/browser/session';
import type { CorporationPage } from '@/lib/systems/corporations/companies/get-corporation-page';
import { DIVIDEND_INTERVAL_TURNS } from '@/lib/systems/corporations/companies/dividend-limit';
import { formatCompactMoney, WORLD_LOCALE } from '@/components/world/format';
import { SubsidiaryPanel } from '@/components/subsidiaries/SubsidiaryPanel';
import { SharePriceChart } from './SharePriceChart';

// The trading and owner forms are for signed-in players only: they load just after the page's own code
// (docs/ui.md, "First-load JavaScript"); the server renders them into the first HTML.
const CorporationControls = deferredPart(() =>
  import('./CorporationControls').then((m) => m.CorporationControls),
);

/** The corporation page body: financials, cap table, price chart, trades and the viewer's controls. */
const SHARE_TRANSACTION_LABELS: Record<string, string> = {
  trade: 'trade',
  issuance: 'new shares',
  founding: 'founding',
  fund_rebalance: 'index fund rebalancing',
  spin_off: 'spin-off',
};
/** A share transaction's kind in player words; an unlisted code is written out ("buy_back" → "buy back"). */
const shareTransactionLabel = (kind: string) => SHARE_TRANSACTION_LABELS[kind] ?? kind.replaceAll('_', ' ');

export function CorporationView({ id }: { id: string }) {
  const key = `/api/corporations/${encodeURIComponent(id)}`;
  const { data, error, mutate } = useSWR<CorporationPage, Error>(key, getJson, {
    refreshInterval: POLL_INTERVAL_MS,
    shouldRetryOnError: isRetryableError,
    errorRetryCount: 3,
  });
  if (error) return <p role="alert">The corporation could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the corporation…</p>;
  const corp = data.corporation;
  if (!data.found || !corp) return <p>No such corporation.</p>;
  const money = (amount: number) => formatMoney(amount, corp.currencyCode, WORLD_LOCALE);
  const compact = (amount: number) => formatCompactMoney(amount, corp.currencyCode, WORLD_LOCALE);
  const s = corp.shareStructure;
  return (
    <article aria-labelledby="corporation-heading">
      <h1 id="corporation-heading">
        {corp.name} ({corp.tickerSymbol})
      </h1>
      <p className="subtitle">
        {corp.typeLabel} · {corp.countryId} ·{' '}
        {corp.isStateOwned ? 'State-owned' : corp.isPublic ? 'Public' : 'Private'} · CEO:{' '}
        {corp.ceo ? (
          corp.ceo.profileUrl ? (
            <Link href={corp.ceo.profileUrl}>{corp.ceo.name}</Link>
          ) : (
            corp.ceo.name
          )
        ) : (
          'vacant'
        )}
      </p>

      <dl className="fact-grid" aria-label="Share figures">
        <div>
          <dt>Share price</dt>
          <dd>{money(s.sharePrice)}</dd>
        </div>
        <div>
          <dt>Market cap</dt>
          <dd>{compact(corp.balanceSheet.marketCapitalization)}</dd>
        </div>
        <div>
          <dt>Shares</dt>
          <dd>{formatInteger(s.totalShares, WORLD_LOCALE)}</dd>
        </div>
        <div>
          <dt>Public float</dt>
          <dd>{formatInteger(s.floatShares, WORLD_LOCALE)}</dd>
        </div>
        <div>
          <dt>Credit rating</dt>
          <dd>
            {corp.creditRating.rating} ({corp.creditRating.score})
          </dd>
        </div>
      </dl>

      <SharePriceChart points={data.priceHistory} currencyCode={corp.currencyCode} />

      {data.viewer && (
        <CorporationControls
          corporationId={corp.id}
          currencyCode={corp.currencyCode}
          sharePrice={s.sharePrice}
          viewer={data.viewer}
          isPublic={corp.isPublic}
          isStateOwned={corp.isStateOwned}
          dividendRatePct={corp.financials.dividendRatePct}
          onChange={() => void mutate()}
        />
      )}
      {!data.viewer && <p>Log in with a character to trade these shares.</p>}
      <SubsidiaryPanel corporationId={corp.id} onChange={() => void mutate()} />

      <h2>Financials (last turn)</h2>
      <dl className="fact-grid" aria-label="Financials">
        <div>
          <dt>Revenue</dt>
          <dd>{compact(corp.financials.revenue)}</dd>
        </div>
        <div>
          <dt>Costs</dt>
          <dd>{compact(corp.financials.costs)}</dd>
        </div>
        <div>
          <dt>Profit</dt>
          <dd>{compact(corp.financials.profit)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{compact(corp.financials.tax)}</dd>
        </div>
        <div>
          <dt>Dividends</dt>
          <dd>
            {compact(corp.financials.dividends)} last quarter ({corp.financials.dividendRatePct}% of profit,
            paid every {DIVIDEND_INTERVAL_TURNS} turns; {compact(corp.financials.dividendsDeclared)} declared
            for turn {corp.financials.nextDividendTurn})
          </dd>
        </div>
        <div>
          <dt>Cash</dt>
          <dd>{compact(corp.balanceSheet.cashOnHand)}</dd>
        </div>
        <div>
          <dt>Capital stock</dt>
          <dd>{compact(corp.balanceSheet.capitalStock)}</dd>
        </div>
        <div>
          <dt>Debt</dt>
          <dd>{compact(corp.balanceSheet.totalDebt)}</dd>
        </div>
      </dl>

      <h2>Cap table</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="table">
          <caption>
            Shareholders; super-shares carry {formatCount(s.superShareMultiplier, 'vote')} each
          </caption>
          <thead>
            <tr>
              <th scope="col">Holder</th>
              <th scope="col" className="numeric text-right">
                Shares
              </th>
              <th scope="col" className="numeric text-right">
                Super-shares
              </th>
              <th scope="col" className="numeric text-right">
                In sell orders
              </th>
              <th scope="col" className="numeric text-right">
                Ownership
              </th>
              <th scope="col" className="numeric text-right">
                Votes
              </th>
            </tr>
          </thead>
          <tbody>
            {s.shareholders.map((h) => (
              <tr key={`${h.kind}:${h.id}`}>
                <th scope="row">{h.profileUrl ? <Link href={h.profileUrl}>{h.name}</Link> : h.name}</th>
                <td className="numeric text-right">{formatInteger(h.shares, WORLD_LOCALE)}</td>
                <td className="numeric text-right">{formatInteger(h.superShares, WORLD_LOCALE)}</td>
                <td className="numeric text-right">{formatInteger(h.reservedShares, WORLD_LOCALE)}</td>
                <td className="numeric text-right">{h.ownershipPct}%</td>
                <td className="numeric text-right">{h.votingPowerPct}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Open sell orders</h2>
      {data.openOrders.length === 0 ? (
        <p>No open sell orders.</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Seller</th>
                <th scope="col" className="numeric text-right">
                  Shares
                </th>
                <th scope="col" className="numeric text-right">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {data.openOrders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">{o.sellerName}</th>
                  <td className="numeric text-right">{formatInteger(o.shares, WORLD_LOCALE)}</td>
                  <td className="numeric text-right">{money(o.pricePerShare)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Sectors</h2>
      <ul>
        {corp.sectors.map((sector) => (
          <li key={`${sector.stateId}:${sector.sectorType}`}>
            {sector.stateName}: revenue {compact(sector.revenue)}, capital {compact(sector.capitalStock)}
          </li>
        ))}
      </ul>

      <h2>Recent share transactions</h2>
      <ol aria-label="Recent share transactions">
        {data.recentTransactions.map((t, i) => (
          <li key={i}>
            Turn {t.turn}: {formatInteger(t.shares, WORLD_LOCALE)} shares ({shareTransactionLabel(t.kind)})
            from {t.from?.name ?? 'the public float'} to {t.to?.name ?? 'the public float'}
          </li>
        ))}
      </ol>
      <h2>Bonds</h2>
      <p>No bonds issued.</p>
    </article>
  );
}
