import { centralBankChairsPhase } from './central-bank-chairs';
import { executiveNominationsPhase } from './executive-nominations';

/** The executive's phases, after governments form: nominations and cabinets, then the central bank chairs. */
export const executivePhases = [executiveNominationsPhase, centralBankChairsPhase] as const;
