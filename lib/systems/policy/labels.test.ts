import { describe, expect, it } from 'vitest';
import { METRIC_CATEGORIES } from './constants';
import {
  METRIC_CATEGORY_LABELS,
  POLICY_DOMAIN_LABELS,
  humanizeKey,
  metricLabel,
  policyDomainLabel,
} from './labels';
import { legislationTypeReferences, metricReferences } from './reference';

const CAMEL_OR_SNAKE = /[a-z][A-Z]|_/;

describe('metric labels', () => {
  it('give every catalog metric words, a unit and a direction', () => {
    for (const metric of metricReferences) {
      const label = metricLabel(metric.id);
      expect(label.label, metric.id).not.toMatch(CAMEL_OR_SNAKE);
      expect(label.label.length, metric.id).toBeGreaterThan(2);
      expect(label.unit, metric.id).toBe(metric.unit);
      expect(label.higherIsBetter, metric.id).toBe(metric.higherIsBetter);
    }
  });

  it('say which way is better', () => {
    expect(metricLabel('povertyRate')).toMatchObject({ label: 'Poverty Rate', higherIsBetter: false });
    expect(metricLabel('medianIncome').higherIsBetter).toBe(true);
  });

  it('turn an unknown key into words rather than show it raw', () => {
    expect(metricLabel('someNewMetric').label).toBe('Some new metric');
  });
});

describe('category and domain labels', () => {
  it('cover every metric category', () => {
    for (const category of METRIC_CATEGORIES) expect(METRIC_CATEGORY_LABELS[category], category).toBeTruthy();
  });

  it('cover every legislation domain of the reference', () => {
    for (const type of legislationTypeReferences) {
      expect(POLICY_DOMAIN_LABELS[type.policyDomain], type.policyDomain).toBeTruthy();
    }
    expect(policyDomainLabel('foreign_policy')).toBe('Foreign policy');
  });

  it('humanize camelCase and snake_case', () => {
    expect(humanizeKey('crimeRate')).toBe('Crime rate');
    expect(humanizeKey('law_justice')).toBe('Law justice');
  });
});
