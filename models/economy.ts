import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { countries } from './geography';

/** Statistics and rates: exact in the database, read as numbers (never balances). */
const stat = (precision = 24, scale = 6) => numeric({ precision, scale, mode: 'number' });
/** Minor units that can pass 2^53 (yen debt in sen): bigint end to end. */
const bigCents = () => bigint({ mode: 'bigint' });

/** The tracked commodities (reference data). basePrice is in anchor units. */
export const commodities = pgTable('commodities', {
  key: text().primaryKey(),
  label: text().notNull(),
  unit: text().notNull(),
  basePrice: stat(20, 4).notNull(),
  extractable: boolean().notNull(),
  category: text().notNull(),
  freightClass: text(),
  sortOrder: integer().notNull(),
});

/** The sector types (also the corporation types) with their commodity supply and demand maps. */
export const sectorTypes = pgTable('sector_types', {
  id: text().primaryKey(),
  label: text().notNull(),
  isExtraction: boolean().notNull(),
  supplies: jsonb().$type<Record<string, number>>().notNull(),
  demands: jsonb().$type<Record<string, number>>().notNull(),
  defaultStrategy: text().notNull(),
  strategies: jsonb().$type<unknown[]>().notNull(),
  sortOrder: integer().notNull(),
});

/** Economy rule tables (rating scale, auction bands, bond parameters, ...), one JSON value per key. */
export const economyParameters = pgTable('economy_parameters', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

/** The live national economy of one country. Percent fields are percents (2.5 = 2.5%). */
export const countryEconomies = pgTable(
  'country_economies',
  {
    countryId: text()
      .primaryKey()
      .references(() => countries.id),
    currencyCode: text().notNull(),
    /** Nominal GDP per year, local major units. */
    gdp: stat(28, 2).notNull(),
    /** Exponential average of GDP, for budget smoothing. */
    gdpSmoothed: stat(28, 2).notNull(),
    gdpGrowth: stat(10, 4).notNull(),
    trendGrowth: stat(10, 4).notNull(),
    inflation: stat(10, 4).notNull(),
    targetInflation: stat(10, 4).notNull(),
    /** Inputs of the prime-rate rule, smoothed over the rule's EMA window. */
    inflationEma: stat(10, 4).notNull(),
    growthEma: stat(10, 4).notNull(),
    primeRate: stat(10, 4).notNull(),
    neutralPrimeRate: stat(10, 4).notNull(),
    primeRateChangedTurn: integer().notNull(),
    /** A player chair's decision not yet applied: the rate and the turn it was taken (the next rate phase applies it). */
    chairRate: stat(10, 4),
    chairRateTurn: integer(),
    /** A player holds the chair: the Taylor rule stands aside and the rate moves only by the chair's decisions. */
    rateSetByPlayerChair: boolean().notNull().default(false),
    population: bigint({ mode: 'number' }).notNull(),
    populationGrowth: stat(10, 4).notNull(),
    investorConfidence: stat(10, 4).notNull(),
    stockMarketCap: stat(28, 2).notNull(),
    /** Percent per kind (economy.json taxRateKinds). */
    taxRates: jsonb().$type<Record<string, number>>().notNull(),
    /** Share of GDP of each tax base. */
    taxBaseShares: jsonb().$type<Record<string, number>>().notNull(),
    /** Tax revenue per year as a share of GDP, derived from taxRates and taxBaseShares when either changes. */
    taxRevenuePctGdp: stat(12, 8).notNull(),
    otherRevenuePctGdp: stat(12, 8).notNull(),
    /** Share of GDP of each spending category (state grants included). */
    spendingShares: jsonb().$type<Record<string, number>>().notNull(),
    /** Sum of spendingShares. */
    spendingPctGdp: stat(12, 8).notNull(),
    /** The national treasury, a ledger account ('treasury', country id), in minor units. */
    treasuryCents: bigCents().notNull(),
    lastRevenueCents: bigCents().notNull(),
    lastSpendingCents: bigCents().notNull(),
    lastInterestCents: bigCents().notNull(),
    fiscalYear: integer().notNull(),
    fyRevenueCents: bigCents().notNull(),
    fySpendingCents: bigCents().notNull(),
    debtPrincipalCents: bigCents().notNull(),
    /** Average rate on outstanding debt, a fraction. */
    debtRate: stat(12, 8).notNull(),
    debtCeilingCents: bigCents().notNull(),
    debtToGdp: stat(14, 8).notNull(),
    creditRating: text().notNull(),
    crisisState: text().notNull(),
    /** The seeded (ratio, rating, rate) the sovereign ladder is normalised against. */
    anchorDebtToGdp: stat(14, 8).notNull(),
    anchorRating: text().notNull(),
    anchorDebtRate: stat(12, 8).notNull(),
    openingPrimeRate: stat(10, 4).notNull(),
    updatedTurn: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('country_economies_treasury_nonnegative', sql`${t.treasuryCents} >= 0`),
    check('country_economies_debt_nonnegative', sql`${t.debtPrincipalCents} >= 0`),
  ],
);

/** One row per country per turn (turn 0 is the opening snapshot). */
export const economyHistory = pgTable(
  'economy_history',
  {
    countryId: text()
      .notNull()
      .references(() => countries.id),
    turn: integer().notNull(),
    gdp: stat(28, 2).notNull(),
    gdpGrowth: stat(10, 4).notNull(),
    inflation: stat(10, 4).notNull(),
    primeRate: stat(10, 4).notNull(),
    population: bigint({ mode: 'number' }).notNull(),
    revenueCents: bigCents().notNull(),
    spendingCents: bigCents().notNull(),
    treasuryCents: bigCents().notNull(),
    debtPrincipalCents: bigCents().notNull(),
    debtToGdp: stat(14, 8).notNull(),
    creditRating: text().notNull(),
    investorConfidence: stat(10, 4).notNull(),
    stockMarketCap: stat(28, 2).notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.turn] })],
);

/** Every prime-rate decision (and the opening rate at turn 0). */
export const primeRateHistory = pgTable(
  'prime_rate_history',
  {
    countryId: text()
      .notNull()
      .references(() => countries.id),
    turn: integer().notNull(),
    rate: stat(10, 4).notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.turn] })],
);

/** A closed fiscal year, written at the calendar's fiscal-year boundary. */
export const fiscalYears = pgTable(
  'fiscal_years',
  {
    countryId: text()
      .notNull()
      .references(() => countries.id),
    fiscalYear: integer().notNull(),
    turn: integer().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    currencyCode: text().notNull(),
    gdp: stat(28, 2).notNull(),
    revenueCents: bigCents().notNull(),
    spendingCents: bigCents().notNull(),
    debtPrincipalCents: bigCents().notNull(),
    debtToGdp: stat(14, 8).notNull(),
    creditRating: text().notNull(),
    inflation: stat(10, 4).notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.fiscalYear] })],
);

export type CountryEconomy = typeof countryEconomies.$inferSelect;
