import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { clearStaleSubsidiaryMarkers } from './clear-stale-markers';
import { payGroupLossRelief } from './group-loss-relief';
import { applyGroupSynergies } from './group-synergies';
import { reviewMergers } from './merger-review';
import { resolveHoldingGroups } from './resolve-holding-groups';

/** The subsidiaries system, run after the corporations system has taxed each member alone. */
export const subsidiaryPhases: readonly TurnPhase[] = [
  clearStaleSubsidiaryMarkers,
  resolveHoldingGroups,
  payGroupLossRelief,
  applyGroupSynergies,
  reviewMergers,
];
