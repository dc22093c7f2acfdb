import {
  applyCoreDecisionEffects,
  closeDecisions,
  openCareerDecisions,
  stampDecisionEffects,
} from './decision-phases';

export { applyCoreDecisionEffects, closeDecisions, openCareerDecisions, stampDecisionEffects };

/** In run order: defaults, career prompts and core's effects in core's slot; the stamp after every system. */
export const decisionPhases = [
  closeDecisions,
  openCareerDecisions,
  applyCoreDecisionEffects,
  stampDecisionEffects,
] as const;
