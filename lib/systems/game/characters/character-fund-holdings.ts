import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * A correlated subquery: one character's fund units at quoted NAV plus bond units at market price, in
 * the given home currency's minor units (0 without any), converted at the forex rates. The character
 * rows (lib/systems/game/characters/character-rows.ts) add it to netWorth.
 */
export function securitiesAtMarketCents(characterId: SQL, homeCurrencyCode: SQL): SQL {
  return sql`(coalesce((
      select round(sum(u.units * f.nav_cents::numeric * hr.rate / fr.rate))
      from fund_unit_holdings u
      join index_funds f on f.id = u.fund_id and f.status <> 'delisted'
      join currencies fr on fr.code = f.anchor_currency_code
      join currencies hr on hr.code = ${homeCurrencyCode}
      where u.character_id = ${characterId} and u.units > 0), 0)
    + coalesce((
      select round(sum(h.units * b.unit_face_cents::numeric * b.market_price * hr.rate / br.rate))
      from bond_holdings h
      join corporate_bonds b on b.id = h.bond_id and b.status = 'active'
      join currencies br on br.code = b.currency_code
      join currencies hr on hr.code = ${homeCurrencyCode}
      where h.character_id = ${characterId} and h.units > 0), 0))`;
}

/** Each character's fund and bond holdings at market in the home currency (minor units). */
export async function characterFundHoldingsAtNav(
  db: Db,
  characterIds: readonly string[],
): Promise<Map<string, number>> {
  if (characterIds.length === 0) return new Map();
  const result = await db.execute<{ character_id: string; cents: string }>(sql`
    select c.id as character_id, ${securitiesAtMarketCents(sql`c.id`, sql`co.currency_code`)}::text as cents
    from characters c join countries co on co.id = c.country_id
    where c.id in (${sql.join(
      characterIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(
    result.rows.filter((r) => Number(r.cents) !== 0).map((r) => [r.character_id, Number(r.cents)]),
  );
}
