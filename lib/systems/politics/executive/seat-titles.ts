import { sql, type SQL } from 'drizzle-orm';
import { CABINET_PORTFOLIOS } from '@/lib/systems/politics/offices/catalog';

const PORTFOLIO_ROWS = JSON.stringify(
  Object.entries(CABINET_PORTFOLIOS).flatMap(([country_id, list]) =>
    list.map((p) => ({ country_id, key: p.key, title: p.title })),
  ),
);

/**
 * A join giving each seat its portfolio's title (`alias.title`, null for seats without a portfolio):
 * `left join ${portfolioTitlesJoin('pt', 's')}`. Seat titles read `coalesce(pt.title, o.title)`.
 */
export function portfolioTitlesJoin(alias: string, seatAlias: string): SQL {
  return sql`jsonb_to_recordset(${PORTFOLIO_ROWS}::jsonb) as ${sql.raw(alias)}(country_id text, key text, title text)
    on ${sql.raw(alias)}.country_id = ${sql.raw(seatAlias)}.country_id and ${sql.raw(alias)}.key = ${sql.raw(seatAlias)}.portfolio`;
}
