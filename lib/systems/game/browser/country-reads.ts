// A country's metrics and history (the country page's reads), apart from hooks.ts so the country page
// does not load every page's hooks (first-load JavaScript, docs/ui.md).

import useSWR from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import type { CountryHistory, CountryMetricsResponse, MetricHistory } from './types';
import { polledFrom } from './session';
import { withQuery } from './with-query';

/** `initial` is the server-rendered payload (the page's first HTML), refreshed by polling. */
export function useCountryMetrics(code: string, initial?: CountryMetricsResponse) {
  return useSWR<CountryMetricsResponse, Error>(
    `/api/countries/${encodeURIComponent(code)}/metrics`,
    getJson,
    polledFrom(initial),
  );
}

/** `initial` is the server-rendered history of `initial.metricId`, used only while that metric is shown. */
export function useMetricHistory(
  code: string,
  metricId: string | null,
  initial?: { metricId: string; history: MetricHistory },
) {
  return useSWR<MetricHistory, Error>(
    metricId
      ? `/api/countries/${encodeURIComponent(code)}/metrics/history?metric=${encodeURIComponent(metricId)}`
      : null,
    getJson,
    polledFrom(initial && initial.metricId === metricId ? initial.history : undefined),
  );
}

export function useCountryHistory(
  code: string,
  query: { type?: string; beforeTurn?: string },
  initial?: CountryHistory,
) {
  return useSWR<CountryHistory, Error>(
    withQuery(`/api/countries/${encodeURIComponent(code)}/history`, query),
    getJson,
    polledFrom(initial),
  );
}
