import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { Balance } from './schemas';
import { centsToUnits } from './units';

/** A character's money by currency: the home currency (its campaign funds) first, then other holdings. */
export async function listCharacterBalances(db: Db, characterId: string): Promise<Balance[]> {
  const result = await db.execute<{ currency_code: string; cents: string; is_home: boolean }>(sql`
    select co.currency_code, c.campaign_funds_cents::text as cents, true as is_home
    from characters c join countries co on co.id = c.country_id where c.id = ${characterId}
    union all
    select b.currency_code, b.balance_cents::text, false
    from character_currency_balances b where b.character_id = ${characterId} and b.balance_cents > 0
    order by is_home desc, currency_code`);
  return result.rows.map((row) => ({
    currencyCode: row.currency_code,
    amount: centsToUnits(Number(row.cents)),
    isHome: row.is_home,
  }));
}
