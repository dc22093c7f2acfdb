import { centralBankChairsPhase } from './central-bank-chairs';
import { executiveNominationsPhase } from './executive-nominations';
import { executiveOrdersPhase } from './executive-orders';
import { sovereignCrisisDecisionsPhase } from './sovereign-crisis-decisions';

export {
  centralBankChairsPhase,
  executiveNominationsPhase,
  executiveOrdersPhase,
  sovereignCrisisDecisionsPhase,
};

/**
 * The executive's phases in run order. The politics manifest places the first three right after governments
 * form (a finance minister confirmed this turn meets a debt crisis) and the orders after legislation resolves
 * (a bill on the same law ends an order).
 */
export const executivePhases = [
  executiveNominationsPhase,
  centralBankChairsPhase,
  sovereignCrisisDecisionsPhase,
  executiveOrdersPhase,
] as const;
