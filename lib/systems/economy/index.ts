import type { SystemManifest } from '@/lib/systems/core/manifest';
import { commodityEndpoints } from './commodities/endpoints';
import { runCommodityPrices, updateStateSectors } from './commodities/phases';
import { createSeedCommoditiesStep } from './commodities/seed-commodities';
import { economyEndpoints } from './macro/endpoints';
import {
  applyDecisionEconomyEffects,
  assessSovereignDebt,
  closeFiscalYears,
  recordEconomyHistory,
  runBudgets,
  setPrimeRates,
  updateMacro,
} from './macro/phases';
import { seedEconomy } from './macro/seed-economy';
import { forexEndpoints } from './forex/endpoints';
import { updateForexRates } from './forex/phases';
import { sovereignEndpoints } from './sovereigns/endpoints';
import { applySovereignResolutions, assessSovereigns, runSovereignAuctions } from './sovereigns/phases';
import { tradeEndpoints } from './trade/endpoints';
import { advanceEmbargoes, runTradeFlows, setGovernmentTariffs } from './trade/phases';

/** GDP, budgets, prime rates, commodity prices, trade, exchange rates and sovereign debt. */
export const economyManifest = {
  system: 'economy',
  // A fiscal year closes before the turn's flows, which belong to the new year; history comes last.
  // Each domain's phases/index.ts lists its own in this order; economy interleaves them.
  phases: [
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
    // Decisions spend from the treasury after the budget has refilled it.
    applyDecisionEconomyEffects,
    // A crisis decision's haircut or write-down before the ratings read the debt.
    applySovereignResolutions,
    assessSovereignDebt,
    assessSovereigns,
    recordEconomyHistory,
  ],
  endpoints: {
    ...economyEndpoints,
    ...commodityEndpoints,
    ...tradeEndpoints,
    ...sovereignEndpoints,
    ...forexEndpoints,
  },
  clientEndpoints: {},
  seedSteps: [
    {
      id: 'economy.economy',
      run: (tx, ctx) =>
        seedEconomy(tx, {
          seed: ctx.options.seed,
          startingYear: ctx.options.startingYear,
          countries: ctx.plan.countries,
        }),
    },
    createSeedCommoditiesStep(),
  ],
  notificationKinds: {},
} satisfies SystemManifest;
