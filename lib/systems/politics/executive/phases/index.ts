import { centralBankChairsPhase } from './central-bank-chairs';
import { executiveNominationsPhase } from './executive-nominations';
import { executiveOrdersPhase } from './executive-orders';

/** After governments form: nominations and cabinets, then which central bank chairs are players. */
export const executivePhases = [executiveNominationsPhase, centralBankChairsPhase] as const;
/** After legislation resolves (a bill on the same law ends an order): orders lapse, non-players issue. */
export const executiveOrderPhases = [executiveOrdersPhase] as const;
