'use client';

import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/browser/session';
import type { GetCommodityResult } from '@/lib/systems/economy/commodities/schemas';
import { formatAnchorPrice, formatChangeFromBase, formatCompact, formatShare } from './format';
import { PriceChart } from './PriceChart';

type Area = { stateId: string; stateName: string; countryId: string; share: number; amount: number };

function AreaTable({ caption, rows, unit }: { caption: string; rows: Area[]; unit: string }) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption className="caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Country</th>
            <th scope="col">{unit} per day</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.stateId}>
              <th scope="row">{row.stateName}</th>
              <td>{row.countryId}</td>
              <td className="numeric">{formatCompact(row.amount)}</td>
              <td className="numeric">{formatShare(row.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One commodity: headline figures, its price chart, and the largest producing and consuming states. */
/** `initial` is the server's read of the same endpoint (the page's first HTML); SWR polls from there. */
export function CommodityView({
  commodityKey,
  initial,
}: {
  commodityKey: string;
  initial?: GetCommodityResult;
}) {
  const { data, error } = useSWR<GetCommodityResult, Error>(
    `/api/commodities/${encodeURIComponent(commodityKey)}`,
    getJson,
    {
      refreshInterval: POLL_INTERVAL_MS,
      shouldRetryOnError: isRetryableError,
      errorRetryCount: 3,
      fallbackData: initial,
    },
  );
  if (error) return <p role="alert">The commodity could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the commodity…</p>;
  const c = data.commodity;
  if (!data.found || !c) return <p>No market is open for this commodity yet.</p>;
  return (
    <>
      <dl className="fact-grid" aria-label="Market figures">
        <div>
          <dt>Global price</dt>
          <dd>{formatAnchorPrice(c.price)}</dd>
        </div>
        <div>
          <dt>Against base price</dt>
          <dd>
            {formatChangeFromBase(c.price, c.basePrice)} (base {formatAnchorPrice(c.basePrice)})
          </dd>
        </div>
        <div>
          <dt>World supply</dt>
          <dd>
            {formatCompact(c.supply)} {c.unit} per day
          </dd>
        </div>
        <div>
          <dt>World demand</dt>
          <dd>
            {formatCompact(c.demand)} {c.unit} per day
          </dd>
        </div>
      </dl>
      <PriceChart label={c.label} points={c.priceHistory} />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,22rem),1fr))] gap-x-8 gap-y-4">
        <section aria-labelledby="producers-heading">
          <h2 id="producers-heading">Top producers</h2>
          <AreaTable
            caption={`The ten states that supply the most ${c.label}`}
            unit={c.unit}
            rows={c.topProducers.map((p) => ({ ...p, amount: p.supply }))}
          />
        </section>
        <section aria-labelledby="consumers-heading">
          <h2 id="consumers-heading">Top consumers</h2>
          <AreaTable
            caption={`The ten states that use the most ${c.label}`}
            unit={c.unit}
            rows={c.topConsumers.map((p) => ({ ...p, amount: p.demand }))}
          />
        </section>
      </div>
    </>
  );
}
