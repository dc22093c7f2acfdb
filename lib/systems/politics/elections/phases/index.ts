import { advanceElectionsPhase, spendNppCampaignsPhase } from './advance-elections';
import { campaignDebatesPhase, nppEndorsementsPhase, publicPollsPhase } from './campaign-moves';
import { resolveElectionsPhase } from './resolve-elections';
import { scheduleElectionsPhase } from './schedule-elections';
import { updateVoteSharesPhase } from './update-vote-shares';

/**
 * The elections phases of the politics system, in order: open due elections and enter candidates,
 * non-player campaign spending, voting opens and primaries, debates and endorsements, live shares and the
 * public poll, the final tally and seating.
 */
export const electionPhases = [
  scheduleElectionsPhase,
  spendNppCampaignsPhase,
  advanceElectionsPhase,
  campaignDebatesPhase,
  nppEndorsementsPhase,
  updateVoteSharesPhase,
  publicPollsPhase,
  resolveElectionsPhase,
] as const;
