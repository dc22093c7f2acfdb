import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { CENTRAL_BANK_OPENING_RESERVE_SHARE_OF_GDP } from './constants';
import { postLedger } from '@/lib/systems/core/money';

/**
 * Opening forex state: each currency's macro target is its rate, turn 0 opens the rate history, and
 * each central bank opens with a reserve of its countries' GDP share, written in the world's 'seed'
 * transfer (the seed balances it against issuance). Runs after the national economies are seeded.
 */
export async function seedForex(tx: Db): Promise<void> {
  await tx.execute(sql`update currencies set macro_target = rate`);
  await tx.execute(sql`
    insert into forex_rate_history (currency_code, turn, rate, macro_target)
    select code, 0, rate, macro_target from currencies order by code`);
  // The reserves arrive through core/money's writer (the banks open at zero).
  await postLedger(tx, {
    with: sql`reserves as (
      select e.currency_code, round(sum(e.gdp) * ${CENTRAL_BANK_OPENING_RESERVE_SHARE_OF_GDP}::numeric * 100)::bigint as cents
      from country_economies e group by e.currency_code)`,
    entries: sql`select 'central_bank' as account_type, c.code as account_id, c.code as currency_code,
      r.cents as amount_cents
      from currencies c join reserves r on r.currency_code = c.code where r.cents <> 0 order by c.code`,
    transferId: 'seed',
    reason: 'opening_reserve',
    turn: 1,
    accounts: ['central_bank'],
  });
}
