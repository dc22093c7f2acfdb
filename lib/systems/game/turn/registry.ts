import { collectPartyDues } from '@/lib/systems/politics/parties/phases/collect-party-dues';
import { electionPhases } from '@/lib/systems/politics/elections/phases';
import { corporationPhases } from '@/lib/systems/corporations/corporations/phases';
import { bondPhases } from '@/lib/systems/corporations/bonds/phases';
import { fundPhases } from '@/lib/systems/corporations/funds/phases';
import { subsidiaryPhases } from '@/lib/systems/subsidiaries/phases';
import { legislationPhases } from '@/lib/systems/politics/legislation/phases';
import { policyPhases } from '@/lib/systems/policy/phases';
import { referendumPhases } from '@/lib/systems/politics/referendums/phases';
import { assessSovereignDebt } from '@/lib/systems/economy/economy/phases/assess-sovereign-debt';
import { closeFiscalYears } from '@/lib/systems/economy/economy/phases/close-fiscal-years';
import { recordEconomyHistory } from '@/lib/systems/economy/economy/phases/record-economy-history';
import { runBudgets } from '@/lib/systems/economy/economy/phases/run-budgets';
import { setPrimeRates } from '@/lib/systems/economy/economy/phases/set-prime-rates';
import { updateMacro } from '@/lib/systems/economy/economy/phases/update-macro';
import { createRunCommodityPrices } from '@/lib/systems/economy/commodities/phases/run-commodity-prices';
import { extractionCapacityLimits } from '@/lib/systems/extraction/capacity-source';
import { updateStateSectors } from '@/lib/systems/economy/commodities/phases/update-state-sectors';
import { advanceEmbargoes } from '@/lib/systems/economy/trade/phases/advance-embargoes';
import { runTradeFlows } from '@/lib/systems/economy/trade/phases/run-trade-flows';
import { setGovernmentTariffs } from '@/lib/systems/economy/trade/phases/set-government-tariffs';
import { updateForexRates } from '@/lib/systems/economy/forex/phases/update-forex-rates';
import { assessSovereigns } from '@/lib/systems/economy/sovereigns/phases/assess-sovereigns';
import { runSovereignAuctions } from '@/lib/systems/economy/sovereigns/phases/run-sovereign-auctions';
import { conflictPhases } from '@/lib/systems/world/conflicts/phases';
import { applyResearchBreakthroughs } from '@/lib/systems/extraction/phases/apply-research-breakthroughs';
import { organizationPhases } from '@/lib/systems/world/organizations/phases';
import { worldEventPhases } from '@/lib/systems/world/world-events/phases';
import { pruneLiveEvents } from '@/lib/systems/core/live/prune-live-events';
import { advanceClock } from '@/lib/systems/core/turn/phases/advance-clock';
import { TURN_SYSTEMS, type TurnPhase, type TurnSystem } from '@/lib/systems/core/turn/types';

/** The commodity price run reads the extraction system's state capacity and contracts, wired here. */
const runCommodityPrices = createRunCommodityPrices(extractionCapacityLimits);

/** Each system's phases in run order. A new game system fills its own list. */
export const phasesBySystem: Readonly<Record<TurnSystem, readonly TurnPhase[]>> = {
  // Actions refill lazily on read (lib/systems/core/characters/actions.ts); core only trims the live log.
  core: [pruneLiveEvents],
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
