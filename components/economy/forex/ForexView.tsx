'use client';

import { formatCompactNumber, formatSignedPercent, numberFormat } from '@/lib/platform/browser/format';
import useSWR from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import { polledFrom } from '@/lib/systems/game/browser/session';
import type { ForexPageData } from '@/lib/systems/economy/forex/get-forex-overview';
import { RateChart } from './RateChart';

const percent = (value: number | null) =>
  value === null ? '—' : formatSignedPercent(value / 100, 2, 'en-US');
const rate = (value: number) => numberFormat('en-US', { maximumSignificantDigits: 6 }).format(value);
const volume = (value: number) => formatCompactNumber(value, 1, 'en-US');

/** The forex page body: the rates table and a history chart per currency, polled like the rest of the client. */
export function ForexView({ initial }: { initial?: ForexPageData }) {
  const { data, error } = useSWR<ForexPageData, Error>('/api/forex', getJson, polledFrom(initial));
  if (error) return <p role="alert">The exchange rates could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the exchange rates…</p>;
  if (!data.found) return <p>No currency is traded yet.</p>;
  return (
    <>
      <div className="table-scroll" role="region" aria-label="Exchange rates table" tabIndex={0}>
        <table className="table">
          <caption className="caption">
            Rates in local units per anchor unit, turn {data.currencies[0]?.updatedTurn}
          </caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Country</th>
              <th scope="col">Rate</th>
              <th scope="col">Target</th>
              <th scope="col">Last turn</th>
              <th scope="col">24 turns</th>
              <th scope="col">Net volume (24 turns)</th>
              <th scope="col">Regime</th>
              <th scope="col">Cycle</th>
            </tr>
          </thead>
          <tbody>
            {data.currencies.map((currency) => (
              <tr key={currency.currencyCode}>
                <th scope="row">
                  {currency.currencyCode} <span className="caption">{currency.name}</span>
                </th>
                <td>{currency.countryId}</td>
                <td className="numeric">{rate(currency.rate)}</td>
                <td className="numeric">{rate(currency.macroTarget)}</td>
                <td className="numeric">{percent(currency.percentChange.turn)}</td>
                <td className="numeric">{percent(currency.percentChange.turns24)}</td>
                <td className="numeric">{volume(currency.netVolume24h)}</td>
                <td>
                  {currency.declaredRegime}
                  {currency.interventionBand
                    ? ` (${rate(currency.interventionBand.floor)}–${rate(currency.interventionBand.ceiling)})`
                    : ''}
                </td>
                <td>{currency.cyclePressure.regime.replace('_', ' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Rate history</h2>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,22rem),1fr))] gap-x-6 gap-y-4">
        {data.currencies.map((currency) => (
          <RateChart
            key={currency.currencyCode}
            currencyCode={currency.currencyCode}
            points={data.history[currency.currencyCode] ?? []}
          />
        ))}
      </div>
    </>
  );
}
