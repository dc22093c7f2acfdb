import { assessSovereigns } from './assess-sovereigns';
import { runSovereignAuctions } from './run-sovereign-auctions';

export { assessSovereigns, runSovereignAuctions };

/** Auctions before the budgets that spend their proceeds; the assessment after the turn's debt. */
export const sovereignPhases = [runSovereignAuctions, assessSovereigns] as const;
