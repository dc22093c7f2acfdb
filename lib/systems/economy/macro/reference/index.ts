import commoditiesJson from './commodities.json';
import economyJson from './economy.json';
import sectorsJson from './sectors.json';

/** Reference facts from ../shared/reference, copied here so the app never reads outside the repo. */

export interface CommodityReference {
  key: string;
  label: string;
  unit: string;
  basePrice: number;
  extractable: boolean;
  category: string;
  freightClass: string | null;
}

export interface SectorReference {
  id: string;
  label: string;
  isExtraction: boolean;
  supplies: Record<string, number>;
  demands: Record<string, number>;
  defaultStrategy: string;
  strategies: unknown[];
}

export interface CountryMacroReference {
  currencyCode: string;
  centralBank: { name: string; abbreviation: string; chairTitle: string };
  /** The national stock exchange or index the market is known by, e.g. NYSE. */
  exchangeName?: string;
  primeRate: number;
  targetInflation: number;
  neutralPrimeRate: number;
  inflation: number;
  gdpGrowth: number;
  population: number;
  gdp: number;
  debt: { principal: number; interestRate: number; ceiling: number };
  debtToGdp: number;
  creditRating: string;
  otherRevenue: number;
  stateGrants: number;
  spendingByCategory: Record<string, number>;
  taxBaseShareOfGdp: Record<string, number>;
}

export const commodityReferences: readonly CommodityReference[] = commoditiesJson;
export const sectorReferences = sectorsJson as unknown as readonly SectorReference[];
export const economyReference = economyJson;
export const countryMacroReferences = economyJson.countries as Record<string, CountryMacroReference>;

/** The rule tables stored in economy_parameters, one row per key. */
export const ECONOMY_PARAMETER_KEYS = [
  'creditRatings',
  'corporateCreditScore',
  'sovereignDebtLadder',
  'sovereign',
  'forex',
  'funds',
  'bonds',
  'trade',
  'fiscalYear',
  'primeRateRule',
  'taxRateKinds',
  'taxRateKindsOptional',
  'stateTaxRateKinds',
  'taxBases',
  'revenueLines',
  'corporateProfitsSplit',
  'extraction',
] as const satisfies readonly (keyof typeof economyJson)[];
