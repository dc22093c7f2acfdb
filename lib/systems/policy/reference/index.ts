// Reference data of the policy system, restated from the original game (../shared/reference):
// the 139-metric catalog (with our `typical` values) and the 256 legislation types.
import legislationTypesJson from './legislation-types.json';
import metricsJson from './metrics.json';

export interface MetricReference {
  id: string;
  category: string;
  label: string;
  unit: string;
  higherIsBetter: boolean;
  min: number;
  max: number;
  baseline: number | null;
  adjustmentHalfLife: number | null;
  /** Ours: a typical real-world value, the centre of the seeded per-state baselines. */
  typical: number;
}

export interface MetricEffectReference {
  category: string;
  metricId: string;
  ratePerTurn: number;
}

export interface PolicyOptionReference {
  name: string;
  /** -5..+5 (the original's scale). */
  economic: number;
  social: number;
  effectDirection: number;
  metricEffects: MetricEffectReference[];
}

export interface LegislationTypeReference {
  id: string;
  name: string;
  policyDomain: string;
  nationalOnly: boolean;
  allowedScope: 'national' | 'state' | 'both';
  countries: string[];
  targets: { category: string; metricId: string; weight: number; adjustmentHalfLife: number | null }[];
  policyOptions: PolicyOptionReference[];
}

export const metricReferences = metricsJson as MetricReference[];
export const legislationTypeReferences = legislationTypesJson as LegislationTypeReference[];
