// SWR hook and call for the player's decisions (/decisions and the desk).

import useSWR, { mutate } from 'swr';
import { fetchJson, getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import type { DecisionView } from '@/lib/systems/core/decisions/schemas';
import { refreshClientNav } from './session';

export type { DecisionView };
export interface MyDecisions {
  currentTurn: number;
  open: DecisionView[];
  recent: DecisionView[];
}

const KEY = '/api/decisions';

/** `initial` is the server-rendered list (the page's first HTML). */
export function useMyDecisions(initial?: MyDecisions) {
  return useSWR<MyDecisions, Error>(KEY, getJson, {
    shouldRetryOnError: isRetryableError,
    errorRetryCount: 3,
    fallbackData: initial,
  });
}

export async function decide(id: number, option: string): Promise<DecisionView> {
  const result = await fetchJson<{ decision: DecisionView }>(`/api/decisions/${id}`, {
    method: 'POST',
    body: { option },
  });
  await Promise.all([mutate(KEY), refreshClientNav()]);
  return result.decision;
}
