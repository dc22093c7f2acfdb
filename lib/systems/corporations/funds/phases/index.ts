import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { rebalanceFunds } from './rebalance-funds';
import { updateFundLifecycle } from './update-fund-lifecycle';
import { valueFunds } from './value-funds';

/** Fund phases of the corporations system: lifecycle, rebalance, then NAV (after share prices moved). */
export const fundPhases: readonly TurnPhase[] = [updateFundLifecycle, rebalanceFunds, valueFunds];
