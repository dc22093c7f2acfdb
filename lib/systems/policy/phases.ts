import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { applyMetricTickRatesPhase } from './turn/apply-metric-tick-rates';
import { decayUntouchedMetricsPhase } from './turn/decay-untouched-metrics';
import { moveMetricsTowardTargetsPhase } from './turn/move-metrics-toward-targets';
import { shiftDemographicsPhase } from './turn/shift-demographics';
import { updateApprovalPhase } from './turn/update-approval';
import { recordMetricHistory } from './record-metric-history';

const recordMetricHistoryPhase = definePhase({
  id: 'policy-metric-history',
  system: 'policy',
  run: (tx, ctx) => recordMetricHistory(tx, ctx.turn),
});

/** The policy system's phases in SPEC.md order: the three metric steps, demographics, approval, history. */
export const policyPhases = [
  moveMetricsTowardTargetsPhase,
  applyMetricTickRatesPhase,
  decayUntouchedMetricsPhase,
  shiftDemographicsPhase,
  updateApprovalPhase,
  recordMetricHistoryPhase,
] as const;
