'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import { polledFrom } from '@/lib/systems/game/browser/session';
import type { ListCommoditiesResult } from '@/lib/systems/economy/commodities/schemas';
import { formatAnchorPrice, formatChangeFromBase, formatCompact } from './format';
import { NativeSelect } from '@/components/ui/NativeSelect';

export interface CountryOption {
  id: string;
  name: string;
}

/** The commodities table, polled; a country adds its national prices. */
export function CommoditiesView({
  countries,
  initial,
}: {
  countries: CountryOption[];
  /** The server-rendered world prices (no country chosen). */
  initial?: ListCommoditiesResult;
}) {
  const [country, setCountry] = useState('');
  const selectId = useId();
  const { data, error } = useSWR<ListCommoditiesResult, Error>(
    `/api/commodities${country ? `?country=${encodeURIComponent(country)}` : ''}`,
    getJson,
    polledFrom(country ? undefined : initial),
  );
  const countryName = countries.find((c) => c.id === country)?.name;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label htmlFor={selectId}>National prices for</label>
        <NativeSelect id={selectId} value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">World only</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error ? (
        <p role="alert">The commodities could not be loaded: {error.message}</p>
      ) : !data ? (
        <p aria-busy="true">Loading commodities…</p>
      ) : !data.found ? (
        <p>No commodity market is open yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Commodities table" tabIndex={0}>
          <table className="table">
            <caption className="caption">
              Global prices in anchor units (◊, about one US dollar), supply and demand per day, at turn{' '}
              {data.commodities[0]?.turn}
              {countryName ? `, with ${countryName}'s national prices` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Commodity</th>
                <th scope="col">Unit</th>
                <th scope="col">Price</th>
                <th scope="col">Against base</th>
                <th scope="col">Supply</th>
                <th scope="col">Demand</th>
                {countryName && <th scope="col">National price</th>}
              </tr>
            </thead>
            <tbody>
              {data.commodities.map((c) => (
                <tr key={c.key}>
                  <th scope="row">
                    <Link href={`/commodities/${c.key}`}>{c.label}</Link>
                  </th>
                  <td>{c.unit}</td>
                  <td className="numeric">{formatAnchorPrice(c.price)}</td>
                  <td className="numeric">{formatChangeFromBase(c.price, c.basePrice)}</td>
                  <td className="numeric">{formatCompact(c.supply)}</td>
                  <td className="numeric">{formatCompact(c.demand)}</td>
                  {countryName && (
                    <td className="numeric">
                      {c.nationalPrice === undefined ? '—' : formatAnchorPrice(c.nationalPrice)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
