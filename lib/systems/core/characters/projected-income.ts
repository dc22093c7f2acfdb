import { FUNDRAISING_BASE, FUNDRAISING_PER_DONOR_LEVEL } from './constants';

/** SPEC.md: (50000 + donorBaseLevel * 2000) * (1 + politicalInfluence / 100), in the home currency. */
export function projectedIncome(donorBaseLevel: number, politicalInfluence: number): number {
  return (FUNDRAISING_BASE + donorBaseLevel * FUNDRAISING_PER_DONOR_LEVEL) * (1 + politicalInfluence / 100);
}
