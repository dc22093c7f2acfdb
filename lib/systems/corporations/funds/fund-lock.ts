import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export interface LockedFund {
  id: string;
  slug: string;
  status: string;
  navCents: number;
  currencyCode: string;
  rate: number;
}

/** The fund by slug with its row locked for the trade (units and cash change together). */
export async function lockFund(tx: Db, slug: string): Promise<LockedFund> {
  const found = await tx.execute<{
    id: string;
    slug: string;
    status: string;
    nav_cents: string;
    anchor_currency_code: string;
    rate: string;
  }>(sql`
    select f.id, f.slug, f.status, f.nav_cents::text, f.anchor_currency_code, cur.rate::text
    from index_funds f join currencies cur on cur.code = f.anchor_currency_code
    where f.slug = ${slug} for update of f`);
  const row = found.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No such fund.');
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    navCents: Number(row.nav_cents),
    currencyCode: row.anchor_currency_code,
    rate: Number(row.rate),
  };
}

export interface FundTradeResult {
  success: true;
  slug: string;
  side: 'buy' | 'redeem';
  units: number;
  /** NAV per unit, the fund's currency. */
  nav: number;
  /** Paid or received, the trader's home currency. */
  total: number;
  currencyCode: string;
  unitsHeld: number;
}
