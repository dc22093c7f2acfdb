import { FUNDRAISING_BASE, FUNDRAISING_PER_DONOR_LEVEL } from './constants';

/** (50000 + donorBaseLevel * 2000) * (1 + politicalInfluence / 100), home currency (docs/characters.md). */
export function projectedIncome(donorBaseLevel: number, politicalInfluence: number): number {
  return (FUNDRAISING_BASE + donorBaseLevel * FUNDRAISING_PER_DONOR_LEVEL) * (1 + politicalInfluence / 100);
}
