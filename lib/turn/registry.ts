import { policyPhases } from '../policy/phases';
import { assessSovereignDebt } from '../economy/phases/assess-sovereign-debt';
import { closeFiscalYears } from '../economy/phases/close-fiscal-years';
import { recordEconomyHistory } from '../economy/phases/record-economy-history';
import { runBudgets } from '../economy/phases/run-budgets';
import { setPrimeRates } from '../economy/phases/set-prime-rates';
import { updateMacro } from '../economy/phases/update-macro';
import { advanceClock } from './phases/advance-clock';
import { payFundraisingIncome } from './phases/pay-fundraising-income';
import { refillActions } from './phases/refill-actions';
import { TURN_SYSTEMS, type TurnPhase, type TurnSystem } from './types';

/** Each system's phases in run order. A new game system fills its own list. */
export const phasesBySystem: Readonly<Record<TurnSystem, readonly TurnPhase[]>> = {
  core: [refillActions],
  politics: [payFundraisingIncome],
  policy: policyPhases,
  // A fiscal year closes before the turn's flows, which belong to the new year; history comes last.
  economy: [
    closeFiscalYears,
    setPrimeRates,
    updateMacro,
    runBudgets,
    assessSovereignDebt,
    recordEconomyHistory,
  ],
  corporations: [],
  subsidiaries: [],
  extraction: [],
  // The clock moves last, once every system has acted on the turn.
  world: [advanceClock],
};

/** Every phase in the order a turn runs them: systems in TURN_SYSTEMS order, then each list's order. */
export const turnPhases: readonly TurnPhase[] = TURN_SYSTEMS.flatMap((system) => phasesBySystem[system]);

/** A registered phase by id; throws for an unknown id so a typo fails loudly. */
export function phaseById(id: string, phases: readonly TurnPhase[] = turnPhases): TurnPhase {
  const phase = phases.find((candidate) => candidate.id === id);
  if (!phase) throw new Error(`no turn phase '${id}'`);
  return phase;
}
