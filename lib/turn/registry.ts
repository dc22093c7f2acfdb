import { collectPartyDues } from '../parties/phases/collect-party-dues';
import { electionPhases } from '../elections/phases';
import { corporationPhases } from '../corporations/phases';
import { bondPhases } from '../bonds/phases';
import { fundPhases } from '../funds/phases';
import { subsidiaryPhases } from '../subsidiaries/phases';
import { legislationPhases } from '../legislation/phases';
import { policyPhases } from '../policy/phases';
import { referendumPhases } from '../referendums/phases';
import { assessSovereignDebt } from '../economy/phases/assess-sovereign-debt';
import { closeFiscalYears } from '../economy/phases/close-fiscal-years';
import { recordEconomyHistory } from '../economy/phases/record-economy-history';
import { runBudgets } from '../economy/phases/run-budgets';
import { setPrimeRates } from '../economy/phases/set-prime-rates';
import { updateMacro } from '../economy/phases/update-macro';
import { runCommodityPrices } from '../commodities/phases/run-commodity-prices';
import { updateStateSectors } from '../commodities/phases/update-state-sectors';
import { advanceEmbargoes } from '../trade/phases/advance-embargoes';
import { runTradeFlows } from '../trade/phases/run-trade-flows';
import { setGovernmentTariffs } from '../trade/phases/set-government-tariffs';
import { updateForexRates } from '../forex/phases/update-forex-rates';
import { assessSovereigns } from '../sovereigns/phases/assess-sovereigns';
import { runSovereignAuctions } from '../sovereigns/phases/run-sovereign-auctions';
import { conflictPhases } from '../conflicts/phases';
import { applyResearchBreakthroughs } from '../extraction/phases/apply-research-breakthroughs';
import { organizationPhases } from '../organizations/phases';
import { worldEventPhases } from '../world-events/phases';
import { advanceClock } from './phases/advance-clock';
import { refillActions } from './phases/refill-actions';
import { TURN_SYSTEMS, type TurnPhase, type TurnSystem } from './types';

/** Each system's phases in run order. A new game system fills its own list. */
export const phasesBySystem: Readonly<Record<TurnSystem, readonly TurnPhase[]>> = {
  core: [refillActions],
  // Elections seat this turn's winners, then legislators propose, vote and resolve bills; parties
  // collect dues and referendums poll last.
  politics: [...electionPhases, ...legislationPhases, collectPartyDues, ...referendumPhases],
  policy: policyPhases,
  // A fiscal year closes before the turn's flows, which belong to the new year; history comes last.
  economy: [
    closeFiscalYears,
    setPrimeRates,
    updateMacro,
    // Markets and trade: sectors react to last turn's prices, then this turn's prices, then trade.
    advanceEmbargoes,
    setGovernmentTariffs,
    updateStateSectors,
    runCommodityPrices,
    runTradeFlows,
    updateForexRates,
    runSovereignAuctions,
    runBudgets,
    assessSovereignDebt,
    assessSovereigns,
    recordEconomyHistory,
  ],
  // Bonds and funds come after the corporations' own phases: they read the turn's cash and prices.
  corporations: [...corporationPhases, ...bondPhases, ...fundPhases],
  subsidiaries: subsidiaryPhases,
  extraction: [applyResearchBreakthroughs],
  // World affairs: crisis and random events expire and are drawn (an uprising can start a war), conflicts
  // fight, change status and ignite, international organizations vote. The clock moves last, once every
  // system has acted on the turn.
  world: [...worldEventPhases, ...conflictPhases, ...organizationPhases, advanceClock],
};

/** Every phase in the order a turn runs them: systems in TURN_SYSTEMS order, then each list's order. */
export const turnPhases: readonly TurnPhase[] = TURN_SYSTEMS.flatMap((system) => phasesBySystem[system]);

/** A registered phase by id; throws for an unknown id so a typo fails loudly. */
export function phaseById(id: string, phases: readonly TurnPhase[] = turnPhases): TurnPhase {
  const phase = phases.find((candidate) => candidate.id === id);
  if (!phase) throw new Error(`no turn phase '${id}'`);
  return phase;
}
