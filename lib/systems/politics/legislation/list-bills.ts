import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { selectBills, toBillSummary, toPublicBill } from './bill-rows';
import { LEGISLATURE_RECENT_LIMIT, type BillStatus } from './constants';
import { listBillsQuery, type BillSummary, type ListBillsResult } from './schemas';

async function selectListedBills(db: Db, input: z.input<typeof listBillsQuery>) {
  const { country, status, limit } = parseInput(listBillsQuery, input);
  if (country) {
    const known = await db.execute(sql`select 1 from countries where id = ${country}`);
    if (known.rows.length === 0) return null;
  }
  const filters: SQL[] = [sql`true`];
  if (country) filters.push(sql`b.country_id = ${country}`);
  if (status) filters.push(sql`b.status = ${status}`);
  return selectBills(db, sql.join(filters, sql` and `), limit);
}

/** GET /api/public/v1/legislation: bills newest first, by country and status; an unknown country misses. */
export async function listBills(db: Db, input: z.input<typeof listBillsQuery>): Promise<ListBillsResult> {
  const rows = await selectListedBills(db, input);
  return rows ? { found: true, bills: rows.map(toPublicBill) } : { found: false, bills: [] };
}

/**
 * The same list for the legislation page (GET /api/legislation): each bill as the pages read it, the sponsor
 * an object with name, party and profile link (the public v1 shape flattens it to a name string).
 */
export async function listBillSummaries(
  db: Db,
  input: z.input<typeof listBillsQuery>,
): Promise<{ found: boolean; bills: BillSummary[] }> {
  const rows = await selectListedBills(db, input);
  return rows ? { found: true, bills: rows.map(toBillSummary) } : { found: false, bills: [] };
}

/**
 * A country's most recent bills (newest resolution or proposal first), for the country page's
 * "recent bills": every status unless one is given.
 */
export async function listRecentBills(
  db: Db,
  input: { countryId: string; status?: BillStatus; limit?: number },
): Promise<BillSummary[]> {
  const filters: SQL[] = [sql`b.country_id = ${input.countryId}`];
  if (input.status) filters.push(sql`b.status = ${input.status}`);
  const rows = await selectBills(db, sql.join(filters, sql` and `), input.limit ?? LEGISLATURE_RECENT_LIMIT);
  return rows.map(toBillSummary);
}
