import { castNppVotesPhase } from './cast-npp-votes';
import { notifyVotesOpenPhase } from './notify-votes-open';
import { proposeNppBillsPhase } from './propose-npp-bills';
import { resolveBillsPhase } from './resolve-bills';

/**
 * Legislation's phases in the politics system: new bills, then votes, then the players told of the rounds
 * that opened, then bills whose window closed.
 */
export const legislationPhases = [
  proposeNppBillsPhase,
  castNppVotesPhase,
  notifyVotesOpenPhase,
  resolveBillsPhase,
] as const;
