import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { SHARES } from './constants';
import { marketQuery, type MarketResponse } from './read-schemas';

const PAGE = SHARES.marketPageSize;

/**
 * GET /market: `share` lists the companies of a sector type (or all) with price, float and best ask,
 * largest first; `unowned` lists the states' sectors of that type, those no corporation operates first.
 */
export async function getMarket(db: Db, input: unknown): Promise<MarketResponse> {
  const query = parseInput(marketQuery, input);
  const all = query.type === 'all';
  if (!all) {
    const known = await db.execute(sql`select 1 from sector_types where id = ${query.type}`);
    if (known.rows.length === 0) throw new AppError('BAD_REQUEST', "type: must be a sector type id or 'all'");
  }
  if (query.view === 'unowned' && all)
    throw new AppError('BAD_REQUEST', 'type: the unowned view needs one sector type');
  const country = query.country ?? null;
  const offset = (query.page - 1) * PAGE;
  if (query.view === 'share') {
    const rows = await db.execute<{
      id: string;
      seq: number;
      name: string;
      ticker_symbol: string;
      type: string;
      country_id: string;
      currency_code: string;
      share_price_cents: string;
      previous_share_price_cents: string;
      total_shares: string;
      float_shares: string;
      is_public: boolean;
      best_ask: string | null;
      offered: string | null;
      total: number;
    }>(sql`
      select k.id, k.seq, k.name, k.ticker_symbol, k.type, k.country_id, k.currency_code, k.share_price_cents,
        k.previous_share_price_cents, k.total_shares, k.float_shares, k.is_public,
        o.best_ask, o.offered, count(*) over ()::int as total
      from corporations k
      left join currencies cur on cur.code = k.currency_code
      left join lateral (select min(price_per_share_cents) as best_ask, sum(shares) as offered from share_orders
        where corporation_id = k.id and status = 'open') o on true
      where (${all} or k.type = ${query.type}) and (${country}::text is null or k.country_id = ${country})
      -- Ranked in one currency: market caps converted to anchor units (rates are local units per anchor).
      order by k.share_price_cents::numeric * k.total_shares / coalesce(nullif(cur.rate, 0), 1) desc, k.seq
      limit ${PAGE} offset ${offset}`);
    const total = rows.rows[0]?.total ?? 0;
    return {
      found: rows.rows.length > 0,
      mode: 'share',
      sectorType: query.type,
      page: query.page,
      totalPages: Math.ceil(total / PAGE),
      companies: rows.rows.map((r) => {
        const price = Number(r.share_price_cents);
        const previous = Number(r.previous_share_price_cents);
        return {
          id: r.id,
          sequentialId: r.seq,
          name: r.name,
          tickerSymbol: r.ticker_symbol,
          type: r.type,
          countryId: r.country_id,
          currencyCode: r.currency_code,
          sharePrice: price / 100,
          change: previous > 0 ? Math.round(((price - previous) / previous) * 10_000) / 100 : null,
          marketCap: (price * Number(r.total_shares)) / 100,
          floatShares: Number(r.float_shares),
          bestAsk: r.best_ask === null ? null : Number(r.best_ask) / 100,
          sharesOffered: Number(r.offered ?? 0),
          isPublic: r.is_public,
        };
      }),
    };
  }
  const rows = await db.execute<{
    state_id: string;
    state_name: string;
    country_id: string;
    operators: number;
    capital: string;
    revenue: string;
    total: number;
  }>(sql`
    select st.id as state_id, st.name as state_name, st.country_id, count(s.corporation_id)::int as operators,
      coalesce(sum(s.capital_stock_cents), 0) as capital, coalesce(sum(s.last_revenue_cents), 0) as revenue,
      count(*) over ()::int as total
    from states st
    left join corporation_sectors s on s.state_id = st.id and s.sector_type = ${query.type}
    where ${country}::text is null or st.country_id = ${country}
    group by st.id, st.name, st.country_id
    order by count(s.corporation_id), st.gdp_millions desc, st.id
    limit ${PAGE} offset ${offset}`);
  const total = rows.rows[0]?.total ?? 0;
  return {
    found: rows.rows.length > 0,
    mode: 'unowned',
    sectorType: query.type,
    page: query.page,
    totalPages: Math.ceil(total / PAGE),
    sectors: rows.rows.map((r) => ({
      stateId: r.state_id,
      stateName: r.state_name,
      countryId: r.country_id,
      sectorType: query.type,
      operators: r.operators,
      capitalStock: Number(r.capital) / 100,
      revenue: Number(r.revenue) / 100,
    })),
  };
}
