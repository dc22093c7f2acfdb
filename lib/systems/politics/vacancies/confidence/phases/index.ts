import { confidenceVotesPhase } from './confidence-votes';

export const confidencePhases = [confidenceVotesPhase] as const;
