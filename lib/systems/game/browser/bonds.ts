// SWR hook and calls for the bonds page (kept apart from hooks.ts to ease merging).

import useSWR from 'swr';
import type { BondTradeResult } from '@/lib/systems/corporations/bonds/bond-lock';
import type { getBondMarket } from '@/lib/systems/corporations/bonds/get-bond-market';
import { fetchJson, getJson } from '@/lib/platform/browser/fetcher';
import { polledFrom } from './session';

export type BondMarket = Awaited<ReturnType<typeof getBondMarket>>;

export function bondMarketKey(page: number, corp: string): string {
  const query = new URLSearchParams({ page: String(page) });
  if (corp) query.set('corp', corp);
  return `/api/bonds?${query}`;
}

/** `initial` is the server-rendered first page with no issuer filter. */
export function useBondMarket(page: number, corp: string, initial?: BondMarket) {
  return useSWR<BondMarket, Error>(
    bondMarketKey(page, corp),
    getJson,
    polledFrom(page === 1 && !corp ? initial : undefined),
  );
}

export function tradeBond(bondId: string, side: 'buy' | 'sell', units: number): Promise<BondTradeResult> {
  return fetchJson<BondTradeResult>(`/api/bonds/${encodeURIComponent(bondId)}/${side}`, {
    method: 'POST',
    body: { units },
  });
}
