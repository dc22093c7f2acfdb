// Human words for the policy system's keys: metric ids, metric categories and legislation domains.
// One table, beside the metrics catalog, so no page shows "crimeRate" or "foreign_policy" to a player.
import type { MetricReference } from './reference';
import metricsJson from './reference/metrics.json';

const METRICS = new Map((metricsJson as MetricReference[]).map((metric) => [metric.id, metric]));

export interface MetricLabel {
  label: string;
  /** The catalog's unit: 'percent', 'currency', 'index', 'count', ... */
  unit: string;
  /** Whether a rise is good news (income) or bad news (crime); colours a Delta. */
  higherIsBetter: boolean;
}

/** The label, unit and direction of a metric; an unknown id is turned into words rather than shown raw. */
export function metricLabel(metricId: string): MetricLabel {
  const metric = METRICS.get(metricId);
  if (metric) return { label: metric.label, unit: metric.unit, higherIsBetter: metric.higherIsBetter };
  return { label: humanizeKey(metricId), unit: 'index', higherIsBetter: true };
}

export const METRIC_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  economic: 'Economic',
  education: 'Education',
  healthcare: 'Healthcare',
  infrastructure: 'Infrastructure',
  publicSafety: 'Public safety',
  environment: 'Environment',
  social: 'Social',
  governance: 'Governance',
  population: 'Population',
  mediaInformation: 'Media and information',
};

/** Legislation domains as the legislation-types reference names them. */
export const POLICY_DOMAIN_LABELS: Readonly<Record<string, string>> = {
  agriculture: 'Agriculture',
  defense: 'Defense',
  economic: 'Economic',
  economy: 'Economy',
  education: 'Education',
  environment: 'Environment',
  foreign_policy: 'Foreign policy',
  governance: 'Governance',
  government: 'Government',
  healthcare: 'Healthcare',
  immigration: 'Immigration',
  infrastructure: 'Infrastructure',
  labor: 'Labor',
  law_justice: 'Law and justice',
  mediaInformation: 'Media and information',
  publicSafety: 'Public safety',
  social: 'Social',
  tax: 'Tax',
  technology: 'Technology',
};

export function metricCategoryLabel(category: string): string {
  return METRIC_CATEGORY_LABELS[category] ?? humanizeKey(category);
}

export function policyDomainLabel(domain: string): string {
  return POLICY_DOMAIN_LABELS[domain] ?? humanizeKey(domain);
}

/** "crimeRate" / "foreign_policy" → "Crime rate" / "Foreign policy": the fallback for a key with no entry. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
