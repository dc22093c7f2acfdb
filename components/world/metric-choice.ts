import type { CountryMetricsResponse } from '@/lib/systems/game/browser/types';

/** The category the country page's metrics open on. */
export const FIRST_METRIC_CATEGORY = 'economic';

/** The metric a category's chart shows until the reader picks one: its first, in the payload's order. */
export function firstMetricOf(metrics: CountryMetricsResponse | undefined, category: string): string | null {
  if (!metrics || !('categories' in metrics)) return null;
  return Object.entries(metrics.categories ?? {}).find(([, m]) => m.category === category)?.[0] ?? null;
}
