// SWR hooks and calls for the funds pages (kept apart from hooks.ts to ease merging).

import useSWR, { mutate } from 'swr';
import type { getFundPage } from '@/lib/systems/corporations/funds/get-fund-page';
import type { getFunds } from '@/lib/systems/corporations/funds/get-funds';
import type { FundTradeResult } from '@/lib/systems/corporations/funds/fund-lock';
import { fetchJson, getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS } from './session';

export type FundList = Awaited<ReturnType<typeof getFunds>>;
export type FundPage = Awaited<ReturnType<typeof getFundPage>>;

const options = {
  refreshInterval: POLL_INTERVAL_MS,
  shouldRetryOnError: isRetryableError,
  errorRetryCount: 3,
};
const fundKey = (slug: string) => `/api/funds/${encodeURIComponent(slug)}`;

/** `initial` is the server-rendered list of every fund (no scope). */
export function useFunds(scope?: 'country' | 'global', initial?: FundList) {
  return useSWR<FundList, Error>(scope ? `/api/funds?scope=${scope}` : '/api/funds', getJson, {
    ...options,
    fallbackData: scope ? undefined : initial,
  });
}

/** `initial` is the server-rendered read of the same endpoint (the page's first HTML). */
export function useFund(slug: string, initial?: FundPage) {
  return useSWR<FundPage, Error>(fundKey(slug), getJson, { ...options, fallbackData: initial });
}

export async function tradeFundUnits(
  slug: string,
  side: 'buy' | 'redeem',
  units: number,
): Promise<FundTradeResult> {
  const result = await fetchJson<FundTradeResult>(`${fundKey(slug)}/${side}`, {
    method: 'POST',
    body: { units },
  });
  await mutate(fundKey(slug));
  return result;
}
