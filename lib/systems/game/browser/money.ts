// SWR hooks and calls for the money page (kept apart from hooks.ts to ease merging).

import useSWR, { mutate } from 'swr';
import type { ForexPageData } from '@/lib/systems/economy/forex/get-forex-overview';
import type { ExchangeResult, TransferResult } from '@/lib/systems/core/money/schemas';
import type { searchRecipients } from '@/lib/systems/core/money/search-recipients';
import { fetchJson, getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { CLIENT_STATUS_KEY } from './keys';
import { POLL_INTERVAL_MS } from './session';

export type Recipients = Awaited<ReturnType<typeof searchRecipients>>;

const options = { shouldRetryOnError: isRetryableError, errorRetryCount: 3 };

/** Characters of the player's country by name; no request until two characters are typed. */
export function useRecipients(query: string) {
  const q = query.trim();
  return useSWR<Recipients, Error>(
    q.length >= 2 ? `/api/transfers/recipients?q=${encodeURIComponent(q)}` : null,
    getJson,
    { ...options, keepPreviousData: true },
  );
}

/** The rates the exchange form quotes from (the forex page's own data). */
export function useForexRates() {
  return useSWR<ForexPageData, Error>('/api/forex', getJson, {
    ...options,
    refreshInterval: POLL_INTERVAL_MS,
  });
}

/** Each form submission carries its own Idempotency-Key, so a double click or a retry pays once. */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export async function sendFunds(
  body: { targetCharacterId: string; amount: number },
  key = newIdempotencyKey(),
) {
  const result = await fetchJson<TransferResult>('/api/transfers', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
  await mutate(CLIENT_STATUS_KEY);
  return result;
}

export async function exchangeCurrency(
  body: { fromCurrency: string; toCurrency: string; amount: number },
  key = newIdempotencyKey(),
) {
  const result = await fetchJson<ExchangeResult>('/api/forex/exchange', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
  await Promise.all([mutate(CLIENT_STATUS_KEY), mutate('/api/forex')]);
  return result;
}
