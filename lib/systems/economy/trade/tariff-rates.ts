import { sql } from 'drizzle-orm';

/**
 * SELECT of (importer_id, commodity_key, rate): the percent a country levies on imports of a commodity
 * from anywhere: its economy-wide tariff plus its highest sector tariff on a sector type that supplies
 * the commodity. Corporation tariffs bite only on corporations' own trade, which state flows lack.
 */
export const importTariffRates = sql`
  select co.id as importer_id, c.key as commodity_key,
    least(100, coalesce(ew.rate, 0) + coalesce((
      select max(t.rate) from tariffs t
      join sector_commodity_rates r
        on r.sector_type = t.target_sector_type and r.direction = 'supply' and r.commodity_key = c.key
      where t.country_id = co.id and t.scope_type = 'sector'), 0)) as rate
  from countries co
  cross join commodities c
  left join tariffs ew on ew.country_id = co.id and ew.scope_type = 'economy_wide'`;

/** SELECT of (importer_id, exporter_id, rate): origin-country tariffs, added per exporter. */
export const originTariffRates = sql`
  select country_id as importer_id, target_origin_country_id as exporter_id, rate
  from tariffs where scope_type = 'origin_country'`;
