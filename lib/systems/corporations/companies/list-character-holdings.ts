import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

export interface CharacterHolding {
  sequentialId: number;
  name: string;
  shares: number;
  value: number;
  currencyCode: string;
  isCeo: boolean;
}

/** The corporations a character holds shares in or runs as CEO, largest stake first (for the profile). */
export async function listCharacterHoldings(db: Db, characterId: string): Promise<CharacterHolding[]> {
  const result = await db.execute<{
    seq: number;
    name: string;
    shares: string | null;
    share_price_cents: string;
    currency_code: string;
    is_ceo: boolean;
  }>(sql`
    select k.seq, k.name, h.shares + h.super_shares as shares, k.share_price_cents, k.currency_code,
      (k.ceo_kind = 'character' and k.ceo_character_id = ${characterId}) as is_ceo
    from corporations k
    left join corporation_shareholders h on h.corporation_id = k.id and h.holder_kind = 'character'
      and h.holder_id = ${characterId}
    where h.holder_id is not null or (k.ceo_kind = 'character' and k.ceo_character_id = ${characterId})
    order by coalesce(h.shares + h.super_shares, 0)::numeric * k.share_price_cents desc, k.seq
    limit 50`);
  return result.rows.map((row) => ({
    sequentialId: row.seq,
    name: row.name,
    shares: Number(row.shares ?? 0),
    value: (Number(row.shares ?? 0) * Number(row.share_price_cents)) / 100,
    currencyCode: row.currency_code,
    isCeo: row.is_ceo,
  }));
}
