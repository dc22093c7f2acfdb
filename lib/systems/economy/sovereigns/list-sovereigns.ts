import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { SovereignComponent } from '@/models';
import type { AuctionBand } from './constants';
import { referenceRatios } from './sql';
import type { SovereignsResult, SovereignView } from './schemas';

type Row = {
  country_id: string;
  country_name: string;
  currency_code: string;
  crisis_state: string;
  credit_rating: string;
  consecutive_failed_auctions: number;
  last_default_turn: number | null;
  turn: number;
  debt_to_gdp: number;
  assessed: number;
  inflation: number;
  gdp_growth: number;
  trust: number;
  coupon_rate: number;
  fx_depreciation10: number;
  entity_holdings: number;
  required_issuance: number;
  subscription_ratio: number | null;
  auction_band: AuctionBand | null;
  auction_contributions: SovereignComponent[];
  sustainability_score: number;
  sustainability_band: string;
  sustainability_components: SovereignComponent[];
  updated_at: Date | string;
  a_turn: number | null;
  a_offered: number | null;
  a_raised: number | null;
  a_ratio: number | null;
  a_band: AuctionBand | null;
  a_coupon: number | null;
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Every sovereign borrower in world order (or one country), with demand, last auction and sustainability. */
export async function readSovereigns(db: Db, code?: string): Promise<SovereignView[]> {
  const result = await db.execute<Row>(sql`
    with refs(rating, ratio) as (values ${referenceRatios})
    select e.country_id, co.name as country_name, e.currency_code, e.crisis_state, e.credit_rating,
      s.consecutive_failed_auctions, s.last_default_turn, s.updated_turn as turn, e.debt_to_gdp::float8 as debt_to_gdp,
      coalesce((e.debt_principal_cents / 100.0 / nullif(e.gdp, 0) / e.anchor_debt_to_gdp * r.ratio)::float8, 0) as assessed,
      e.inflation::float8 as inflation, e.gdp_growth::float8 as gdp_growth, s.trust::float8 as trust,
      s.coupon_rate::float8 as coupon_rate, s.fx_depreciation10::float8 as fx_depreciation10,
      (s.entity_holdings_cents / 100.0)::float8 as entity_holdings,
      (s.required_issuance_cents / 100.0)::float8 as required_issuance,
      s.subscription_ratio::float8 as subscription_ratio, s.auction_band, s.auction_contributions,
      s.sustainability_score::float8 as sustainability_score, s.sustainability_band, s.sustainability_components,
      s.updated_at, a.turn as a_turn, (a.offered_cents / 100.0)::float8 as a_offered,
      (a.raised_cents / 100.0)::float8 as a_raised, a.subscription_ratio::float8 as a_ratio, a.band as a_band,
      a.coupon_rate::float8 as a_coupon
    from sovereigns s
    join country_economies e on e.country_id = s.country_id
    join countries co on co.id = s.country_id
    join refs r on r.rating = e.anchor_rating
    left join lateral (select * from sovereign_auctions x where x.country_id = s.country_id
      order by x.turn desc limit 1) a on true
    ${code ? sql`where s.country_id = ${code}` : sql``}
    order by co.sort_order, co.id`);
  return result.rows.map((row) => ({
    countryId: row.country_id,
    countryName: row.country_name,
    currencyCode: row.currency_code,
    crisisState: row.crisis_state,
    creditRating: row.credit_rating,
    consecutiveFailedAuctions: row.consecutive_failed_auctions,
    turnsSinceDefault: row.last_default_turn === null ? null : Math.max(0, row.turn - row.last_default_turn),
    debtToGdp: round(row.debt_to_gdp, 4),
    assessedDebtToGdp: round(row.assessed, 4),
    inflation: round(row.inflation, 2),
    gdpGrowth: round(row.gdp_growth, 2),
    trust: round(row.trust, 2),
    couponRate: round(row.coupon_rate / 100, 6),
    fxDepreciation10: round(row.fx_depreciation10, 6),
    entityHoldings: Math.round(row.entity_holdings),
    requiredIssuance: Math.round(row.required_issuance),
    demand: {
      subscriptionRatio: row.subscription_ratio === null ? null : round(row.subscription_ratio, 4),
      band: row.auction_band,
      contributions: row.auction_contributions,
    },
    lastAuction:
      row.a_turn === null
        ? null
        : {
            turn: row.a_turn,
            offered: Math.round(row.a_offered ?? 0),
            raised: Math.round(row.a_raised ?? 0),
            subscriptionRatio: round(row.a_ratio ?? 0, 4),
            band: row.a_band!,
            couponRate: round((row.a_coupon ?? 0) / 100, 6),
          },
    sustainability: {
      score: row.sustainability_score,
      band: row.sustainability_band,
      components: row.sustainability_components,
    },
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** The public sovereigns list. */
export async function listSovereigns(db: Db): Promise<SovereignsResult> {
  const countries = await readSovereigns(db);
  return { found: countries.length > 0, countries };
}
