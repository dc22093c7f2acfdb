import { GAME_STATE_ID } from '@/models';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export interface Trader {
  characterId: string;
  currencyCode: string;
  /** The trader's currency in local units per anchor unit. */
  rate: number;
  turn: number;
}

/** The caller's character, home currency and rate, and the current turn (for ledger rows). */
export async function loadTrader(tx: Db, userId: string): Promise<Trader> {
  const result = await tx.execute<{ id: string; currency_code: string; rate: string; turn: number }>(sql`
    select c.id, co.currency_code, cur.rate::text,
      (select current_turn from game_state where id = ${GAME_STATE_ID}) as turn
    from characters c join countries co on co.id = c.country_id join currencies cur on cur.code = co.currency_code
    where c.user_id = ${userId}`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'You have no character yet.');
  return { characterId: row.id, currencyCode: row.currency_code, rate: Number(row.rate), turn: row.turn };
}

/** Minor units of one currency in another at the forex rates (local units per anchor unit). */
export function convertCents(cents: number, fromRate: number, toRate: number, round: 'up' | 'down'): number {
  const converted = (cents * toRate) / fromRate;
  return round === 'up' ? Math.ceil(converted - 1e-9) : Math.floor(converted + 1e-9);
}

/**
 * Debits the character's cash conditionally (never below zero); throws CONFLICT when it is short.
 * Writes the character's ledger row; the caller writes the balancing rows in the same transfer.
 */
export async function debitCharacterCash(
  tx: Db,
  trader: Trader,
  cents: number,
  transfer: { id: string; reason: string },
): Promise<void> {
  const debited = await tx.execute(sql`
    update characters set cash_on_hand_cents = cash_on_hand_cents - ${cents}
    where id = ${trader.characterId} and cash_on_hand_cents >= ${cents} returning id`);
  if (debited.rows.length === 0) {
    throw new AppError(
      'CONFLICT',
      `You do not have enough cash on hand: this costs ${(cents / 100).toFixed(2)} ${trader.currencyCode}.`,
    );
  }
  await writeLedger(tx, transfer, trader.turn, [
    {
      accountType: 'character_cash',
      accountId: trader.characterId,
      currencyCode: trader.currencyCode,
      cents: -cents,
    },
  ]);
}

export async function creditCharacterCash(
  tx: Db,
  trader: Trader,
  cents: number,
  transfer: { id: string; reason: string },
): Promise<void> {
  await tx.execute(sql`
    update characters set cash_on_hand_cents = cash_on_hand_cents + ${cents} where id = ${trader.characterId}`);
  await writeLedger(tx, transfer, trader.turn, [
    {
      accountType: 'character_cash',
      accountId: trader.characterId,
      currencyCode: trader.currencyCode,
      cents,
    },
  ]);
}

export interface LedgerLeg {
  accountType: string;
  accountId: string;
  currencyCode: string;
  cents: number;
}

/** Ledger rows of one transfer; zero legs are skipped. */
export async function writeLedger(
  tx: Db,
  transfer: { id: string; reason: string },
  turn: number,
  legs: readonly LedgerLeg[],
): Promise<void> {
  const rows = legs.filter((leg) => leg.cents !== 0);
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (leg) =>
        sql`(${transfer.id}, ${leg.accountType}, ${leg.accountId}, ${leg.currencyCode}, ${leg.cents}::bigint, ${transfer.reason}, ${turn})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    values ${values}`);
}

/** The legs that convert `fromCents` in one currency into `toCents` in another through 'forex_conversion'. */
export function conversionLegs(
  fromCurrency: string,
  fromCents: number,
  toCurrency: string,
  toCents: number,
): LedgerLeg[] {
  if (fromCurrency === toCurrency) return [];
  return [
    { accountType: 'system', accountId: 'forex_conversion', currencyCode: fromCurrency, cents: fromCents },
    { accountType: 'system', accountId: 'forex_conversion', currencyCode: toCurrency, cents: -toCents },
  ];
}
