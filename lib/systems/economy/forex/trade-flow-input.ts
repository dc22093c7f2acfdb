import { sql, type SQL } from 'drizzle-orm';
import { TURNS_PER_YEAR } from '@/lib/systems/economy/macro/constants';
import { TRADE_BALANCE_PCT_GDP_CAP } from './constants';

/**
 * The trade input of the forex rate phase: one row per currency, (currency_code, trade_balance_pct_gdp),
 * the net trade balance of its countries' newest flows (trade_flows, anchor units per turn) annualised,
 * as a percent of their GDP in anchor units; positive is a surplus, which strengthens. Capped at
 * ±TRADE_BALANCE_PCT_GDP_CAP so one odd turn of flows cannot throw a rate to its guard rail.
 */
export function tradeFlowInput(turn: number): SQL {
  return sql`
    select c.code as currency_code,
      greatest(-${TRADE_BALANCE_PCT_GDP_CAP}::numeric, least(${TRADE_BALANCE_PCT_GDP_CAP}::numeric,
        coalesce(sum(f.net) * ${TURNS_PER_YEAR} / nullif(sum(e.gdp / c.rate), 0) * 100, 0))) as trade_balance_pct_gdp
    from currencies c
    join country_economies e on e.currency_code = c.code
    left join lateral (
      select sum(t.net_value) as net from trade_flows t
      where t.country_id = e.country_id
        and t.turn = (select max(x.turn) from trade_flows x where x.country_id = e.country_id and x.turn <= ${turn})
    ) f on true
    group by c.code`;
}
