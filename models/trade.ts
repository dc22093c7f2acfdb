import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { commodities } from './economy';
import { countries } from './geography';

const stat = (precision = 28, scale = 6) => numeric({ precision, scale, mode: 'number' });

export const TARIFF_SCOPES = ['economy_wide', 'sector', 'origin_country', 'corporation'] as const;
export type TariffScope = (typeof TARIFF_SCOPES)[number];
/** Who set a tariff: an administrator, the engine's government decisions, or an enacted bill. */
export const TARIFF_SOURCES = ['admin', 'government', 'legislation'] as const;

/**
 * Import tariffs a country levies, in SPEC's four scopes. target_key is the scope's target ('' for
 * economy_wide), so a country has at most one tariff per scope and target and setting one replaces it.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    scopeType: text({ enum: TARIFF_SCOPES }).notNull(),
    targetSectorType: text(),
    targetOriginCountryId: text().references(() => countries.id),
    /** A corporation id kept as text until corporations can be referenced. */
    targetCorporationId: text(),
    targetKey: text().notNull(),
    /** Percent, 0 to 100. */
    rate: stat(8, 4).notNull(),
    source: text({ enum: TARIFF_SOURCES }).notNull(),
    sourceBillId: text(),
    createdTurn: integer().notNull(),
    updatedTurn: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tariffs_target_unique').on(t.countryId, t.scopeType, t.targetKey),
    check('tariffs_rate_range', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
  ],
);

export const EMBARGO_MODES = ['block', 'cap'] as const;
export const EMBARGO_DIRECTIONS = ['export', 'import', 'both'] as const;
export const EMBARGO_ORIGINS = ['minister', 'legislation', 'organization'] as const;
export const EMBARGO_STATUSES = ['pending', 'active', 'expired', 'lifted'] as const;
export type EmbargoStatus = (typeof EMBARGO_STATUSES)[number];

/**
 * Embargoes one country imposes on another, for one commodity or 'all'. Lifecycle: pending until
 * start_turn, active through end_turn (null: until lifted), then expired; lifted when revoked early.
 */
export const tradeEmbargoes = pgTable(
  'trade_embargoes',
  {
    id: serial().primaryKey(),
    sourceCountryId: text()
      .notNull()
      .references(() => countries.id),
    targetCountryId: text()
      .notNull()
      .references(() => countries.id),
    /** A commodity key, or 'all'. */
    commodity: text().notNull(),
    direction: text({ enum: EMBARGO_DIRECTIONS }).notNull(),
    mode: text({ enum: EMBARGO_MODES }).notNull(),
    /** Mode cap only: most units per turn that may cross. */
    capUnits: stat(),
    origin: text({ enum: EMBARGO_ORIGINS }).notNull(),
    status: text({ enum: EMBARGO_STATUSES }).notNull(),
    proposedTurn: integer().notNull(),
    startTurn: integer().notNull(),
    endTurn: integer(),
    liftedTurn: integer(),
    /** Provenance: null when an administrator or the engine imposed it. */
    sourceBillId: text(),
    organizationId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('trade_embargoes_status_idx').on(t.status),
    check('trade_embargoes_distinct_countries', sql`${t.sourceCountryId} <> ${t.targetCountryId}`),
    check('trade_embargoes_cap', sql`(${t.mode} = 'cap') = (${t.capUnits} is not null)`),
  ],
);

/**
 * Per turn, country and commodity: what the country had to offer and needed, and what cleared.
 * Units per turn; values in anchor units at the turn's global price. Forex reads net per country.
 */
export const tradeFlows = pgTable(
  'trade_flows',
  {
    turn: integer().notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    commodityKey: text()
      .notNull()
      .references(() => commodities.key),
    /** Surplus offered abroad (supply beyond demand), units. */
    offeredUnits: stat().notNull(),
    /** Shortfall sought abroad (demand beyond supply), units. */
    soughtUnits: stat().notNull(),
    exportUnits: stat().notNull(),
    importUnits: stat().notNull(),
    /** Anchor values. gross = offered value; uncleared = offered value that found no buyer. */
    grossValue: stat(28, 2).notNull(),
    exportsValue: stat(28, 2).notNull(),
    importsValue: stat(28, 2).notNull(),
    netValue: stat(28, 2).notNull(),
    unclearedValue: stat(28, 2).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.turn, t.countryId, t.commodityKey] }),
    index('trade_flows_country_idx').on(t.countryId, t.turn),
    index('trade_flows_commodity_idx').on(t.commodityKey, t.turn),
  ],
);

/** Per turn and country: the trade balance over all commodities and the partners at either end. */
export const tradeBalances = pgTable(
  'trade_balances',
  {
    turn: integer().notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    exportsValue: stat(28, 2).notNull(),
    importsValue: stat(28, 2).notNull(),
    netValue: stat(28, 2).notNull(),
    unclearedValue: stat(28, 2).notNull(),
    largestSurplusPartnerId: text(),
    largestSurplusValue: stat(28, 2),
    largestDeficitPartnerId: text(),
    largestDeficitValue: stat(28, 2),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.turn, t.countryId] })],
);

export type Tariff = typeof tariffs.$inferSelect;
export type TradeEmbargo = typeof tradeEmbargoes.$inferSelect;
