import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url-schema';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';
import { ECONOMY_HISTORY_LIMIT_DEFAULT, ECONOMY_HISTORY_LIMIT_MAX, MACRO_HISTORY_SHOWN } from './constants';

/** Inputs and outputs of the national economy verbs; input schemas are idempotent. */

export const economyCountryParams = z.object({
  code: countryCode.describe('Country code, case-insensitive, e.g. US or uk (GB is an alias of UK)'),
});

const turnFilter = z.coerce.number().int().min(0).max(1_000_000);

export const economyHistoryQuery = z
  .object({
    fromTurn: turnFilter.optional().describe('First turn to include (inclusive)'),
    toTurn: turnFilter.optional().describe('Last turn to include (inclusive)'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(ECONOMY_HISTORY_LIMIT_MAX)
      .default(ECONOMY_HISTORY_LIMIT_DEFAULT)
      .describe(`Most points per series, the newest kept, 1 to ${ECONOMY_HISTORY_LIMIT_MAX}`),
  })
  .refine((q) => q.fromTurn === undefined || q.toTurn === undefined || q.fromTurn <= q.toTurn, {
    message: 'fromTurn must not be after toTurn',
  });

export const economyHistoryInput = economyHistoryQuery.and(economyCountryParams);

const rating = z.string().describe('Letter rating, AAA to CCC');

export const countryEconomySchema = z.object({
  countryId: z.string(),
  currencyCode: z.string(),
  primeRate: z.number().nullable().describe('Central bank prime rate, percent'),
  inflation: z.number().nullable().describe('Annual inflation, percent'),
  gdpGrowth: z.number().nullable().describe('Annual real GDP growth, percent'),
  population: z.number().int().min(0).nullable(),
  gdp: z.number().nullable().describe('Nominal GDP per year, local currency'),
  gdpPerCapita: z.number().nullable().describe('Local currency'),
  debt: z.object({
    principal: z.number().nullable().describe('Sovereign debt outstanding, local currency'),
    debtToGdpRatio: z.number().nullable().describe('Fraction: 1.05 = 105% of GDP'),
    creditRating: rating.nullable(),
  }),
  budgetBalance: z.number().nullable().describe('Annualised budget balance at this turn, local currency'),
  budgetBalancePctGdp: z.number().nullable().describe('Percent of GDP'),
  investorConfidence: z.number().min(0).max(100).nullable().describe('0 to 100'),
  chair: z
    .object({ name: z.string(), profileUrl: profileUrlSchema })
    .nullable()
    .describe("The central bank's chair (the central_bank_chair office); null while no one holds it"),
  centralBank: z.object({ name: z.string(), abbreviation: z.string(), chairTitle: z.string() }),
  rateHistory: z
    .array(z.object({ turn: z.number().int().min(0), rate: z.number() }))
    .describe('Recent prime-rate decisions, oldest first; turn 0 is the opening rate'),
  inflationHistory: z
    .array(z.object({ turn: z.number().int().min(0), value: z.number() }))
    .describe(`The latest ${MACRO_HISTORY_SHOWN} recorded inflation observations (percent), oldest first`),
  gdpGrowthHistory: z
    .array(z.object({ turn: z.number().int().min(0), value: z.number() }))
    .describe(`The latest ${MACRO_HISTORY_SHOWN} recorded GDP growth observations (percent), oldest first`),
  stockMarket: z.object({
    totalMarketCap: z.number().nullable().describe('Local currency'),
    change1h: z.number().nullable().describe('Percent change over the last turn'),
    change24h: z.number().nullable().describe('Percent change over the last 24 turns (or since turn 0)'),
    exchange: z
      .string()
      .nullable()
      .describe('The exchange the market is known by, e.g. NYSE; null when none'),
  }),
  updatedTurn: z.number().int().min(0).describe('Turn of the last update; 0 before the first turn'),
});

export const getCountryEconomyResponse = countryEconomySchema.partial().extend({ found: foundField });

const point = z.object({ turn: z.number().int().min(0), value: z.number() });

export const fiscalYearSchema = z.object({
  fiscalYear: z.number().int().describe('Labelled by the calendar year it ends in'),
  turn: z.number().int().describe('Turn that closed it'),
  recordedAt: isoTimestamp,
  currencyCode: z.string(),
  gdp: z.number(),
  revenue: z.number(),
  spending: z.number().describe('Including debt interest'),
  surplus: z.number().describe('Revenue minus spending; negative is a deficit'),
  debtPrincipal: z.number(),
  debtToGdpRatio: z.number().describe('Fraction'),
  creditRating: rating,
  inflation: z.number().describe('Percent'),
});

export const getEconomyHistoryResponse = z.object({
  found: foundField,
  countryId: z.string().optional(),
  currencyCode: z.string().optional(),
  series: z
    .object({ primeRate: z.array(point), inflation: z.array(point), gdpGrowth: z.array(point) })
    .describe('Oldest to newest; percents'),
  fiscalYears: z.array(fiscalYearSchema).describe('Closed fiscal years in the range, oldest first'),
  range: z
    .object({
      fromTurn: z.number().int().nullable(),
      toTurn: z.number().int().nullable(),
      limit: z.number().int(),
    })
    .describe('The filters applied'),
});

export const budgetSchema = z.object({
  countryId: z.string(),
  fiscalYear: z.number().int().describe('The open fiscal year, labelled by the year it ends in'),
  currencyCode: z.string(),
  gdp: z.number(),
  gdpSmoothed: z.number().describe('Exponential average of GDP'),
  revenue: z.number().describe('Annualised from this turn, local currency'),
  spending: z.number().describe('Annualised from this turn, debt interest included'),
  balance: z.number(),
  balancePctGdp: z.number().describe('Percent'),
  treasuryBalance: z.number().describe('The treasury ledger account, local currency'),
  debt: z.object({
    principal: z.number(),
    rate: z.number().describe('Average rate on the debt, a fraction (0.03 = 3%)'),
    ceiling: z.number(),
    ratio: z.number().describe('Debt to GDP, a fraction'),
    rating,
    crisisState: z.string().describe('normal, warning, crisisPending, crisisResolving or recovering'),
  }),
  taxRates: z.record(z.string(), z.number()).describe('Percent per tax kind'),
  spendingByCategory: z.record(z.string(), z.number()).describe('Annual, local currency'),
  fiscalYearToDate: z.object({ revenue: z.number(), spending: z.number(), balance: z.number() }),
  economicIndicators: z.object({
    gdpGrowth: z.number(),
    inflation: z.number(),
    primeRate: z.number(),
    investorConfidence: z.number(),
    population: z.number().int(),
  }),
  updatedAt: isoTimestamp,
});

export const getCountryBudgetResponse = budgetSchema.partial().extend({ found: foundField });

export type CountryEconomyView = z.input<typeof countryEconomySchema>;
export type EconomyHistoryResult = z.input<typeof getEconomyHistoryResponse>;
export type BudgetView = z.input<typeof budgetSchema>;
