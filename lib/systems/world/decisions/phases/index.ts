import { applyWorldDecisionEffects, openWorldDecisions } from './world-decisions';

export { applyWorldDecisionEffects, openWorldDecisions };

/** Effects first in the world's slot, openings last (the world manifest places them around its domains'). */
export const worldDecisionPhases = [applyWorldDecisionEffects, openWorldDecisions] as const;
