import { combineNextSteps, type SystemManifest } from '@/lib/systems/core/manifest';
import { bondEndpoints } from './bonds/endpoints';
import { bondPhases } from './bonds/phases';
import { seedBonds } from './bonds/seed-bonds';
import { corporationEndpoints } from './companies/endpoints';
import { applyCorporationDecisionEffects, openCorporationDecisions } from './decisions/phases';
import { corporationDecisionTemplates } from './decisions/templates';
import { corporationNextSteps, idleCashNextSteps } from './companies/next-steps';
import { corporationPhases } from './companies/phases';
import { seedCorporations } from './companies/seed-corporations';
import { corporationSeedInput } from './companies/seed-input';
import { fundEndpoints } from './funds/endpoints';
import { fundPhases } from './funds/phases';
import { seedFunds } from './funds/seed-funds';

/** Corporations and their shares, control, corporate bonds and index funds. */
export const corporationsManifest = {
  system: 'corporations',
  // Bonds and funds come after the corporations' own phases: they read the turn's cash and prices.
  // Decisions' money effects move the corporation's cash before the turn's revenue and costs; new ones open last.
  phases: [
    applyCorporationDecisionEffects,
    ...corporationPhases,
    ...bondPhases,
    ...fundPhases,
    openCorporationDecisions,
  ],
  endpoints: { ...corporationEndpoints, ...bondEndpoints, ...fundEndpoints },
  clientEndpoints: {},
  seedSteps: [
    { id: 'corporations.corporations', run: (tx, ctx) => seedCorporations(tx, corporationSeedInput(ctx)) },
    { id: 'corporations.bonds', run: (tx, ctx) => seedBonds(tx, { seed: ctx.options.seed, turn: ctx.turn }) },
    { id: 'corporations.funds', run: (tx, ctx) => seedFunds(tx, { seed: ctx.options.seed, turn: ctx.turn }) },
  ],
  notificationKinds: {
    dividend_paid: { label: 'Dividends', description: 'A corporation paid you a dividend.' },
    order_filled: { label: 'Orders filled', description: 'Shares you put up for sale were bought.' },
  },
  nextSteps: combineNextSteps(corporationNextSteps, idleCashNextSteps),
  decisionTemplates: corporationDecisionTemplates,
} satisfies SystemManifest;
