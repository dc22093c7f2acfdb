import { achievementEndpoints } from './achievements/endpoints';
import { seedAchievements } from './achievements/seed-achievements';
import { characterEndpoints } from './characters/endpoints';
import { actionsNextSteps } from './characters/next-steps';
import { countryEndpoints } from './countries/endpoints';
import { gameEndpoints } from './game/endpoints';
import { historyEndpoints } from './history/endpoints';
import { leaderboardEndpoints } from './leaderboard/endpoints';
import { livePhases } from './live/phases';
import type { SystemManifest } from './manifest';
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
  phases: [...livePhases],
  // The clock moves last, once every system has acted on the turn.
  lastPhases: [...clockPhases],
  endpoints: {
    ...gameEndpoints,
    ...countryEndpoints,
    ...characterEndpoints,
    ...historyEndpoints,
    ...newsEndpoints,
    ...achievementEndpoints,
    ...leaderboardEndpoints,
    ...moneyEndpoints,
  },
  clientEndpoints: {},
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
  },
  nextSteps: actionsNextSteps,
} satisfies SystemManifest;
