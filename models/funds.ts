import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { countries } from './geography';
import { sectorTypes } from './economy';

const stat = (precision = 20, scale = 8) => numeric({ precision, scale, mode: 'number' });

/** economy.json funds.statuses plus 'chartered' (before its first rebalance); 'delisted' is closed. */
export const FUND_STATUSES = ['chartered', 'active', 'paused', 'winding_down', 'delisted'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];
export const FUND_PAUSE_REASONS = ['manual', 'backing_ratio', 'constituent_delisted'] as const;
export const FUND_KINDS = ['broad', 'sector'] as const;
export const FUND_SCOPES = ['country', 'global'] as const;

/**
 * Index funds. The fund holds corporation shares as a 'fund' row of each cap table and cash as the
 * ledger account ('fund_cash', id) in its anchor currency. Units are priced at NAV.
 */
export const indexFunds = pgTable(
  'index_funds',
  {
    id: text().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    tickerSymbol: text().notNull(),
    scope: text({ enum: FUND_SCOPES }).notNull(),
    kind: text({ enum: FUND_KINDS }).notNull(),
    countryId: text().references(() => countries.id),
    sectorType: text().references(() => sectorTypes.id),
    /** Constituents: the top N listed corporations by market capitalisation in scope. */
    topN: integer().notNull(),
    status: text({ enum: FUND_STATUSES }).notNull().default('chartered'),
    pauseReason: text({ enum: FUND_PAUSE_REASONS }),
    pausedAtTurn: integer(),
    anchorCurrencyCode: text().notNull(),
    /** Quoted NAV per unit, minor units of the anchor currency (set by the NAV phase). */
    navCents: cents().notNull(),
    /** Every unit in existence: holders' units plus the reserve's. */
    unitSupply: bigint({ mode: 'number' }).notNull(),
    /** Units owned by the fund's own reserve (its seed capital). */
    reserveUnits: bigint({ mode: 'number' }).notNull(),
    /** Ledger account ('fund_cash', id), minor units of the anchor currency. */
    cashCents: cents().notNull(),
    /** Assets at market over quoted NAV × supply, measured before each re-quote. */
    backingRatio: stat(12, 6).notNull().default(1),
    sponsorName: text().notNull(),
    expenseRatioAnnual: stat(10, 6).notNull(),
    charteredAtTurn: integer().notNull(),
    seedCapitalCents: cents().notNull(),
    lastRebalancedTurn: integer(),
    lastRebalancedAt: timestamp({ withTimezone: true }),
    windDownStartedAtTurn: integer(),
    closedAtTurn: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('index_funds_slug_key').on(t.slug),
    index('index_funds_status_idx').on(t.status),
    check('index_funds_cash_nonnegative', sql`${t.cashCents} >= 0`),
    check('index_funds_units_range', sql`${t.reserveUnits} >= 0 and ${t.reserveUnits} <= ${t.unitSupply}`),
    check('index_funds_nav_positive', sql`${t.navCents} >= 1`),
  ],
);

/** Characters' fund units. */
export const fundUnitHoldings = pgTable(
  'fund_unit_holdings',
  {
    fundId: text()
      .notNull()
      .references(() => indexFunds.id, { onDelete: 'cascade' }),
    characterId: text().notNull(),
    units: bigint({ mode: 'number' }).notNull(),
    /** Average NAV paid per unit, minor units of the anchor currency. */
    avgCostCents: cents().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fundId, t.characterId] }),
    index('fund_unit_holdings_character_idx').on(t.characterId),
    check('fund_unit_holdings_units_nonnegative', sql`${t.units} >= 0`),
  ],
);

/** One row per fund per turn: the NAV series. */
export const fundNavHistory = pgTable(
  'fund_nav_history',
  {
    fundId: text()
      .notNull()
      .references(() => indexFunds.id, { onDelete: 'cascade' }),
    turn: integer().notNull(),
    navCents: cents().notNull(),
    unitSupply: bigint({ mode: 'number' }).notNull(),
    assetsCents: cents().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fundId, t.turn] })],
);

export type IndexFund = typeof indexFunds.$inferSelect;
