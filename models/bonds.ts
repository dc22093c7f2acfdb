import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { corporations } from './corporations';

const stat = (precision = 20, scale = 8) => numeric({ precision, scale, mode: 'number' });

export const BOND_STATUSES = ['active', 'matured', 'defaulted'] as const;
export type BondStatus = (typeof BOND_STATUSES)[number];

/**
 * Corporate bonds. Units of one face value each are sold to the bond market at par on issuance; the
 * market's units (`unitsIssued - unitsHeld`) are what players buy. Coupons accrue every turn and are paid
 * every BOND_COUPON_INTERVAL_TURNS from the issue turn (`lastCouponTurn`: the last turn paid for) and at
 * maturity with the principal, to every unit: players' units to their cash, the market's to the named account 'bond_market'.
 */
export const corporateBonds = pgTable(
  'corporate_bonds',
  {
    id: text().primaryKey(),
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    currencyCode: text().notNull(),
    /** Annual coupon in percent (economy.json couponUnits); v1 serves it as a fraction. */
    couponPct: stat(10, 4).notNull(),
    maturityTurns: integer().notNull(),
    issuedTurn: integer().notNull(),
    maturesAtTurn: integer().notNull(),
    /** Face value of one unit, minor units of the corporation's currency. */
    unitFaceCents: cents().notNull(),
    unitsIssued: bigint({ mode: 'number' }).notNull(),
    /** Units held by players (the rest sit with the bond market). */
    unitsHeld: bigint({ mode: 'number' }).notNull().default(0),
    /** Price per unit as a fraction of face (1 = par), clamped to economy.json marketPriceClamp. */
    marketPrice: stat(12, 6).notNull(),
    /** Annual yield to maturity at the market price, a fraction. */
    yieldToMaturity: stat(12, 6).notNull(),
    status: text({ enum: BOND_STATUSES }).notNull().default('active'),
    lastCouponTurn: integer(),
    defaultedAtTurn: integer(),
    settledAtTurn: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('corporate_bonds_corporation_idx').on(t.corporationId, t.issuedTurn),
    index('corporate_bonds_status_idx').on(t.status, t.maturesAtTurn),
    check('corporate_bonds_units_range', sql`${t.unitsHeld} >= 0 and ${t.unitsHeld} <= ${t.unitsIssued}`),
    check('corporate_bonds_price_positive', sql`${t.marketPrice} > 0`),
  ],
);

/** Players' bond positions. */
export const bondHoldings = pgTable(
  'bond_holdings',
  {
    bondId: text()
      .notNull()
      .references(() => corporateBonds.id, { onDelete: 'cascade' }),
    characterId: text().notNull(),
    units: bigint({ mode: 'number' }).notNull(),
    /** Average price paid per unit, minor units of the bond's currency. */
    avgCostCents: cents().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bondId, t.characterId] }),
    index('bond_holdings_character_idx').on(t.characterId),
    check('bond_holdings_units_nonnegative', sql`${t.units} >= 0`),
  ],
);

export type CorporateBond = typeof corporateBonds.$inferSelect;
