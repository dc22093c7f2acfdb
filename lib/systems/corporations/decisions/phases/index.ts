import { applyCorporationDecisionEffects, openCorporationDecisions } from './corporation-decisions';

export { applyCorporationDecisionEffects, openCorporationDecisions };

/** Effects first in the corporations' slot, openings last (the manifest places them around the others). */
export const corporationDecisionPhases = [applyCorporationDecisionEffects, openCorporationDecisions] as const;
