import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { balanceOpenings, recordOpeningBalances } from './post-ledger';

/**
 * Opening balances enter the ledger as issuance, so every later movement reconciles. Runs after every
 * other seed step, once every character exists.
 */
export async function seedOpeningBalances(tx: Db): Promise<void> {
  await recordOpeningBalances(tx, {
    transferId: 'seed',
    reason: 'opening_balance',
    turn: 1,
    entries: sql`select kind.account_type, c.id as account_id, co.currency_code,
           case kind.account_type when 'character_funds' then c.campaign_funds_cents else c.cash_on_hand_cents end
             as amount_cents
    from characters c
    join countries co on co.id = c.country_id
    cross join (values ('character_funds'), ('character_cash')) as kind(account_type)`,
  });
  await balanceOpenings(tx, { transferId: 'seed', reason: 'opening_balance', turn: 1, source: 'issuance' });
}
