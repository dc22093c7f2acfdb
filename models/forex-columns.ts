import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, numeric, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Rates and factors: exact in the database, read as numbers (never balances). */
const factor = (precision = 20, scale = 8) => numeric({ precision, scale, mode: 'number' });

/**
 * The forex desk's state of one currency, kept on the currencies row beside its rate (lib/systems/economy/forex owns
 * these columns). Rates are local units per one internal anchor unit.
 */
export function forexColumns() {
  return {
    /** Where the rate drifts: baseRate moved by relative prices, real-rate differentials and trade. */
    macroTarget: factor().notNull().default(0),
    /** Local prices relative to the GDP-weighted world since the opening (1 = no drift). */
    priceLevelIndex: factor(20, 10).notNull().default(1),
    /** Declared regime (economy.json forex.regimes): float, band or peg. */
    regime: text().notNull().default('float'),
    /** The intervention band a band or peg regime holds the rate inside; null while floating. */
    bandFloor: factor(),
    bandCeiling: factor(),
    capitalControls: boolean().notNull().default(false),
    regimeChangedTurn: integer().notNull().default(0),
    /** The current market cycle (economy.json forex.cyclePressure), redrawn every window. */
    cycleRegime: text().notNull().default('neutral'),
    /** Fractional strengthening per turn the cycle applies (negative weakens). */
    cyclePressure: factor(12, 8).notNull().default(0),
    cycleStartedTurn: integer().notNull().default(0),
    /** Multiplier on the exchange spread, 0.5 to 1.5. */
    spreadStrength: factor(6, 3).notNull().default(1),
    /** The central bank's ledger account ('central_bank', currency code), minor units of this currency. */
    centralBankCents: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedTurn: integer().notNull().default(0),
  };
}

export function forexChecks(t: { centralBankCents: AnyPgColumn }) {
  return [check('currencies_central_bank_nonnegative', sql`${t.centralBankCents} >= 0`)];
}
