'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import { polledFrom } from '@/lib/systems/game/browser/session';
import { formatCompactMoney, WORLD_LOCALE } from '@/components/world/format';
import type { EconomyOverview } from '@/lib/systems/game/country-economy/get-economy-overview';
import { SeriesChart } from './SeriesChart';
import { SovereignFacts } from './SovereignFacts';

/** The country economy page body: charts and figures, polled like the rest of the client. */
export function EconomyView({ code, initial }: { code: string; initial?: EconomyOverview }) {
  const { data, error } = useSWR<EconomyOverview, Error>(
    `/api/countries/${encodeURIComponent(code)}/economy`,
    getJson,
    polledFrom(initial),
  );
  if (error) return <p role="alert">The economy could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the economy…</p>;
  const { economy, history, budget, sovereign } = data;
  if (!economy.found || !budget.found) return <p>No economy is recorded for this country yet.</p>;
  const money = (amount: number) => formatCompactMoney(amount, budget.currencyCode, WORLD_LOCALE);
  return (
    <>
      <dl className="fact-grid" aria-label="Headline figures">
        <div>
          <dt>Prime rate</dt>
          <dd>{economy.primeRate}%</dd>
        </div>
        <div>
          <dt>Inflation</dt>
          <dd>{economy.inflation}%</dd>
        </div>
        <div>
          <dt>GDP growth</dt>
          <dd>{economy.gdpGrowth}%</dd>
        </div>
        <div>
          <dt>GDP</dt>
          <dd>{money(budget.gdp)}</dd>
        </div>
        <div>
          <dt>Investor confidence</dt>
          <dd>{economy.investorConfidence} / 100</dd>
        </div>
        <div>
          <dt>{economy.centralBank.chairTitle}</dt>
          <dd>
            {economy.chair ? <Link href={economy.chair.profileUrl}>{economy.chair.name}</Link> : 'Vacant'}
          </dd>
        </div>
      </dl>

      <h2>Rates and growth</h2>
      <SeriesChart title="Prime rate" points={history.series.primeRate} />
      <SeriesChart title="Inflation" points={history.series.inflation} />
      <SeriesChart title="GDP growth" points={history.series.gdpGrowth} />

      <h2>Budget, fiscal year {budget.fiscalYear}</h2>
      <dl className="fact-grid" aria-label="Budget">
        <div>
          <dt>Revenue (annualised)</dt>
          <dd>{money(budget.revenue)}</dd>
        </div>
        <div>
          <dt>Spending (annualised)</dt>
          <dd>{money(budget.spending)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>
            {money(budget.balance)} ({budget.balancePctGdp}% of GDP)
          </dd>
        </div>
        <div>
          <dt>Treasury</dt>
          <dd>{money(budget.treasuryBalance)}</dd>
        </div>
      </dl>

      <h2>Debt</h2>
      <dl className="fact-grid" aria-label="Debt">
        <div>
          <dt>Principal</dt>
          <dd>{money(budget.debt.principal)}</dd>
        </div>
        <div>
          <dt>Debt to GDP</dt>
          <dd>{Math.round(budget.debt.ratio * 1000) / 10}%</dd>
        </div>
        <div>
          <dt>Credit rating</dt>
          <dd>{budget.debt.rating}</dd>
        </div>
        <div>
          <dt>Average rate</dt>
          <dd>{Math.round(budget.debt.rate * 10_000) / 100}%</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{budget.debt.crisisState}</dd>
        </div>
      </dl>

      {sovereign && <SovereignFacts sovereign={sovereign} money={money} />}
    </>
  );
}
