// Human words for the policy system's keys: metric ids, metric categories and legislation domains.
// One table, beside the metrics catalog, so no page shows "crimeRate" or "foreign_policy" to a player.
import type { MetricReference } from './reference';
import { humanizeKey } from './key-labels';
import metricsJson from './reference/metrics.json';

export {
  humanizeKey,
  METRIC_CATEGORY_LABELS,
  metricCategoryLabel,
  POLICY_DOMAIN_LABELS,
  policyDomainLabel,
} from './key-labels';

const METRICS = new Map((metricsJson as MetricReference[]).map((metric) => [metric.id, metric]));

export interface MetricLabel {
  label: string;
  /** The catalog's unit: 'percent', 'currency', 'index', 'count', ... */
  unit: string;
  /** Whether a rise is good news (income) or bad news (crime); colours a Delta. */
  higherIsBetter: boolean;
}

/**
 * Every metric's label by id, for a client view the server renders: a prop costs the page's HTML a few kB
 * where the catalog would cost its first-load JavaScript 4 kB gzip (docs/ui.md, "First-load JavaScript").
 */
export function metricLabels(): Record<string, string> {
  return Object.fromEntries([...METRICS].map(([id, metric]) => [id, metric.label]));
}

/** The label, unit and direction of a metric; an unknown id is turned into words rather than shown raw. */
export function metricLabel(metricId: string): MetricLabel {
  const metric = METRICS.get(metricId);
  if (metric) return { label: metric.label, unit: metric.unit, higherIsBetter: metric.higherIsBetter };
  return { label: humanizeKey(metricId), unit: 'index', higherIsBetter: true };
}
