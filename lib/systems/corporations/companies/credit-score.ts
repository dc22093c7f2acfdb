import { economyReference } from '@/lib/systems/economy/macro/reference';

const CURVES = economyReference.corporateCreditScore;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface CreditInputs {
  debtCents: number;
  equityCents: number;
  cashCents: number;
  /** Annualised after-tax income and interest, minor units. */
  annualIncomeCents: number;
  annualInterestCents: number;
}

export interface CreditAssessment {
  score: number;
  rating: string;
  components: Record<string, number>;
}

/** The rating whose band holds the score (economy.json creditRatings, highest band first). */
export function ratingForScore(score: number): string {
  return economyReference.creditRatings.find((band) => score >= band.minScore)?.rating ?? 'CCC';
}

/** The corporate credit score components and weighted score (economy.json corporateCreditScore). */
export function assessCredit(inputs: CreditInputs): CreditAssessment {
  const { debtCents, equityCents, cashCents, annualIncomeCents, annualInterestCents } = inputs;
  const debtToEquity = equityCents > 0 ? clamp(100 - (debtCents / equityCents / 3) * 100, 0, 100) : 0;
  const coverage =
    annualInterestCents > 0 ? annualIncomeCents / annualInterestCents : annualIncomeCents > 0 ? 10 : 5;
  const interestCoverage = clamp(coverage * 20, 0, 100);
  const roe = equityCents > 0 ? annualIncomeCents / equityCents : -1;
  const profitability =
    roe >= 0 ? Math.min(100, 40 + roe * 350) : Math.max(5, 40 - 50 * Math.sqrt(Math.min(Math.abs(roe), 1)));
  const cashRatio = annualInterestCents > 0 ? cashCents / annualInterestCents : cashCents > 0 ? 5 : 0;
  const liquidity = clamp(20 + cashRatio * 40, 0, 100);
  const components = { debtToEquity, interestCoverage, profitability, liquidity };
  const weights = CURVES.weights as Record<string, number>;
  const score = Object.entries(components).reduce((sum, [key, value]) => sum + value * weights[key]!, 0);
  const rounded = Math.round(score * 100) / 100;
  return {
    score: rounded,
    rating: ratingForScore(rounded),
    components: Object.fromEntries(
      Object.entries(components).map(([k, v]) => [k, Math.round(v * 100) / 100]),
    ),
  };
}

/** A new corporation: no debt and no earnings history yet. */
export function openingCredit(inputs: { cashCents: number; equityCents: number }): CreditAssessment {
  return assessCredit({ ...inputs, debtCents: 0, annualIncomeCents: 0, annualInterestCents: 0 });
}
