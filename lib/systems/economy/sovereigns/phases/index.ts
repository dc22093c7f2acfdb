import { applySovereignResolutions } from './apply-sovereign-resolutions';
import { assessSovereigns } from './assess-sovereigns';
import { runSovereignAuctions } from './run-sovereign-auctions';

export { applySovereignResolutions, assessSovereigns, runSovereignAuctions };

/**
 * Auctions before the budgets that spend their proceeds; a crisis decision's resolution before the ratings;
 * the assessment after the turn's debt.
 */
export const sovereignPhases = [runSovereignAuctions, applySovereignResolutions, assessSovereigns] as const;
