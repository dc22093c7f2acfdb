import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { commodities, sectorTypes } from './economy';
import { countries, states } from './geography';

/** Rates, prices and quantities: exact in the database, read as numbers (never balances). */
const stat = (precision = 28, scale = 6) => numeric({ precision, scale, mode: 'number' });

/**
 * How a sector type turns revenue into commodity flows, one row per (sector, commodity, direction):
 * the mean of the sector's strategies that need no tech unlock (sectors.json), so every commodity a
 * strategy can make has a producer. Units per day = revenue x rate / basePrice.
 */
export const sectorCommodityRates = pgTable(
  'sector_commodity_rates',
  {
    sectorType: text()
      .notNull()
      .references(() => sectorTypes.id),
    commodityKey: text()
      .notNull()
      .references(() => commodities.key),
    direction: text({ enum: ['supply', 'demand'] }).notNull(),
    rate: stat(12, 8).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectorType, t.commodityKey, t.direction] })],
);

/**
 * The state-level economy: one row per state and sector type. Money is in anchor units per day (the
 * basis of SPEC's extraction capacity). Corporations' own sectors (corporation_sectors) can later be
 * tied to these rows by (state_id, sector_type).
 */
export const stateSectors = pgTable(
  'state_sectors',
  {
    stateId: text()
      .notNull()
      .references(() => states.id),
    sectorType: text()
      .notNull()
      .references(() => sectorTypes.id),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    /** Revenue the sector could earn at full use, anchor units per day. */
    capacity: stat(24, 4).notNull(),
    /** Share of capacity in use, 0 to 1; follows the prices of what the sector supplies. */
    utilization: stat(8, 6).notNull(),
    /** Revenue this turn: capacity x utilization, anchor units per day. */
    output: stat(24, 4).notNull(),
    /** Workers employed. */
    employment: integer().notNull(),
    updatedTurn: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stateId, t.sectorType] }),
    index('state_sectors_country_idx').on(t.countryId),
    check('state_sectors_utilization_range', sql`${t.utilization} >= 0 and ${t.utilization} <= 1`),
  ],
);

export const MARKET_SCOPES = ['global', 'country', 'state'] as const;

/**
 * Commodity markets at three levels: one global row per commodity (area_id ''), one per country and
 * one per state. Supply and demand are units per day; prices are anchor units per unit.
 */
export const commodityMarkets = pgTable(
  'commodity_markets',
  {
    scope: text({ enum: MARKET_SCOPES }).notNull(),
    /** '' for global, the country code, or the state id. */
    areaId: text().notNull(),
    commodityKey: text()
      .notNull()
      .references(() => commodities.key),
    /** The country of a country or state row; null for global rows. */
    countryId: text().references(() => countries.id),
    supply: stat().notNull(),
    demand: stat().notNull(),
    price: stat(20, 6).notNull(),
    updatedTurn: integer().notNull(),
  },
  (t) => [
    // Commodity before area: one commodity's state rows (the commodity endpoint) are one index range.
    primaryKey({ columns: [t.scope, t.commodityKey, t.areaId] }),
    check('commodity_markets_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * Per commodity: the factor on raw demand that makes the opening world clear at the base price (set
 * once at seed), and the household demand per person per day in anchor units.
 */
export const commodityCalibrations = pgTable('commodity_calibrations', {
  commodityKey: text()
    .primaryKey()
    .references(() => commodities.key),
  demandScale: stat(20, 10).notNull(),
  householdDemandPerCapita: stat(12, 6).notNull(),
});

/** The global price, supply and demand of every commodity at the end of each turn (turn 0: opening). */
export const commodityPriceHistory = pgTable(
  'commodity_price_history',
  {
    commodityKey: text()
      .notNull()
      .references(() => commodities.key),
    turn: integer().notNull(),
    price: stat(20, 6).notNull(),
    supply: stat().notNull(),
    demand: stat().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.commodityKey, t.turn] })],
);

export type StateSector = typeof stateSectors.$inferSelect;
export type CommodityMarket = typeof commodityMarkets.$inferSelect;
