import { queueAlerts } from './alerts/phases';
import { achievementEndpoints } from './achievements/endpoints';
import { seedAchievements } from './achievements/seed-achievements';
import { characterEndpoints } from './characters/endpoints';
import { actionsNextSteps } from './characters/next-steps';
import { combineNextSteps, type SystemManifest } from './manifest';
import { countryEndpoints } from './countries/endpoints';
import { careerDecisionTemplates } from './decisions/career-templates';
import { decisionClientEndpoints, decisionEndpoints } from './decisions/endpoints';
import { decisionNextSteps } from './decisions/next-steps';
import {
  applyCoreDecisionEffects,
  closeDecisions,
  openCareerDecisions,
  stampDecisionEffects,
} from './decisions/phases';
import { gameEndpoints } from './game/endpoints';
import { historyEndpoints } from './history/endpoints';
import { leaderboardEndpoints } from './leaderboard/endpoints';
import { livePhases } from './live/phases';
import { moneyEndpoints } from './money/endpoints';
import { seedOpeningBalances } from './money/seed-opening-balances';
import { newsEndpoints } from './news/endpoints';
import { clockPhases } from './turn/phases';
import { seedDemoAccounts } from './world-plan/seed-demo-accounts';
import { seedPlannedWorld } from './world-plan/seed-plan';

/** The ground floor: the clock, countries, characters, money, history, news and notifications. */
export const coreManifest = {
  system: 'core',
  // Actions refill lazily on read (lib/systems/core/characters/actions.ts); core only trims the live log.
  // Decisions whose window closed take their default first, so the turn's effects phases see them.
  phases: [...livePhases, closeDecisions, openCareerDecisions, applyCoreDecisionEffects],
  // The clock moves last, once every system has acted on the turn (and applied its decisions' effects).
  // Alerts read what every system opened or told this turn, so they queue after all of them.
  lastPhases: [stampDecisionEffects, queueAlerts, ...clockPhases],
  endpoints: {
    ...gameEndpoints,
    ...countryEndpoints,
    ...characterEndpoints,
    ...historyEndpoints,
    ...newsEndpoints,
    ...achievementEndpoints,
    ...leaderboardEndpoints,
    ...moneyEndpoints,
    ...decisionEndpoints,
  },
  clientEndpoints: decisionClientEndpoints,
  seedSteps: [
    { id: 'core.world-plan', run: seedPlannedWorld },
    { id: 'core.achievements', run: (tx) => seedAchievements(tx) },
    { id: 'core.demo-accounts', run: seedDemoAccounts },
  ],
  // Every character exists by now, so each one's opening balance enters the ledger.
  lastSeedSteps: [{ id: 'core.opening-balances', run: (tx) => seedOpeningBalances(tx) }],
  notificationKinds: {
    money_received: { label: 'Money received', description: 'Another player sent you funds.' },
    achievement: { label: 'Achievements', description: 'You earned an achievement.' },
    decision_opened: {
      label: 'Decisions to make',
      description: 'A decision was put to you, with its deadline.',
    },
    decision_decided: {
      label: 'Decisions made',
      description: 'A decision of yours was made, by you or by its default.',
    },
  },
  nextSteps: combineNextSteps(decisionNextSteps, actionsNextSteps),
  decisionTemplates: careerDecisionTemplates,
} satisfies SystemManifest;
