import { sql } from 'drizzle-orm';
import { objectIdOf, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

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

/** Conditional debit: fails with CONFLICT (nothing written) when the party's cash is short. */
export async function debitCash(tx: Db, party: CashParty, cents: number, what: string): Promise<void> {
  if (cents === 0) return;
  const result =
    party.kind === 'character'
      ? await tx.execute(sql`update characters set cash_on_hand_cents = cash_on_hand_cents - ${cents}
          where id = ${party.id} and cash_on_hand_cents >= ${cents} returning id`)
      : await tx.execute(sql`update corporations set cash_cents = cash_cents - ${cents}
          where id = ${party.id} and cash_cents >= ${cents} returning id`);
  if (result.rows.length === 0) {
    throw new AppError(
      'CONFLICT',
      `Not enough cash for ${what}: ${(cents / 100).toFixed(2)} ${party.currencyCode} needed.`,
    );
  }
}

export async function creditCash(tx: Db, party: CashParty, cents: number): Promise<void> {
  if (cents === 0) return;
  if (party.kind === 'character') {
    await tx.execute(
      sql`update characters set cash_on_hand_cents = cash_on_hand_cents + ${cents} where id = ${party.id}`,
    );
  } else {
    await tx.execute(sql`update corporations set cash_cents = cash_cents + ${cents} where id = ${party.id}`);
  }
}

const ACCOUNT_TYPE = { character: 'character_cash', corporation: 'corporation_cash' } as const;

export interface LedgerLeg {
  accountType: string;
  accountId: string;
  currencyCode: string;
  cents: number;
}

export const cashLeg = (party: CashParty, cents: number): LedgerLeg => ({
  accountType: ACCOUNT_TYPE[party.kind],
  accountId: party.id,
  currencyCode: party.currencyCode,
  cents,
});

/**
 * Moves `payerCents` (payer's currency) from payer to payee, who receives `payeeCents` (its own
 * currency): balances first (the debit conditional), then the ledger rows, with the named
 * 'forex_conversion' account balancing each currency when they differ.
 */
export async function payBetween(
  tx: Db,
  input: { payer: CashParty; payee: CashParty; payerCents: number; payeeCents: number; what: string },
): Promise<LedgerLeg[]> {
  const { payer, payee, payerCents, payeeCents } = input;
  await debitCash(tx, payer, payerCents, input.what);
  await creditCash(tx, payee, payeeCents);
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
  return legs;
}

/** Writes ledger rows (zero legs dropped) under one transfer id. */
export async function writeLedger(
  tx: Db,
  input: { transferId: string; reason: string; turn: number; legs: readonly LedgerLeg[] },
): Promise<void> {
  const legs = input.legs.filter((leg) => leg.cents !== 0);
  if (legs.length === 0) return;
  const values = sql.join(
    legs.map(
      (leg) =>
        sql`(${input.transferId}, ${leg.accountType}, ${leg.accountId}, ${leg.currencyCode}, ${leg.cents}::bigint, ${input.reason}, ${input.turn}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    values ${values}`);
}
