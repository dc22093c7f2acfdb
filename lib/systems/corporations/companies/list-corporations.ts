import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { corporationsQuery, type listCorporationsResponse } from './read-schemas';

/** Corporations by sequential id, each with its share price and market cap. */
export async function listCorporations(
  db: Db,
  input: z.input<typeof corporationsQuery>,
): Promise<z.infer<typeof listCorporationsResponse>> {
  const { limit, country } = parseInput(corporationsQuery, input);
  const result = await db.execute<{
    id: string;
    name: string;
    seq: number;
    type: string;
    label: string;
    country_id: string;
    currency_code: string;
    share_price_cents: string;
    total_shares: string;
  }>(sql`
    select k.id, k.name, k.seq, k.type, t.label, k.country_id, k.currency_code, k.share_price_cents, k.total_shares
    from corporations k join sector_types t on t.id = k.type
    where ${country ?? null}::text is null or k.country_id = ${country ?? null}
    order by k.seq limit ${limit}`);
  const corporations = result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    sequentialId: row.seq,
    type: row.type,
    typeLabel: row.label,
    countryId: row.country_id,
    currencyCode: row.currency_code,
    sharePrice: Number(row.share_price_cents) / 100,
    marketCap: (Number(row.share_price_cents) * Number(row.total_shares)) / 100,
  }));
  return { found: corporations.length > 0, corporations };
}
