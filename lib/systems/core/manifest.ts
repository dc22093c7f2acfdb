import type { Db } from '@/lib/platform/db';
import type { ClientEndpoint } from '@/lib/platform/client-endpoint';
import type { EndpointEntry } from '@/lib/platform/public-api/define-endpoint';
import type { DecisionTemplate } from './decisions/types';
import type { NotificationKindInfo } from './notifications/kinds';
import type { TurnPhase, TurnSystem } from './turn/types';
import type { SeedStep } from './world-plan/seed-context';

/** Something a player should do now, shown on the desk. */
export interface NextStep {
  /** What it is, e.g. `bill-vote`; with href it names the step. */
  kind: string;
  label: string;
  /** One line under the label. */
  detail: string;
  /** The button's words. */
  action: string;
  href: string;
  /** The last turn the choice is open, if it closes. */
  deadlineTurn?: number;
  deadlineAt?: string;
  /** Lower comes first among steps without a deadline (and breaks deadline ties). */
  priority: number;
}

/** The player the desk asks about; null for an account that has no character yet. */
export interface NextStepCharacter {
  id: string;
  userId: string;
  countryId: string;
  stateId: string;
  partyId: string | null;
  /** The last turn the engine ran. */
  lastTurn: number;
}

export type NextStepsProvider = (db: Db, character: NextStepCharacter | null) => Promise<NextStep[]>;

/**
 * What one system contributes to the assembled game (lib/systems/<system>/index.ts): the game's turn
 * registry, API catalog, world seed, notification settings and desk read only these.
 */
export interface SystemManifest {
  system: TurnSystem;
  /** Run in this order within the system's slot of TURN_SYSTEMS. */
  phases: readonly TurnPhase[];
  /** Run after every system's phases, in manifest order (core's clock). */
  lastPhases?: readonly TurnPhase[];
  /** v1 catalog entries, keyed by endpoint id. */
  endpoints: Readonly<Record<string, EndpointEntry>>;
  /** Client-envelope endpoints, keyed by name. */
  clientEndpoints: Readonly<Record<string, ClientEndpoint>>;
  /** Run in this order when a world is seeded, after the lower systems' steps. */
  seedSteps: readonly SeedStep[];
  /** Run after every system's seed steps (core's opening balances). */
  lastSeedSteps?: readonly SeedStep[];
  /** The kinds of notification the system writes, as the settings page lists them. */
  notificationKinds: Readonly<Record<string, NotificationKindInfo>>;
  nextSteps?: NextStepsProvider;
  /** The decision templates the system opens (core/decisions), as data; a test validates every effect. */
  decisionTemplates?: readonly DecisionTemplate[];
}

/** One provider from several domains' providers, their steps in the order given. */
export function combineNextSteps(...providers: NextStepsProvider[]): NextStepsProvider {
  return async (db, character) =>
    (await Promise.all(providers.map((provider) => provider(db, character)))).flat();
}
