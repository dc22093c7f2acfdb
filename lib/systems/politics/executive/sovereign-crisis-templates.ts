import { economy, nationalMetric, sovereignResolution, standing } from '@/lib/systems/core/decisions/effects';
import type { DecisionOptionTemplate, DecisionTemplate } from '@/lib/systems/core/decisions/types';
import {
  BAILOUT,
  EXECUTIVE_DECISION_TURNS,
  MONETIZE,
  RECOVERY,
  REPUDIATE,
  RESOLUTION_TICKS,
  RESTRUCTURE,
} from '@/lib/systems/economy/sovereigns/constants';

const pct = (fraction: number) => `${Math.round(Math.abs(fraction) * 100)}%`;

// The words follow economy.json's resolutions, so the player reads the numbers the engine applies.
const restructure: DecisionOptionTemplate = {
  key: 'restructure',
  label: 'Restructure the debt',
  consequences:
    `Bondholders take a ${pct(RESTRUCTURE.haircut)} haircut; lender trust −${Math.abs(RESTRUCTURE.trustHit * 100)}; ` +
    `the currency falls ${pct(RESTRUCTURE.fxDepreciation)}; GDP −${pct(RESTRUCTURE.gdpPenalty)} over ` +
    `${RESTRUCTURE.gdpPenaltyTurns} turns; no auctions while the country recovers (at least ${RECOVERY.floorTurns} turns); your approval −2.`,
  effects: [sovereignResolution('restructure', RESOLUTION_TICKS.restructure), standing(-2)],
  npc: { weight: 1 },
};

const repudiate: DecisionOptionTemplate = {
  key: 'repudiate',
  label: 'Repudiate the debt',
  consequences:
    `${pct(REPUDIATE.principalWritedown)} of the debt is written off; lender trust −${Math.abs(REPUDIATE.trustHit * 100)}; ` +
    `the currency falls ${pct(REPUDIATE.fxDepreciation)}; GDP −${pct(REPUDIATE.gdpPenalty)} over ` +
    `${REPUDIATE.gdpPenaltyTurns} turns; no auctions for at least ${RECOVERY.floorTurns} turns; national pride +2.`,
  effects: [sovereignResolution('repudiate', RESOLUTION_TICKS.repudiate), nationalMetric('nationalPride', 2)],
  npc: { weight: 0.25, economic: -0.3, severity: 0.15 },
};

const bailout: DecisionOptionTemplate = {
  key: 'bailout',
  label: 'Ask for a bailout, with austerity',
  consequences:
    `The IMF refinances the debt at ${pct(BAILOUT.imfRate)}, no haircut; GDP −${pct(BAILOUT.directGdpPenalty)} now; ` +
    'its austerity conditions cost public trust −2 and social cohesion −1 nationwide; investor confidence +5; your approval −3.',
  effects: [
    sovereignResolution('bailout', RESOLUTION_TICKS.bailout),
    nationalMetric('publicTrust', -2),
    nationalMetric('socialCohesion', -1),
    economy({ investorConfidence: 5 }),
    standing(-3),
  ],
  npc: { weight: 0.85, economic: 0.3 },
};

const monetize: DecisionOptionTemplate = {
  key: 'monetize',
  label: 'Have the central bank buy the debt',
  consequences:
    `No haircut and auctions resume; inflation rises ${MONETIZE.inflationShockMultiplier}-fold ` +
    `(at least +${MONETIZE.inflationShockMultiplier} points); investor confidence −5.`,
  effects: [sovereignResolution('monetize', RESOLUTION_TICKS.monetize), economy({ investorConfidence: -5 })],
  npc: { weight: 0.5, economic: -0.3 },
};

const crisis = {
  source: 'sovereign',
  addressee: 'finance_minister_or_head',
  title: 'Debt crisis in {country}: how does the government resolve it?',
  body:
    'Lenders have refused three auctions in a row and {country} can no longer borrow. Choose how the government ' +
    'resolves the crisis; without a decision the debt is restructured.',
  windowTurns: EXECUTIVE_DECISION_TURNS,
  defaultOption: 'restructure',
} as const;

/**
 * A sovereign debt crisis put to the finance minister, or else the head (registered in the politics
 * manifest; economy applies the resolution). Monetizing is offered only while inflation is below
 * economy.json's ceiling for it.
 */
export const sovereignCrisisTemplates: readonly DecisionTemplate[] = [
  { ...crisis, key: 'sovereign_crisis', options: [restructure, repudiate, bailout, monetize] },
  {
    ...crisis,
    key: 'sovereign_crisis_high_inflation',
    body: `${crisis.body} Inflation is too high for the central bank to buy the debt.`,
    options: [restructure, repudiate, bailout],
  },
];

/** Inflation (percent) at or above which monetizing is not offered. */
export const MONETIZE_INFLATION_CEILING_PCT = MONETIZE.allowedWhenInflationBelow * 100;
