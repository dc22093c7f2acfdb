import { castNppVotesPhase } from './cast-npp-votes';
import { proposeNppBillsPhase } from './propose-npp-bills';
import { resolveBillsPhase } from './resolve-bills';

/** Legislation's phases in the politics system: new bills, then votes, then bills whose window closed. */
export const legislationPhases = [proposeNppBillsPhase, castNppVotesPhase, resolveBillsPhase] as const;
