import { sql } from 'drizzle-orm';
import { objectIdOf, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { postLedgerRows, type LedgerRow } from '@/lib/systems/core/money';

/** A cash-holding party to a share trade: a character's cash on hand or a corporation's cash. */
export interface CashParty {
  kind: 'character' | 'corporation';
  id: string;
  currencyCode: string;
  /** Local units per anchor unit. */
  rate: number;
}

/** The acting party of a player action: the player's character, or a corporation it runs as CEO. */
export interface Actor extends CashParty {
  characterId: string;
}

export async function currentTurn(tx: Db): Promise<number> {
  const result = await tx.execute<{ current_turn: number }>(sql`select current_turn from game_state limit 1`);
  return result.rows[0]?.current_turn ?? 1;
}

/** The user's character; NOT_FOUND when the user has none yet. */
export async function characterOfUser(tx: Db, userId: string): Promise<CashParty> {
  const result = await tx.execute<{ id: string; currency_code: string; rate: string }>(sql`
    select c.id, co.currency_code, cur.rate from characters c
    join countries co on co.id = c.country_id join currencies cur on cur.code = co.currency_code
    where c.user_id = ${userId}`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'You have no character yet.');
  return { kind: 'character', id: row.id, currencyCode: row.currency_code, rate: Number(row.rate) };
}

/**
 * Who acts: the user's character, or, with `asCorporationId`, a corporation whose sitting CEO is that
 * character (FORBIDDEN otherwise).
 */
export async function resolveActor(tx: Db, userId: string, asCorporationId?: string): Promise<Actor> {
  const character = await characterOfUser(tx, userId);
  if (!asCorporationId) return { ...character, characterId: character.id };
  const corporationId = await objectIdOf(tx, 'corporations', asCorporationId);
  const result = await tx.execute<{ id: string; currency_code: string; rate: string }>(sql`
    select k.id, k.currency_code, cur.rate from corporations k join currencies cur on cur.code = k.currency_code
    where k.id = ${corporationId} and k.ceo_kind = 'character' and k.ceo_character_id = ${character.id}`);
  const row = result.rows[0];
  if (!row) throw new AppError('FORBIDDEN', 'Only the sitting CEO can act for that corporation.');
  return {
    kind: 'corporation',
    id: row.id,
    currencyCode: row.currency_code,
    rate: Number(row.rate),
    characterId: character.id,
  };
}

/** An amount in one currency expressed in another at the stored forex rates (local units per anchor). */
export function convertCents(cents: number, fromRate: number, toRate: number, round: 'up' | 'down'): number {
  if (fromRate === toRate) return cents;
  const value = (cents * toRate) / fromRate;
  return round === 'up' ? Math.ceil(value - 1e-9) : Math.floor(value + 1e-9);
}

const ACCOUNT_TYPE = { character: 'character_cash', corporation: 'corporation_cash' } as const;

/** A movement's ledger identity: its transfer id, reason and turn. */
export interface CashTransfer {
  transferId: string;
  reason: string;
  turn: number;
}

export const cashLeg = (party: CashParty, cents: number): LedgerRow => ({
  accountType: ACCOUNT_TYPE[party.kind],
  accountId: party.id,
  currencyCode: party.currencyCode,
  cents,
});

const shortOf = (party: CashParty, cents: number, what: string) => () =>
  new AppError(
    'CONFLICT',
    `Not enough cash for ${what}: ${(cents / 100).toFixed(2)} ${party.currencyCode} needed.`,
  );

/** Posts a movement's ledger rows with their balances through core/money (zero rows dropped). */
export async function postCash(tx: Db, transfer: CashTransfer, legs: readonly LedgerRow[]): Promise<void> {
  await postLedgerRows(tx, { id: transfer.transferId, reason: transfer.reason, turn: transfer.turn }, legs);
}

/**
 * Debits the party's cash with its ledger row, never below zero: CONFLICT (nothing written) when the
 * cash is short. The caller posts the balancing rows under the same transfer.
 */
export async function debitCash(
  tx: Db,
  party: CashParty,
  cents: number,
  what: string,
  transfer: CashTransfer,
): Promise<void> {
  if (cents === 0) return;
  await postLedgerRows(
    tx,
    { id: transfer.transferId, reason: transfer.reason, turn: transfer.turn },
    [cashLeg(party, -cents)],
    { insufficient: shortOf(party, cents, what) },
  );
}

/**
 * Moves `payerCents` (payer's currency) from payer to payee, who receives `payeeCents` (its own
 * currency), in one posting: the payer's debit (CONFLICT when short), the payee's credit, and the named
 * 'forex_conversion' account balancing each currency when they differ.
 */
export async function payBetween(
  tx: Db,
  input: {
    payer: CashParty;
    payee: CashParty;
    payerCents: number;
    payeeCents: number;
    what: string;
    transfer: CashTransfer;
  },
): Promise<void> {
  const { payer, payee, payerCents, payeeCents, transfer } = input;
  const legs = [cashLeg(payer, -payerCents), cashLeg(payee, payeeCents)];
  if (payer.currencyCode !== payee.currencyCode) {
    legs.push(
      {
        accountType: 'system',
        accountId: 'forex_conversion',
        currencyCode: payer.currencyCode,
        cents: payerCents,
      },
      {
        accountType: 'system',
        accountId: 'forex_conversion',
        currencyCode: payee.currencyCode,
        cents: -payeeCents,
      },
    );
  }
  await postLedgerRows(tx, { id: transfer.transferId, reason: transfer.reason, turn: transfer.turn }, legs, {
    insufficient: shortOf(payer, payerCents, input.what),
  });
}
