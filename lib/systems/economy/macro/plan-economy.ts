import type { countryEconomies, economyHistory, primeRateHistory } from '@/models';
import { createRandom } from '@/lib/platform/random';
import {
  CONFIDENCE_BY_RATING,
  PRIME_RATE_RULE,
  SOVEREIGN_DEBT_LADDER,
  TREASURY_BUFFER_TURNS,
  TURNS_PER_YEAR,
} from './constants';
import { fiscalYearOf } from './fiscal-year';
import { countryMacroReferences, type CountryMacroReference } from './reference';
import { DEFAULT_OPENING_POLICY, OPENING_POLICY } from './reference/opening-policy';
import { annualRevenuePctGdp } from './revenue';

export interface EconomyPlan {
  economies: (typeof countryEconomies.$inferInsert)[];
  history: (typeof economyHistory.$inferInsert)[];
  primeRates: (typeof primeRateHistory.$inferInsert)[];
}

interface PlannedCountry {
  id: string;
  currencyCode: string;
  population: number;
  gdpMillions: number;
}

/** A country without reference macro data gets a plausible mid-table economy, in ratios of its GDP. */
function fallbackMacro(country: PlannedCountry): CountryMacroReference {
  const gdp = country.gdpMillions * 1_000_000;
  return {
    currencyCode: country.currencyCode,
    centralBank: { name: 'Central Bank', abbreviation: 'CB', chairTitle: 'Central Bank Governor' },
    primeRate: 3,
    targetInflation: PRIME_RATE_RULE.fallbackTargetInflation,
    neutralPrimeRate: 3,
    inflation: 2.5,
    gdpGrowth: 2,
    population: country.population,
    gdp,
    debt: { principal: gdp * 0.6, interestRate: 0.03, ceiling: gdp * 0.8 },
    debtToGdp: 0.6,
    creditRating: 'AA',
    otherRevenue: gdp * 0.01,
    stateGrants: gdp * 0.02,
    spendingByCategory: { other: gdp * 0.31 },
    taxBaseShareOfGdp: {
      taxableIncome: 0.45,
      corporateProfits: 0.11,
      wagesAndSalaries: 0.45,
      importValue: 0.2,
      taxableSales: 0.45,
    },
  };
}

/** Central banks' opening rate, from the reference (the 2019 preset). */
export function macroFor(country: PlannedCountry): CountryMacroReference {
  return countryMacroReferences[country.id] ?? fallbackMacro(country);
}

const toCents = (units: number) => BigInt(Math.round(units * 100));

/** Letter rating of a debt-to-GDP ratio on the sovereign ladder. */
export function ladderRating(debtToGdp: number): string {
  const band = SOVEREIGN_DEBT_LADDER.bands.find(
    (b) => b.maxDebtToGdp === null || debtToGdp <= b.maxDebtToGdp,
  );
  return band!.rating;
}

/**
 * Opening national economies, scaled to each country's GDP (the region sum /country shows), with
 * small seeded differences in confidence and market size. Pure: same input, same rows.
 */
export function planEconomy(
  countryList: readonly PlannedCountry[],
  seed: string,
  startingYear: number,
): EconomyPlan {
  const random = createRandom(`${seed}:economy`);
  const plan: EconomyPlan = { economies: [], history: [], primeRates: [] };
  for (const country of countryList) {
    const macro = macroFor(country);
    const policy = OPENING_POLICY[country.id] ?? DEFAULT_OPENING_POLICY;
    const gdp = country.gdpMillions * 1_000_000;
    const ofGdp = (amount: number) => amount / macro.gdp;
    const spendingShares: Record<string, number> = { stateGrants: ofGdp(macro.stateGrants) };
    for (const [category, amount] of Object.entries(macro.spendingByCategory)) {
      spendingShares[category] = ofGdp(amount);
    }
    const spendingPct = Object.values(spendingShares).reduce((sum, share) => sum + share, 0);
    const debtToGdp = macro.debtToGdp;
    const principal = gdp * debtToGdp;
    const turnOutlays = (gdp * spendingPct + principal * macro.debt.interestRate) / TURNS_PER_YEAR;
    const confidence = CONFIDENCE_BY_RATING[macro.creditRating]! + (random.float() * 6 - 3);
    const marketCap = gdp * policy.marketCapToGdp * (0.95 + random.float() * 0.1);
    const taxRevenuePct = annualRevenuePctGdp(policy.taxRates, macro.taxBaseShareOfGdp);
    const revenuePct = taxRevenuePct + ofGdp(macro.otherRevenue);
    const turnRevenue = toCents((gdp * revenuePct) / TURNS_PER_YEAR);
    const treasury = toCents(turnOutlays * TREASURY_BUFFER_TURNS);
    plan.economies.push({
      countryId: country.id,
      currencyCode: country.currencyCode,
      gdp,
      gdpSmoothed: gdp,
      gdpGrowth: macro.gdpGrowth,
      trendGrowth: macro.gdpGrowth,
      inflation: macro.inflation,
      targetInflation: macro.targetInflation,
      inflationEma: macro.inflation,
      growthEma: macro.gdpGrowth,
      primeRate: macro.primeRate,
      neutralPrimeRate: macro.neutralPrimeRate,
      primeRateChangedTurn: 0,
      population: country.population,
      populationGrowth: policy.populationGrowth,
      investorConfidence: Math.round(confidence * 100) / 100,
      stockMarketCap: Math.round(marketCap),
      taxRates: policy.taxRates,
      taxBaseShares: macro.taxBaseShareOfGdp,
      taxRevenuePctGdp: taxRevenuePct,
      otherRevenuePctGdp: ofGdp(macro.otherRevenue),
      spendingShares,
      spendingPctGdp: spendingPct,
      treasuryCents: treasury,
      lastRevenueCents: turnRevenue,
      lastSpendingCents: toCents((gdp * spendingPct) / TURNS_PER_YEAR),
      lastInterestCents: toCents((principal * macro.debt.interestRate) / TURNS_PER_YEAR),
      fiscalYear: fiscalYearOf(startingYear, 1),
      fyRevenueCents: 0n,
      fySpendingCents: 0n,
      debtPrincipalCents: toCents(principal),
      debtRate: macro.debt.interestRate,
      debtCeilingCents: toCents(gdp * ofGdp(macro.debt.ceiling)),
      debtToGdp,
      creditRating: macro.creditRating,
      crisisState: 'normal',
      anchorDebtToGdp: debtToGdp,
      anchorRating: macro.creditRating,
      anchorDebtRate: macro.debt.interestRate,
      openingPrimeRate: macro.primeRate,
      updatedTurn: 0,
    });
    plan.history.push({
      countryId: country.id,
      turn: 0,
      gdp,
      gdpGrowth: macro.gdpGrowth,
      inflation: macro.inflation,
      primeRate: macro.primeRate,
      population: country.population,
      revenueCents: turnRevenue,
      spendingCents: toCents(turnOutlays),
      treasuryCents: treasury,
      debtPrincipalCents: toCents(principal),
      debtToGdp,
      creditRating: macro.creditRating,
      investorConfidence: Math.round(confidence * 100) / 100,
      stockMarketCap: Math.round(marketCap),
    });
    plan.primeRates.push({ countryId: country.id, turn: 0, rate: macro.primeRate });
  }
  return plan;
}
