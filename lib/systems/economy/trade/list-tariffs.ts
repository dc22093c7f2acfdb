import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { tariffColumns, toTariff, type TariffRow } from './rows';
import { listTariffsQuery, type ListTariffsResult } from './schemas';

/** Tariffs in force, filtered by levying country, origin-country target and scope; by country, then id. */
export async function listTariffs(
  db: Db,
  input: z.input<typeof listTariffsQuery>,
): Promise<ListTariffsResult> {
  const { country, targetCountry, scope, limit } = parseInput(listTariffsQuery, input);
  const rows = await db.execute<TariffRow>(sql`
    select ${tariffColumns} from tariffs t
    where true
      ${country ? sql`and t.country_id = ${country}` : sql``}
      ${targetCountry ? sql`and t.target_origin_country_id = ${targetCountry}` : sql``}
      ${scope ? sql`and t.scope_type = ${scope}` : sql``}
    order by t.country_id, t.id
    limit ${limit}`);
  return { found: rows.rows.length > 0, count: rows.rows.length, tariffs: rows.rows.map(toTariff) };
}
