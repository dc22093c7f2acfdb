import { policyPhases } from '../policy/phases';
import { advanceClock } from './phases/advance-clock';
import { payFundraisingIncome } from './phases/pay-fundraising-income';
import { refillActions } from './phases/refill-actions';
import type { TurnPhase } from './types';

/** Phases in the order a turn runs them. New game systems add their module here. */
export const turnPhases: readonly TurnPhase[] = [refillActions, payFundraisingIncome, ...policyPhases, advanceClock];
