import { centralBankChairsPhase } from './central-bank-chairs';

/** The executive's phases, after governments form: chairs, nominations, cabinets, orders. */
export const executivePhases = [centralBankChairsPhase] as const;
