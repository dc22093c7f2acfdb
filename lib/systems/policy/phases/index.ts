import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { applyDecisionMetricEffects } from './apply-decision-effects';
import { decayUntouchedMetricsPhase } from './decay-untouched-metrics';
import { moveMetricsPhase } from './move-metrics';
import { shiftDemographicsPhase } from './shift-demographics';
import { updateApprovalPhase } from './update-approval';
import { recordMetricHistory } from '../record-metric-history';

const recordMetricHistoryPhase = definePhase({
  id: 'policy-metric-history',
  system: 'policy',
  run: (tx, ctx) => recordMetricHistory(tx, ctx.turn),
});

/**
 * The policy system's phases in order (docs/policy.md): the three metric steps (1 and 2 in one write),
 * demographics, approval, history.
 */
export const policyPhases = [
  moveMetricsPhase,
  decayUntouchedMetricsPhase,
  shiftDemographicsPhase,
  updateApprovalPhase,
  // Decisions' metric effects land before the turn's metric history records it.
  applyDecisionMetricEffects,
  recordMetricHistoryPhase,
] as const;
