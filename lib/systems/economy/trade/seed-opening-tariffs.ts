import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { OPENING_TARIFFS } from './constants';

/** The opening tariffs of the countries the world has (rows for absent countries are skipped). */
export async function seedOpeningTariffs(tx: Db): Promise<void> {
  const rows = sql.join(
    OPENING_TARIFFS.map(
      (t, i) =>
        sql`(${i}::int, ${t.countryId}::text, ${t.scopeType}::text, ${t.target}::text, ${t.rate}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into tariffs (country_id, scope_type, target_sector_type, target_origin_country_id, target_key,
      rate, source, created_turn, updated_turn)
    select o.country_id, o.scope_type,
      case when o.scope_type = 'sector' then o.target end,
      case when o.scope_type = 'origin_country' then o.target end,
      coalesce(o.target, ''), o.rate, 'government', 0, 0
    from (values ${rows}) as o(ord, country_id, scope_type, target, rate)
    where exists (select 1 from countries c where c.id = o.country_id)
      and (o.scope_type <> 'origin_country' or exists (select 1 from countries c where c.id = o.target))
    order by o.ord`);
}
