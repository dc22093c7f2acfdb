import { collectPartyDues } from './collect-party-dues';
import { openPartyDecisions } from './open-party-decisions';

export const partyPhases = [collectPartyDues, openPartyDecisions] as const;
