// Human words for metric categories, legislation domains and any key with no entry: pure values, apart from
// labels.ts, whose metric labels carry the metrics catalog (metrics.json) into a client page.

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
