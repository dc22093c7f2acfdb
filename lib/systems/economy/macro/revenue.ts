import { TAX_BASE_OF_KIND } from './constants';

/**
 * Annual tax revenue as a share of GDP: each kind's rate times its base's share of GDP; the
 * solidarity surcharge is a percent of income tax owed. The budget phase computes the same in SQL.
 */
export function annualRevenuePctGdp(
  taxRates: Record<string, number>,
  baseShares: Record<string, number>,
): number {
  let total = 0;
  for (const [kind, rate] of Object.entries(taxRates)) {
    const base = TAX_BASE_OF_KIND[kind];
    if (!base) continue;
    total += (rate / 100) * (baseShares[base.base] ?? 0) * base.factor;
  }
  const surcharge = taxRates.solidaritySurcharge ?? 0;
  total += (surcharge / 100) * ((taxRates.incomeTax ?? 0) / 100) * (baseShares.taxableIncome ?? 0);
  return total;
}
