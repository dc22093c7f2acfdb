import { GAME_STATE_ID } from '@/models';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { postLedgerRows, type LedgerRow, type PostedBalance } from '@/lib/systems/core/money';

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

const cashRow = (trader: Trader, cents: number): LedgerRow => ({
  accountType: 'character_cash',
  accountId: trader.characterId,
  currencyCode: trader.currencyCode,
  cents,
});

/**
 * Debits the character's cash with its ledger row through core/money, never below zero; throws CONFLICT
 * (nothing written) when it is short. The caller posts the balancing rows in the same transfer.
 */
export async function debitCharacterCash(
  tx: Db,
  trader: Trader,
  cents: number,
  transfer: { id: string; reason: string },
): Promise<void> {
  await postLedgerRows(tx, { ...transfer, turn: trader.turn }, [cashRow(trader, -cents)], {
    insufficient: () =>
      new AppError(
        'CONFLICT',
        `You do not have enough cash on hand: this costs ${(cents / 100).toFixed(2)} ${trader.currencyCode}.`,
      ),
  });
}

export async function creditCharacterCash(
  tx: Db,
  trader: Trader,
  cents: number,
  transfer: { id: string; reason: string },
): Promise<void> {
  await postLedgerRows(tx, { ...transfer, turn: trader.turn }, [cashRow(trader, cents)]);
}

/** Posts the other rows of a trader's transfer, with their balances (zero rows dropped). */
export async function postTransferRows(
  tx: Db,
  transfer: { id: string; reason: string },
  turn: number,
  rows: readonly LedgerRow[],
): Promise<PostedBalance[]> {
  return postLedgerRows(tx, { ...transfer, turn }, rows);
}

/** The legs that convert `fromCents` in one currency into `toCents` in another through 'forex_conversion'. */
export function conversionLegs(
  fromCurrency: string,
  fromCents: number,
  toCurrency: string,
  toCents: number,
): LedgerRow[] {
  if (fromCurrency === toCurrency) return [];
  return [
    { accountType: 'system', accountId: 'forex_conversion', currencyCode: fromCurrency, cents: fromCents },
    { accountType: 'system', accountId: 'forex_conversion', currencyCode: toCurrency, cents: -toCents },
  ];
}
