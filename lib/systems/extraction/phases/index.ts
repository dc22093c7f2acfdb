import { applyResearchBreakthroughs } from './apply-research-breakthroughs';

export const extractionPhases = [applyResearchBreakthroughs] as const;
