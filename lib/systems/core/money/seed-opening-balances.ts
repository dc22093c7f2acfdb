import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * Opening balances enter the ledger as issuance, so every later movement reconciles. Runs after every
 * other seed step, once every character exists.
 */
export async function seedOpeningBalances(tx: Db): Promise<void> {
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    select 'seed', kind.account_type, c.id, co.currency_code,
           case kind.account_type when 'character_funds' then c.campaign_funds_cents else c.cash_on_hand_cents end,
           'opening_balance', 1
    from characters c
    join countries co on co.id = c.country_id
    cross join (values ('character_funds'), ('character_cash')) as kind(account_type)`);
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    select 'seed', 'system', 'issuance', currency_code, -sum(amount_cents), 'opening_balance', 1
    from ledger_entries where transfer_id = 'seed' group by currency_code`);
}
