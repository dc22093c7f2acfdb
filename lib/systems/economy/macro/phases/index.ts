import { applyDecisionEconomyEffects } from './apply-decision-effects';
import { assessSovereignDebt } from './assess-sovereign-debt';
import { closeFiscalYears } from './close-fiscal-years';
import { recordEconomyHistory } from './record-economy-history';
import { runBudgets } from './run-budgets';
import { setPrimeRates } from './set-prime-rates';
import { updateMacro } from './update-macro';

export {
  applyDecisionEconomyEffects,
  assessSovereignDebt,
  closeFiscalYears,
  recordEconomyHistory,
  runBudgets,
  setPrimeRates,
  updateMacro,
};

/** The national economy's phases in order; the economy manifest interleaves the markets' between them. */
export const economyPhases = [
  closeFiscalYears,
  setPrimeRates,
  updateMacro,
  runBudgets,
  applyDecisionEconomyEffects,
  assessSovereignDebt,
  recordEconomyHistory,
] as const;
