import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { BalanceAccountType } from './balance-accounts';
import { balanceAfter, postLedgerRows, type LedgerRow } from './post-ledger';

/** Where money sits. Characters hold their home currency as funds and any other in character_currency. */
export type MoneyAccount =
  | { kind: 'character_funds'; characterId: string; currencyCode: string }
  | { kind: 'character_currency'; characterId: string; currencyCode: string }
  | { kind: 'central_bank'; currencyCode: string }
  /** A named source or sink: no stored balance, only ledger rows. */
  | { kind: 'system'; name: string; currencyCode: string }
  /** Any other stored balance of the registry (balance-accounts.ts), by its ledger account id. */
  | { kind: 'stored'; accountType: BalanceAccountType; id: string; currencyCode: string };

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

function ledgerAccount(account: MoneyAccount): { type: BalanceAccountType | 'system'; id: string } {
  switch (account.kind) {
    case 'character_funds':
    case 'character_currency':
      return { type: account.kind, id: account.characterId };
    case 'central_bank':
      return { type: 'central_bank', id: account.currencyCode };
    case 'system':
      return { type: 'system', id: account.name };
    case 'stored':
      return { type: account.accountType, id: account.id };
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
 * The writer's single form, for the player verbs: legs of `{from, to, cents}` posted by the set-based
 * writer (post-ledger.ts) in ONE statement, so row locks are held for one round trip. Each leg is a debit
 * that never goes below zero and its credit; the ledger gets a row per account per leg, so every transfer
 * sums to zero per currency. A refused debit writes nothing and throws INSUFFICIENT_FUNDS (or the
 * caller's `insufficient()`); the caller's transaction rolls the rest back. Callers run it inside their
 * request's transaction, after locking the character rows they touch in id order (lockCharacters). A
 * stored account may appear in only one leg.
 */
export async function moveMoney(
  tx: Db,
  transfer: MoneyTransfer,
  legs: readonly MoneyLeg[],
  options: { insufficient?: () => Error } = {},
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
  const rows = legs.flatMap((leg) =>
    (
      [
        [leg.from, -leg.cents],
        [leg.to, leg.cents],
      ] as const
    ).map(([account, cents]): LedgerRow => {
      const { type, id } = ledgerAccount(account);
      return { accountType: type, accountId: id, currencyCode: account.currencyCode, cents };
    }),
  );
  const balances = await postLedgerRows(tx, transfer, rows, options);
  const balanceOf = (account: MoneyAccount): number | null => {
    if (account.kind === 'system') return null;
    const { type, id } = ledgerAccount(account);
    return balanceAfter(balances, type as BalanceAccountType, id, account.currencyCode);
  };
  return legs.map((leg) => ({ fromBalanceCents: balanceOf(leg.from), toBalanceCents: balanceOf(leg.to) }));
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
