import { castNppVotesPhase } from './turn/cast-npp-votes';
import { proposeNppBillsPhase } from './turn/propose-npp-bills';
import { resolveBillsPhase } from './turn/resolve-bills';

/** Legislation's phases in the politics system: new bills, then votes, then bills whose window closed. */
export const legislationPhases = [proposeNppBillsPhase, castNppVotesPhase, resolveBillsPhase] as const;
