'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import { formatInteger, formatMoney } from '@/lib/platform/browser/format';
import { polledFrom } from '@/lib/systems/game/browser/session';
import type { MarketResponse } from '@/lib/systems/corporations/companies/read-schemas';
import { formatCompactMoney, WORLD_LOCALE } from '@/components/world/format';
import { Button } from '@/components/ui/Button';
import { Delta } from '@/components/ui/Numbers';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { CountryLabel } from '@/components/world/CountryFlag';

/** The stock market by sector: companies with price, change and float, 20 a page. */
export function MarketView({
  sectors,
  initial,
}: {
  /** The sector filter's choices, from the server: the reference tables stay out of the page's script. */
  sectors: { id: string; label: string }[];
  /** The server-rendered page for the address's sector and page (`getMarket` with the same query). */
  initial?: { type: string; page: number; market: MarketResponse };
}) {
  // Sector and page live in the address, so a page of the market can be linked, reloaded and gone back to.
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const type = params.get('type') ?? 'all';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const show = (next: { type?: string; page?: number }) => {
    const query = new URLSearchParams(params);
    const nextType = next.type ?? type;
    const nextPage = next.page ?? page;
    if (nextType === 'all') query.delete('type');
    else query.set('type', nextType);
    if (nextPage <= 1) query.delete('page');
    else query.set('page', String(nextPage));
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
  const key = `/api/market?type=${encodeURIComponent(type)}&view=share&page=${page}`;
  const { data, error } = useSWR<MarketResponse, Error>(
    key,
    getJson,
    polledFrom(initial?.type === type && initial.page === page ? initial.market : undefined),
  );
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <label>
          Sector{' '}
          <NativeSelect value={type} onChange={(event) => show({ type: event.target.value, page: 1 })}>
            <option value="all">All sectors</option>
            {sectors.map((sector) => (
              <option key={sector.id} value={sector.id}>
                {sector.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {error && <p role="alert">The market could not be loaded: {error.message}</p>}
      {!data && !error && <p aria-busy="true">Loading the market…</p>}
      {data && (data.companies ?? []).length === 0 && <p>No corporations in this sector yet.</p>}
      {data && (data.companies ?? []).length > 0 && (
        <div className="table-scroll" tabIndex={0}>
          <table className="table table--sticky">
            <caption>
              Corporations, page {data.page} of {data.totalPages}, largest first by market cap converted at
              today&apos;s exchange rates
            </caption>
            <thead>
              <tr>
                <th scope="col">Corporation</th>
                <th scope="col">Country</th>
                <th scope="col" className="numeric text-right">
                  Share price
                </th>
                <th scope="col" className="numeric text-right">
                  Change
                </th>
                <th scope="col" className="numeric text-right">
                  Market cap
                </th>
                <th scope="col" className="numeric text-right">
                  Float
                </th>
                <th scope="col" className="numeric text-right">
                  Best ask
                </th>
              </tr>
            </thead>
            <tbody>
              {data.companies!.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link href={`/corporations/${c.sequentialId}`}>{c.name}</Link> ({c.tickerSymbol})
                  </th>
                  <td>
                    <CountryLabel code={c.countryId} name={c.countryId} />
                  </td>
                  <td className="numeric text-right">
                    {formatMoney(c.sharePrice, c.currencyCode, WORLD_LOCALE)}
                  </td>
                  <td className="numeric text-right">
                    {c.change === null ? '–' : <Delta value={c.change / 100} />}
                  </td>
                  <td className="numeric text-right">
                    {formatCompactMoney(c.marketCap, c.currencyCode, WORLD_LOCALE)}
                  </td>
                  <td className="numeric text-right">{formatInteger(c.floatShares, WORLD_LOCALE)}</td>
                  <td className="numeric text-right">
                    {c.bestAsk === null ? '–' : formatMoney(c.bestAsk, c.currencyCode, WORLD_LOCALE)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.totalPages > 1 && (
        <nav aria-label="Market pages" className="mb-4 flex flex-wrap items-end gap-4">
          <Button variant="secondary" disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
            Previous page
          </Button>
          <Button
            variant="secondary"
            disabled={page >= data.totalPages}
            onClick={() => show({ page: page + 1 })}
          >
            Next page
          </Button>
        </nav>
      )}
    </>
  );
}
