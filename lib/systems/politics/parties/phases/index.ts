import { collectPartyDues } from './collect-party-dues';
import { nppPartyGrants } from './npp-party-grants';
import { openPartyDecisions } from './open-party-decisions';
import { partyDiscipline } from './party-discipline';
import { partyLeadership } from './party-leadership';

export { partyWhipsPhase } from './party-whips';
export { partySelectionsPhase } from './party-selections';

/** After the bills: standing from this turn's votes, leadership races, dues in, grants out, then the leader's decisions. */
export const partyPhases = [
  partyDiscipline,
  partyLeadership,
  collectPartyDues,
  nppPartyGrants,
  openPartyDecisions,
] as const;
