import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { countries, states } from './geography';
import { characters } from './characters';
import { sectorTypes } from './economy';

const stat = (precision = 20, scale = 6) => numeric({ precision, scale, mode: 'number' });

/**
 * Who can hold shares: a character, a non-player person ('npp', the API's name; `person` in code), a
 * corporation, a country's state, or an index fund.
 */
export const SHARE_HOLDER_KINDS = ['character', 'npp', 'corporation', 'state', 'fund'] as const;
export type ShareHolderKind = (typeof SHARE_HOLDER_KINDS)[number];
export const CEO_KINDS = ['character', 'npp', 'vacant'] as const;
export type CeoKind = (typeof CEO_KINDS)[number];

/** Non-player persons: named figures that own shares and sit as CEOs without being characters. */
export const nonPlayerPersons = pgTable(
  'non_player_persons',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    createdAt: createdAt(),
  },
  (t) => [index('npp_country_idx').on(t.countryId)],
);

/** A merger-review remedy, measured against the whole controlled group (a spin-off alone does not discharge it). */
export interface PendingDivestiture {
  reason: string;
  /** The group root the remedy was measured against. */
  groupRootId: string;
  /** Sector types the group must shed. */
  sectorTypes: string[];
  recordedAtTurn: number;
  dueTurn: number;
}

export interface SubsidiaryCaretaker {
  installedByCorpId: string;
  installedAtTurn: number;
  /** The human CEO the caretaker replaced, restored by release with dismissCaretaker. */
  previousCeoCharacterId: string | null;
}

export const corporations = pgTable(
  'corporations',
  {
    /** 24-hex id (SPEC addresses corporations by ObjectId). */
    id: text().primaryKey(),
    /** Public sequential number (`/corporation?id=`). */
    seq: serial().notNull(),
    name: text().notNull(),
    tickerSymbol: text().notNull(),
    type: text()
      .notNull()
      .references(() => sectorTypes.id),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    currencyCode: text().notNull(),
    headquartersStateId: text()
      .notNull()
      .references(() => states.id),
    ceoKind: text({ enum: CEO_KINDS }).notNull(),
    ceoCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    // The column keeps the original game's name for the kind ('npp').
    ceoPersonId: text('ceo_npp_id').references(() => nonPlayerPersons.id),
    /** The character who founded it (null for seeded corporations without a player founder). */
    founderCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    isPublic: boolean().notNull().default(false),
    /** Owned by its country's state (national) rather than private holders. */
    isStateOwned: boolean().notNull().default(false),
    /** Every share issued: held common and super shares plus the unowned public float. */
    totalShares: bigint({ mode: 'number' }).notNull(),
    /** Issued shares no one holds, offered at the share price (the public float; null side of a trade). */
    floatShares: bigint({ mode: 'number' }).notNull().default(0),
    /** Votes per super-share; a common share carries one vote. */
    superShareMultiplier: integer().notNull().default(1),
    /** Price per share in minor units of the corporation's currency; set by trading, drifts otherwise. */
    sharePriceCents: cents().notNull(),
    /** The share price 24 turns ago is read from history; this is the price at the start of the turn. */
    previousSharePriceCents: cents().notNull(),
    /** Turn of the last fill; price drift skips corporations traded this turn. */
    lastTradeTurn: integer(),
    /** Cash, a ledger account ('corporation_cash', id), in minor units. */
    cashCents: cents().notNull(),
    totalDebtCents: cents().notNull().default(0),
    lastRevenueCents: cents().notNull().default(0),
    lastCostsCents: cents().notNull().default(0),
    lastProfitCents: cents().notNull().default(0),
    lastTaxCents: cents().notNull().default(0),
    /** The last quarterly dividend paid (docs/money.md, "Dividends"); 0 when the last payment day paid nothing. */
    lastDividendsCents: cents().notNull().default(0),
    totalRevenueCents: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalProfitCents: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalTaxCents: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalDividendsCents: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Percent of each turn's after-tax profit declared to holders (0..MAX_DIVIDEND_RATE), paid quarterly. */
    dividendRatePct: stat(8, 4).notNull().default(0),
    marketingStrength: stat(8, 4).notNull(),
    logisticsStrength: stat(8, 4).notNull(),
    creditScore: stat(8, 4).notNull(),
    creditRating: text().notNull(),
    /** { debtToEquity, interestCoverage, profitability, liquidity }, each 0..100. */
    creditComponents: jsonb().$type<Record<string, number>>().notNull(),
    foundedTurn: integer().notNull(),
    lastActionTurn: integer(),
    // Subsidiary system fields (SPEC "Corporation fields added by the subsidiary system").
    subsidiaryFormalizedAtTurn: integer(),
    isSpinOff: boolean(),
    spunOffFromCorpId: text(),
    spunOffAtTurn: integer(),
    lastSpinOffTurn: integer(),
    lastCapitalInjectionTurn: integer(),
    parentDividendFloorPct: stat(8, 4),
    parentDividendFloorSetByCorpId: text(),
    pendingDivestiture: jsonb().$type<PendingDivestiture>(),
    /** Set while a non-player CEO the parent installed holds the seat; release may dismiss it. */
    subsidiaryCaretaker: jsonb().$type<SubsidiaryCaretaker>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('corporations_seq_key').on(t.seq),
    uniqueIndex('corporations_name_key').on(sql`lower(${t.name})`),
    index('corporations_country_idx').on(t.countryId),
    index('corporations_type_idx').on(t.type),
    index('corporations_ceo_character_idx').on(t.ceoCharacterId),
    check('corporations_cash_nonnegative', sql`${t.cashCents} >= 0`),
    check('corporations_float_range', sql`${t.floatShares} >= 0 and ${t.floatShares} <= ${t.totalShares}`),
    check('corporations_price_positive', sql`${t.sharePriceCents} >= 1`),
    check('corporations_multiplier_positive', sql`${t.superShareMultiplier} >= 1`),
    check(
      'corporations_ceo_consistent',
      sql`(${t.ceoKind} = 'character' and ${t.ceoCharacterId} is not null)
        or (${t.ceoKind} = 'npp' and ${t.ceoPersonId} is not null)
        or (${t.ceoKind} = 'vacant')`,
    ),
  ],
);

/** The cap table: one row per holder. `reservedShares` sit in the holder's open sell orders. */
export const corporationShareholders = pgTable(
  'corporation_shareholders',
  {
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    holderKind: text({ enum: SHARE_HOLDER_KINDS }).notNull(),
    /** Character id, non-player person id, corporation id, or country code for the state. */
    holderId: text().notNull(),
    shares: bigint({ mode: 'number' }).notNull().default(0),
    superShares: bigint({ mode: 'number' }).notNull().default(0),
    reservedShares: bigint({ mode: 'number' }).notNull().default(0),
    /** Average price paid, minor units per share (0 for founders and seeded holders). */
    avgCostCents: cents().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.corporationId, t.holderKind, t.holderId] }),
    index('corporation_shareholders_holder_idx').on(t.holderKind, t.holderId),
    check('shareholders_shares_nonnegative', sql`${t.shares} >= 0 and ${t.superShares} >= 0`),
    check(
      'shareholders_reserved_range',
      sql`${t.reservedShares} >= 0 and ${t.reservedShares} <= ${t.shares}`,
    ),
  ],
);

export const SHARE_ORDER_STATUSES = ['open', 'filled', 'cancelled'] as const;

/** Sell orders: shares offered by a holder at a fixed price, reserved until filled or cancelled. */
export const shareOrders = pgTable(
  'share_orders',
  {
    id: text().primaryKey(),
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    sellerKind: text({ enum: SHARE_HOLDER_KINDS }).notNull(),
    sellerId: text().notNull(),
    /** Shares still offered. */
    shares: bigint({ mode: 'number' }).notNull(),
    originalShares: bigint({ mode: 'number' }).notNull(),
    pricePerShareCents: cents().notNull(),
    status: text({ enum: SHARE_ORDER_STATUSES }).notNull().default('open'),
    createdTurn: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('share_orders_open_idx').on(t.corporationId, t.status, t.pricePerShareCents),
    index('share_orders_seller_idx').on(t.sellerKind, t.sellerId),
    check('share_orders_shares_range', sql`${t.shares} >= 0 and ${t.shares} <= ${t.originalShares}`),
    check('share_orders_price_positive', sql`${t.pricePerShareCents} >= 1`),
  ],
);

/** Share-transaction history: every trade, issuance and founding. A null side is the public float. */
export const shareTransactions = pgTable(
  'share_transactions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    turn: integer().notNull(),
    shares: bigint({ mode: 'number' }).notNull(),
    pricePerShareCents: cents().notNull(),
    totalCents: cents().notNull(),
    /** Prices in anchor units at the turn's forex rate. */
    pricePerShareAnchor: stat(24, 6).notNull(),
    totalAnchor: stat(28, 4).notNull(),
    corpCurrencyCode: text().notNull(),
    fromKind: text({ enum: SHARE_HOLDER_KINDS }),
    fromId: text(),
    toKind: text({ enum: SHARE_HOLDER_KINDS }),
    toId: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('share_transactions_corp_idx').on(t.corporationId, t.id)],
);

/** A corporation's operations in one state and sector. */
export const corporationSectors = pgTable(
  'corporation_sectors',
  {
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    stateId: text()
      .notNull()
      .references(() => states.id),
    sectorType: text()
      .notNull()
      .references(() => sectorTypes.id),
    /** Productive capital, minor units. */
    capitalStockCents: cents().notNull(),
    lastRevenueCents: cents().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.corporationId, t.stateId, t.sectorType] }),
    index('corporation_sectors_state_idx').on(t.stateId, t.sectorType),
    check('corporation_sectors_capital_nonnegative', sql`${t.capitalStockCents} >= 0`),
  ],
);

/**
 * One row per corporation per turn (turn of founding is the opening row). No foreign key: the turn writes a
 * row for every corporation, from the corporations table itself, and a key would cost a check of each at the
 * turn's end (0.24 s of a turn at WORLD_SCALE=1000); no corporation is ever deleted (migration 0048).
 */
export const corporationHistory = pgTable(
  'corporation_history',
  {
    corporationId: text().notNull(),
    turn: integer().notNull(),
    sharePriceCents: cents().notNull(),
    marketCapCents: bigint({ mode: 'bigint' }).notNull(),
    cashCents: cents().notNull(),
    revenueCents: cents().notNull(),
    profitCents: cents().notNull(),
    /**
     * The dividend declared for the turn: its rate of the turn's after-tax profit. The quarterly payment day pays
     * the sum declared since the last one (docs/money.md, "Dividends").
     */
    dividendDeclaredCents: cents().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.corporationId, t.turn] })],
);

export type Corporation = typeof corporations.$inferSelect;
export type CorporationShareholder = typeof corporationShareholders.$inferSelect;
export type ShareOrder = typeof shareOrders.$inferSelect;
