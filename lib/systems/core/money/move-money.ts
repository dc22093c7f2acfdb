import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

/** Where money sits. Characters hold their home currency as funds and any other in character_currency. */
export type MoneyAccount =
  | { kind: 'character_funds'; characterId: string; currencyCode: string }
  | { kind: 'character_currency'; characterId: string; currencyCode: string }
  | { kind: 'central_bank'; currencyCode: string }
  /** A named source or sink: no stored balance, only ledger rows. */
  | { kind: 'system'; name: string; currencyCode: string };

export interface MoneyLeg {
  from: MoneyAccount;
  to: MoneyAccount;
  /** Positive whole minor units; from and to share the currency. */
  cents: number;
}

export interface MoneyTransfer {
  /** Groups the ledger rows of one movement. */
  id: string;
  reason: string;
  turn: number;
}

/** A character's holding in `currencyCode`: funds when it is the home currency. */
export function characterHolding(
  characterId: string,
  homeCurrency: string,
  currencyCode: string,
): MoneyAccount {
  return currencyCode === homeCurrency
    ? { kind: 'character_funds', characterId, currencyCode }
    : { kind: 'character_currency', characterId, currencyCode };
}

function ledgerAccount(account: MoneyAccount): { type: string; id: string } {
  switch (account.kind) {
    case 'character_funds':
    case 'character_currency':
      return { type: account.kind, id: account.characterId };
    case 'central_bank':
      return { type: 'central_bank', id: account.currencyCode };
    case 'system':
      return { type: 'system', id: account.name };
  }
}

/** The conditional debit: changes nothing and returns no row when the balance would go below zero. */
function debitSql(account: MoneyAccount, cents: number): SQL | null {
  switch (account.kind) {
    case 'character_funds':
      return sql`update characters set campaign_funds_cents = campaign_funds_cents - ${cents}
        where id = ${account.characterId} and campaign_funds_cents >= ${cents}
        returning campaign_funds_cents::text as balance`;
    case 'character_currency':
      return sql`update character_currency_balances set balance_cents = balance_cents - ${cents}
        where character_id = ${account.characterId} and currency_code = ${account.currencyCode}
          and balance_cents >= ${cents}
        returning balance_cents::text as balance`;
    case 'central_bank':
      return sql`update currencies set central_bank_cents = central_bank_cents - ${cents}
        where code = ${account.currencyCode} and central_bank_cents >= ${cents}
        returning central_bank_cents::text as balance`;
    case 'system':
      return null;
  }
}

function creditSql(account: MoneyAccount, cents: number): SQL | null {
  switch (account.kind) {
    case 'character_funds':
      return sql`update characters set campaign_funds_cents = campaign_funds_cents + ${cents}
        where id = ${account.characterId} returning campaign_funds_cents::text as balance`;
    case 'character_currency':
      return sql`insert into character_currency_balances (character_id, currency_code, balance_cents)
        values (${account.characterId}, ${account.currencyCode}, ${cents})
        on conflict (character_id, currency_code) do update
          set balance_cents = character_currency_balances.balance_cents + excluded.balance_cents
        returning balance_cents::text as balance`;
    case 'central_bank':
      return sql`update currencies set central_bank_cents = central_bank_cents + ${cents}
        where code = ${account.currencyCode} returning central_bank_cents::text as balance`;
    case 'system':
      return null;
  }
}

function accountKey(account: MoneyAccount): string {
  const { type, id } = ledgerAccount(account);
  return `${type}:${id}:${account.currencyCode}`;
}

export interface MovedLeg {
  /** Balances after the leg; null for system accounts. */
  fromBalanceCents: number | null;
  toBalanceCents: number | null;
}

/**
 * How the player verbs move money between stored balances (transfers write the same three steps
 * set-based for a batch of requests, transfer-funds.ts). Each leg is a conditional debit (it changes
 * nothing rather than go below zero) and its credit; the ledger gets a row per account per leg, so every
 * transfer sums to zero per currency. All of it is ONE statement, so row locks are held for one round
 * trip; a refused debit throws INSUFFICIENT_FUNDS and the caller's transaction rolls the rest back.
 * Callers run it inside their request's transaction, after locking the character rows they touch in id
 * order (lockCharacters). A stored account may appear in only one leg.
 */
export async function moveMoney(
  tx: Db,
  transfer: MoneyTransfer,
  legs: readonly MoneyLeg[],
): Promise<MovedLeg[]> {
  const stored = new Set<string>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.cents) || leg.cents <= 0) {
      throw new Error(`moveMoney: ${leg.cents} is not a positive whole number of minor units`);
    }
    if (leg.from.currencyCode !== leg.to.currencyCode) {
      throw new Error(`moveMoney: ${leg.from.currencyCode} to ${leg.to.currencyCode} needs a conversion leg`);
    }
    for (const account of [leg.from, leg.to]) {
      if (account.kind === 'system') continue;
      const key = accountKey(account);
      if (stored.has(key)) throw new Error(`moveMoney: ${key} appears in more than one leg`);
      stored.add(key);
    }
  }
  if (legs.length === 0) return [];
  const steps: SQL[] = [];
  const results: SQL[] = [];
  legs.forEach((leg, i) => {
    const debit = debitSql(leg.from, leg.cents);
    const credit = creditSql(leg.to, leg.cents);
    if (debit) steps.push(sql`${sql.raw(`debit_${i}`)} as (${debit})`);
    if (credit) steps.push(sql`${sql.raw(`credit_${i}`)} as (${credit})`);
    results.push(
      debit
        ? sql`(select balance from ${sql.raw(`debit_${i}`)}) as ${sql.raw(`debit_${i}`)}`
        : sql`'system' as ${sql.raw(`debit_${i}`)}`,
      credit
        ? sql`(select balance from ${sql.raw(`credit_${i}`)}) as ${sql.raw(`credit_${i}`)}`
        : sql`'system' as ${sql.raw(`credit_${i}`)}`,
    );
  });
  const rows = legs.flatMap((leg) => {
    const from = ledgerAccount(leg.from);
    const to = ledgerAccount(leg.to);
    return [
      sql`(${transfer.id}, ${from.type}, ${from.id}, ${leg.from.currencyCode}, ${-leg.cents}::bigint, ${transfer.reason}, ${transfer.turn})`,
      sql`(${transfer.id}, ${to.type}, ${to.id}, ${leg.to.currencyCode}, ${leg.cents}::bigint, ${transfer.reason}, ${transfer.turn})`,
    ];
  });
  steps.push(sql`ledger as (
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    values ${sql.join(rows, sql`, `)})`);
  const result = await tx.execute<Record<string, string | null>>(
    sql`with ${sql.join(steps, sql`, `)} select ${sql.join(results, sql`, `)}`,
  );
  const row = result.rows[0]!;
  const balance = (name: string): number | null | undefined => {
    const value = row[name];
    if (value === 'system') return null;
    return value === null || value === undefined ? undefined : Number(value);
  };
  return legs.map((_leg, i) => {
    const fromBalanceCents = balance(`debit_${i}`);
    if (fromBalanceCents === undefined) throw new AppError('INSUFFICIENT_FUNDS');
    const toBalanceCents = balance(`credit_${i}`);
    if (toBalanceCents === undefined) throw new Error('moveMoney: the credited account does not exist');
    return { fromBalanceCents, toBalanceCents };
  });
}

/**
 * Locks character rows in id order before any balance changes, so two requests touching the same
 * characters (A pays B while B pays A, or one character's parallel exchanges) queue instead of deadlocking.
 */
export async function lockCharacters(tx: Db, characterIds: readonly string[]): Promise<void> {
  const ids = [...new Set(characterIds)].sort();
  if (ids.length === 0) return;
  await tx.execute(sql`
    select id from characters where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`);
}
