import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import {
  ACTIONS_CAP,
  ACTIONS_PER_TURN,
  FUNDRAISE_ACTION_COST,
  FUNDRAISING_BASE,
  FUNDRAISING_PER_DONOR_LEVEL,
} from '@/lib/systems/core/characters/constants';
import { projectedIncome } from '@/lib/systems/core/characters/projected-income';
import { roundToCents } from '@/lib/systems/core/money';
import { POLICY_SHIFT_ACTION_COST } from '@/lib/systems/policy/constants';
import { CAMPAIGN_ACTION_COST, FILE_CANDIDACY_ACTION_COST } from '@/lib/systems/politics/elections/constants';
import { readDesktopClock, type DesktopClock } from './clock';
import { readDesktopPlayer } from './player';
import { readCandidacies, readUpcomingRaces, type DesktopRace } from './races';

/**
 * GET /api/game/turn/dashboard: what the Electron desktop client's tray and mini window read, in the
 * original game's field names (docs/compatibility.md). Money in the home currency's units.
 */
export interface TurnDashboard {
  gameState: {
    currentTurn: number;
    currentYear: number;
    gameDateLabel: string;
    isActive: boolean;
    nextScheduledTurn: string | null;
    turnDurationMs: number;
  };
  character: {
    id: string;
    name: string;
    profileUrl: string;
    countryId: string;
    homeState: { id: string; name: string; countryId: string };
    homeCurrency: string;
    actions: number;
    funds: number;
    cashOnHand: number;
    portfolioValue: number;
    politicalInfluence: number;
    nationalInfluence: number;
    favorability: number;
    infamy: number;
    hasCorp: boolean;
  } | null;
  /** `total` is what the client shows as the most actions one can hold. */
  actionsPerTurn: { total: number; perTurn: number; cap: number };
  /** netPerTurn is projectedIncome (one fundraise's yield, docs/characters.md), split into its two terms. */
  fundIncome: { netPerTurn: number; baseGeneration: number; donorBaseBonus: number } | null;
  actionCosts: { fundraise: number; campaign: number; fileCandidacy: number; policyShift: number };
  nearestElection: {
    id: string;
    electionType: string;
    title: string;
    state: string;
    stateId: string | null;
    countryId: string;
    status: DesktopRace['status'];
    inPrimary: boolean;
    endTime: string | null;
    primaryEndTime: string | null;
    isCandidate: boolean;
  } | null;
}

const ACTION_COSTS = {
  fundraise: FUNDRAISE_ACTION_COST,
  campaign: CAMPAIGN_ACTION_COST,
  fileCandidacy: FILE_CANDIDACY_ACTION_COST,
  policyShift: POLICY_SHIFT_ACTION_COST,
};

function requireClock(clock: DesktopClock | null): DesktopClock {
  if (!clock) throw new AppError('NOT_FOUND', 'No world has been set up yet.');
  return clock;
}

export async function getTurnDashboard(db: Db, input: { userId: string }): Promise<TurnDashboard> {
  const [clock, player] = await Promise.all([
    readDesktopClock(db).then(requireClock),
    readDesktopPlayer(db, input.userId),
  ]);
  const gameState = {
    currentTurn: clock.currentTurn,
    currentYear: clock.currentYear,
    gameDateLabel: clock.gameDateLabel,
    isActive: clock.isActive,
    nextScheduledTurn: clock.nextTurnAt?.toISOString() ?? null,
    turnDurationMs: clock.turnDurationMs,
  };
  const actionsPerTurn = { total: ACTIONS_CAP, perTurn: ACTIONS_PER_TURN, cap: ACTIONS_CAP };
  if (!player) {
    return {
      gameState,
      character: null,
      actionsPerTurn,
      fundIncome: null,
      actionCosts: ACTION_COSTS,
      nearestElection: null,
    };
  }
  const [candidacies, upcoming] = await Promise.all([
    readCandidacies(db, player.id, clock),
    readUpcomingRaces(db, clock, { countryId: player.countryId, stateId: player.stateId, limit: 1 }),
  ]);
  const race: (DesktopRace & { isCandidate: boolean }) | null = candidacies[0]
    ? { ...candidacies[0], isCandidate: true }
    : upcoming[0]
      ? { ...upcoming[0], isCandidate: false }
      : null;
  const multiplier = 1 + player.politicalInfluence / 100;
  return {
    gameState,
    character: {
      id: player.id,
      name: player.name,
      profileUrl: player.profileUrl,
      countryId: player.countryId,
      homeState: { id: player.stateId, name: player.stateName, countryId: player.countryId },
      homeCurrency: player.currencyCode,
      actions: player.actions,
      funds: player.funds,
      cashOnHand: player.cashOnHand,
      portfolioValue: player.portfolioValue,
      politicalInfluence: player.politicalInfluence,
      nationalInfluence: player.nationalInfluence,
      favorability: player.favorability,
      infamy: player.infamy,
      hasCorp: player.holdings.some((h) => h.isCeo),
    },
    actionsPerTurn,
    fundIncome: {
      netPerTurn: roundToCents(projectedIncome(player.donorBaseLevel, player.politicalInfluence)),
      baseGeneration: roundToCents(FUNDRAISING_BASE * multiplier),
      donorBaseBonus: roundToCents(player.donorBaseLevel * FUNDRAISING_PER_DONOR_LEVEL * multiplier),
    },
    actionCosts: ACTION_COSTS,
    nearestElection: race && {
      id: race.id,
      electionType: race.electionType,
      title: race.title,
      state: race.state,
      stateId: race.stateId,
      countryId: race.countryId,
      status: race.status,
      inPrimary: race.inPrimary,
      endTime: race.endsAt,
      primaryEndTime: race.primaryEndsAt,
      isCandidate: race.isCandidate,
    },
  };
}
