import { sql } from 'drizzle-orm';
import {
  corporationHistory,
  corporationSectors,
  corporationShareholders,
  corporations,
  nonPlayerPersons,
  shareTransactions,
} from '@/models';
import type { Db } from '@/lib/platform/db';
import { planCorporations, type CorporationPlanInput } from './plan-corporations';
import { recordOpeningBalances } from '@/lib/systems/core/money';

const CHUNK = 1_000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * The opening corporations, in bulk inserts. Their opening cash enters the ledger in the world's
 * 'seed' transfer, which the world seed balances with one issuance row per currency afterwards.
 */
export async function seedCorporations(tx: Db, input: CorporationPlanInput): Promise<number> {
  const plan = planCorporations(input);
  if (plan.corporations.length === 0) return 0;
  await insertChunked(plan.persons, (chunk) => tx.insert(nonPlayerPersons).values(chunk));
  // One at a time in plan order would be slow; one insert keeps seq in plan order too.
  await insertChunked(plan.corporations, (chunk) => tx.insert(corporations).values(chunk));
  await insertChunked(plan.shareholders, (chunk) => tx.insert(corporationShareholders).values(chunk));
  await insertChunked(plan.sectors, (chunk) => tx.insert(corporationSectors).values(chunk));
  await insertChunked(plan.history, (chunk) => tx.insert(corporationHistory).values(chunk));
  await insertChunked(plan.transactions, (chunk) => tx.insert(shareTransactions).values(chunk));
  await recordOpeningBalances(tx, {
    transferId: 'seed',
    reason: 'opening_balance',
    turn: input.turn,
    entries: sql`select 'corporation_cash' as account_type, id as account_id, currency_code,
      cash_cents as amount_cents
      from corporations where cash_cents <> 0 order by id`,
  });
  return plan.corporations.length;
}
