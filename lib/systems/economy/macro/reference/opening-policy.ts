/**
 * Our opening fiscal settings per country (the reference files give tax bases, not rates): rates
 * in percent, chosen so each opening budget lands near its real deficit. Countries not listed use
 * DEFAULT_OPENING_POLICY, so a new country needs no code.
 */
export interface OpeningPolicy {
  taxRates: Record<string, number>;
  /** Annual population growth, percent. */
  populationGrowth: number;
  /** Stock market capitalisation as a multiple of GDP. */
  marketCapToGdp: number;
}

export const OPENING_POLICY: Record<string, OpeningPolicy> = {
  US: {
    taxRates: {
      incomeTax: 22,
      domesticCorporateTax: 21,
      foreignCorporateTax: 21,
      payrollTax: 15.3,
      tariffs: 2.5,
      salesTax: 0,
    },
    populationGrowth: 0.5,
    marketCapToGdp: 1.6,
  },
  UK: {
    taxRates: {
      incomeTax: 22,
      domesticCorporateTax: 25,
      foreignCorporateTax: 25,
      payrollTax: 12,
      tariffs: 10,
      salesTax: 20,
    },
    populationGrowth: 0.6,
    marketCapToGdp: 1.0,
  },
  DE: {
    taxRates: {
      incomeTax: 20,
      domesticCorporateTax: 15,
      foreignCorporateTax: 15,
      payrollTax: 15,
      tariffs: 2,
      salesTax: 16,
      solidaritySurcharge: 5.5,
    },
    populationGrowth: 0.1,
    marketCapToGdp: 0.55,
  },
  JP: {
    taxRates: {
      incomeTax: 25,
      domesticCorporateTax: 30,
      foreignCorporateTax: 30,
      payrollTax: 35,
      tariffs: 2,
      salesTax: 10,
    },
    populationGrowth: -0.5,
    marketCapToGdp: 1.2,
  },
};

export const DEFAULT_OPENING_POLICY: OpeningPolicy = {
  taxRates: {
    incomeTax: 20,
    domesticCorporateTax: 20,
    foreignCorporateTax: 20,
    payrollTax: 12,
    tariffs: 3,
    salesTax: 12,
  },
  populationGrowth: 0.5,
  marketCapToGdp: 0.8,
};
