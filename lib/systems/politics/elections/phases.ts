import { formGovernmentsPhase } from '@/lib/systems/politics/government/turn/form-governments';
import { advanceElectionsPhase, spendNppCampaignsPhase } from './turn/advance-elections';
import { resolveElectionsPhase } from './turn/resolve-elections';
import { scheduleElectionsPhase } from './turn/schedule-elections';
import { updateVoteSharesPhase } from './turn/update-vote-shares';

/**
 * The elections and government phases of the politics system, in order: open due elections and enter
 * candidates, non-player campaign spending, voting opens and primaries, live shares, the final tally and
 * seating, then government formation.
 */
export const electionPhases = [
  scheduleElectionsPhase,
  spendNppCampaignsPhase,
  advanceElectionsPhase,
  updateVoteSharesPhase,
  resolveElectionsPhase,
  formGovernmentsPhase,
] as const;
