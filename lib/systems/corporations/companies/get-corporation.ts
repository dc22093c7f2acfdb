import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { BONDS } from '@/lib/systems/corporations/bonds/constants';
import { corporateCouponPct } from '@/lib/systems/corporations/bonds/coupon';
import { listCorporationBonds } from '@/lib/systems/corporations/bonds/list-corporation-bonds';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import { corporationPageUrl } from '@/lib/systems/core/countries/page-urls';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { DIVIDEND_INTERVAL_TURNS } from './dividend-limit';
import { corporationLookupQuery, type CorporationDetail, type getCorporationResponse } from './read-schemas';

const units = (cents: number | string | bigint | null) => Number(cents ?? 0) / 100;
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

type CorporationRow = {
  id: string;
  seq: number;
  name: string;
  ticker_symbol: string;
  type: string;
  label: string;
  country_id: string;
  currency_code: string;
  headquarters_state_id: string;
  is_public: boolean;
  is_state_owned: boolean;
  founded_turn: number;
  ceo_kind: 'character' | 'npp' | 'vacant';
  ceo_character_name: string | null;
  ceo_character_seq: number | null;
  ceo_person_name: string | null;
  marketing_strength: string;
  logistics_strength: string;
  last_revenue_cents: string;
  last_costs_cents: string;
  last_profit_cents: string;
  last_tax_cents: string;
  last_dividends_cents: string;
  dividends_declared_cents: string;
  next_dividend_turn: number;
  dividend_rate_pct: string;
  total_revenue_cents: string;
  total_profit_cents: string;
  total_tax_cents: string;
  total_dividends_cents: string;
  cash_cents: string;
  total_debt_cents: string;
  total_shares: string;
  float_shares: string;
  super_share_multiplier: number;
  share_price_cents: string;
  previous_share_price_cents: string;
  credit_rating: string;
  credit_score: string;
  credit_components: Record<string, number>;
  prime_rate: string | null;
};

/** The full public view of one corporation selected by `where` (a condition on alias k), or null. */
export async function loadCorporationDetail(db: Db, where: SQL): Promise<CorporationDetail | null> {
  const result = await db.execute<CorporationRow>(sql`
    select k.*, t.label, c.name as ceo_character_name, c.seq as ceo_character_seq, n.name as ceo_person_name,
      (select e.prime_rate::text from country_economies e where e.country_id = k.country_id) as prime_rate,
      p.next_dividend_turn,
      -- Declared since the last payment day (the turns after the one before the next), paid on the next.
      (select coalesce(sum(h.dividend_declared_cents), 0)::text from corporation_history h
        where h.corporation_id = k.id and h.turn > p.next_dividend_turn - ${DIVIDEND_INTERVAL_TURNS})
        as dividends_declared_cents
    from corporations k join sector_types t on t.id = k.type
    cross join lateral (select g.current_turn + ((k.seq - g.current_turn) % ${DIVIDEND_INTERVAL_TURNS}
      + ${DIVIDEND_INTERVAL_TURNS}) % ${DIVIDEND_INTERVAL_TURNS} as next_dividend_turn
      from game_state g) p
    left join characters c on k.ceo_kind = 'character' and c.id = k.ceo_character_id
    left join non_player_persons n on k.ceo_kind = 'npp' and n.id = k.ceo_npp_id
    where ${where} limit 1`);
  const k = result.rows[0];
  if (!k) return null;
  const [holders, sectors] = await Promise.all([
    db.execute<{
      holder_kind: 'character' | 'npp' | 'corporation' | 'state';
      holder_id: string;
      shares: string;
      super_shares: string;
      reserved_shares: string;
      name: string | null;
      seq: number | null;
      fund_slug: string | null;
    }>(sql`
      select h.holder_kind, h.holder_id, h.shares, h.super_shares, h.reserved_shares,
        coalesce(c.name, n.name, x.name, f.name, 'Government of ' || co.name) as name, coalesce(c.seq, x.seq) as seq,
        f.slug as fund_slug
      from corporation_shareholders h
      left join characters c on h.holder_kind = 'character' and c.id = h.holder_id
      left join non_player_persons n on h.holder_kind = 'npp' and n.id = h.holder_id
      left join corporations x on h.holder_kind = 'corporation' and x.id = h.holder_id
      left join countries co on h.holder_kind = 'state' and co.id = h.holder_id
      left join index_funds f on h.holder_kind = 'fund' and f.id = h.holder_id
      where h.corporation_id = ${k.id}
      order by h.shares + h.super_shares desc, h.holder_kind, h.holder_id`),
    db.execute<{
      state_id: string;
      state_name: string;
      sector_type: string;
      last_revenue_cents: string;
      capital_stock_cents: string;
    }>(sql`
      select s.state_id, st.name as state_name, s.sector_type, s.last_revenue_cents, s.capital_stock_cents
      from corporation_sectors s join states st on st.id = s.state_id
      where s.corporation_id = ${k.id} order by s.capital_stock_cents desc, s.state_id`),
  ]);
  const totalShares = Number(k.total_shares);
  const multiplier = k.super_share_multiplier;
  const votes =
    holders.rows.reduce((sum, h) => sum + Number(h.shares) + Number(h.super_shares) * multiplier, 0) +
    Number(k.float_shares);
  const priceCents = Number(k.share_price_cents);
  const capital = sectors.rows.reduce((sum, s) => sum + Number(s.capital_stock_cents), 0);
  const ceo =
    k.ceo_kind === 'character' && k.ceo_character_name
      ? { name: k.ceo_character_name, profileUrl: characterProfileUrl(k.ceo_character_seq!) }
      : k.ceo_kind === 'npp' && k.ceo_person_name
        ? { name: k.ceo_person_name, profileUrl: null }
        : null;
  return {
    id: k.id,
    sequentialId: k.seq,
    name: k.name,
    tickerSymbol: k.ticker_symbol,
    type: k.type,
    typeLabel: k.label,
    countryId: k.country_id,
    currencyCode: k.currency_code,
    headquartersStateId: k.headquarters_state_id,
    isPublic: k.is_public,
    isStateOwned: k.is_state_owned,
    foundedTurn: k.founded_turn,
    ceo,
    ceoKind: k.ceo_kind,
    marketingStrength: Number(k.marketing_strength),
    logisticsStrength: Number(k.logistics_strength),
    financials: {
      revenue: units(k.last_revenue_cents),
      costs: units(k.last_costs_cents),
      profit: units(k.last_profit_cents),
      tax: units(k.last_tax_cents),
      dividends: units(k.last_dividends_cents),
      dividendsDeclared: units(k.dividends_declared_cents),
      nextDividendTurn: Number(k.next_dividend_turn),
      dividendRatePct: Number(k.dividend_rate_pct),
      totalRevenue: units(k.total_revenue_cents),
      totalProfit: units(k.total_profit_cents),
      totalTax: units(k.total_tax_cents),
      totalDividends: units(k.total_dividends_cents),
    },
    balanceSheet: {
      cashOnHand: units(k.cash_cents),
      marketCapitalization: (priceCents * totalShares) / 100,
      totalDebt: units(k.total_debt_cents),
      capitalStock: capital / 100,
    },
    shareStructure: {
      totalShares,
      floatShares: Number(k.float_shares),
      superShareMultiplier: multiplier,
      sharePrice: priceCents / 100,
      previousSharePrice: units(k.previous_share_price_cents),
      shareholders: holders.rows.map((h) => ({
        kind: h.holder_kind,
        id: h.holder_id,
        name: h.name ?? h.holder_id,
        profileUrl:
          h.fund_slug !== null
            ? `/funds/${encodeURIComponent(h.fund_slug)}`
            : h.seq === null
              ? null
              : h.holder_kind === 'character'
                ? characterProfileUrl(h.seq)
                : corporationPageUrl(h.seq),
        shares: Number(h.shares),
        superShares: Number(h.super_shares),
        reservedShares: Number(h.reserved_shares),
        ownershipPct:
          totalShares > 0 ? round(((Number(h.shares) + Number(h.super_shares)) / totalShares) * 100) : 0,
        votingPowerPct:
          votes > 0 ? round(((Number(h.shares) + Number(h.super_shares) * multiplier) / votes) * 100) : 0,
      })),
    },
    creditRating: {
      rating: k.credit_rating,
      score: Number(k.credit_score),
      components: k.credit_components,
      compositeScore: Number(k.credit_score),
      // What a new issue of the shortest term would pay today, at the country's prime rate and this rating.
      effectiveCouponRate:
        k.prime_rate === null
          ? null
          : round(
              corporateCouponPct(
                Number(k.prime_rate),
                k.credit_rating,
                Math.min(...BONDS.corporateIssuanceMaturities),
              ) / 100,
              6,
            ),
    },
    bonds: await listCorporationBonds(db, k.id),
    sectors: sectors.rows.map((s) => ({
      stateId: s.state_id,
      stateName: s.state_name,
      sectorType: s.sector_type,
      revenue: units(s.last_revenue_cents),
      capitalStock: units(s.capital_stock_cents),
    })),
  };
}

/** The condition selecting a corporation by exact name (case-insensitive) or sequential id. */
export function corporationLookup(query: { name?: string; id?: number }): SQL {
  return query.id !== undefined ? sql`k.seq = ${query.id}` : sql`lower(k.name) = lower(${query.name ?? ''})`;
}

/** GET /corporation: one corporation by name or sequential id; a miss is found:false. */
export async function getCorporation(
  db: Db,
  input: z.input<typeof corporationLookupQuery>,
): Promise<z.infer<typeof getCorporationResponse>> {
  const query = parseInput(corporationLookupQuery, input);
  const detail = await loadCorporationDetail(db, corporationLookup(query));
  return detail ? { found: true, ...detail } : { found: false };
}
