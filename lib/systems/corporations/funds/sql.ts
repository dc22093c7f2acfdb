import { sql } from 'drizzle-orm';

/**
 * Each fund's holdings at market in its anchor currency (minor units, numeric): shares × share price
 * converted at the forex rates (local units per anchor unit). Columns: fund_id, corporation_id,
 * shares, value.
 */
export const fundHoldingValues = sql`
  select h.holder_id as fund_id, h.corporation_id, h.shares + h.super_shares as shares,
    (h.shares + h.super_shares) * k.share_price_cents::numeric * fr.rate / kr.rate as value,
    h.avg_cost_cents::numeric * fr.rate / kr.rate as avg_cost
  from corporation_shareholders h
  join index_funds f on f.id = h.holder_id
  join corporations k on k.id = h.corporation_id
  join currencies fr on fr.code = f.anchor_currency_code
  join currencies kr on kr.code = k.currency_code
  where h.holder_kind = 'fund'`;
