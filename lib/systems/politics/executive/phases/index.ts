import { centralBankChairsPhase } from './central-bank-chairs';
import { executiveNominationsPhase } from './executive-nominations';
import { executiveOrdersPhase } from './executive-orders';

export { centralBankChairsPhase, executiveNominationsPhase, executiveOrdersPhase };

/**
 * The executive's phases in run order. The politics manifest places the first two right after governments
 * form and the orders after legislation resolves (a bill on the same law ends an order).
 */
export const executivePhases = [
  executiveNominationsPhase,
  centralBankChairsPhase,
  executiveOrdersPhase,
] as const;
