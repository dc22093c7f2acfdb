import { collectPartyDues } from './collect-party-dues';

export const partyPhases = [collectPartyDues] as const;
