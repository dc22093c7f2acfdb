import { collectPartyDues } from './collect-party-dues';
import { nppPartyGrants } from './npp-party-grants';
import { partyDiscipline } from './party-discipline';
import { partyLeadership } from './party-leadership';

export { partyWhipsPhase } from './party-whips';

/** After the bills: standing from this turn's votes, leadership races, dues in, then grants out. */
export const partyPhases = [partyDiscipline, partyLeadership, collectPartyDues, nppPartyGrants] as const;
