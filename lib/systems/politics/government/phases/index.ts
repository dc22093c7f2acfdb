import { formGovernmentsPhase } from './form-governments';

/** Government formation, once the turn's elections have seated their winners. */
export const governmentPhases = [formGovernmentsPhase] as const;
