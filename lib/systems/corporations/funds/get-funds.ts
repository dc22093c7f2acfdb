import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { fundHoldingValues } from './sql';
import { listFundsQuery } from './schemas';

type FundRow = {
  id: string;
  slug: string;
  name: string;
  ticker_symbol: string;
  scope: 'country' | 'global';
  kind: 'broad' | 'sector';
  country_id: string | null;
  sector_type: string | null;
  status: 'chartered' | 'active' | 'paused' | 'winding_down' | 'delisted';
  pause_reason: 'manual' | 'backing_ratio' | 'constituent_delisted' | null;
  nav_cents: string;
  unit_supply: string;
  reserve_units: string;
  anchor_currency_code: string;
  backing_ratio: string;
  sponsor_name: string;
  expense_ratio_annual: string;
  updated_at: Date | string;
  cash_cents: string;
  last_rebalanced_at: Date | string | null;
  chartered_at_turn: number;
  seed_capital_cents: string;
  wind_down_started_at_turn: number | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toFund(row: FundRow) {
  return {
    slug: row.slug,
    name: row.name,
    tickerSymbol: row.ticker_symbol,
    scope: row.scope,
    kind: row.kind,
    countryId: row.country_id,
    sectorType: row.sector_type,
    status: row.status,
    pauseReason: row.pause_reason,
    quotedNav: Number(row.nav_cents) / 100,
    unitSupply: Number(row.unit_supply),
    anchorCurrencyCode: row.anchor_currency_code,
    backingRatio: Number(row.backing_ratio),
    sponsorName: row.sponsor_name,
    expenseRatioAnnual: Number(row.expense_ratio_annual),
    updatedAt: iso(row.updated_at),
  };
}

export async function fundTopHoldings(db: Db, fundId: string, limit = 10) {
  const result = await db.execute<{
    corporation_id: string;
    name: string;
    shares: string;
    value: string;
    avg_cost: string;
  }>(sql`
    select v.corporation_id, k.name, v.shares::text, v.value::text, v.avg_cost::text
    from (${fundHoldingValues}) v join corporations k on k.id = v.corporation_id
    where v.fund_id = ${fundId} order by v.value desc, v.corporation_id limit ${limit}`);
  return result.rows.map((r) => ({
    corporationId: r.corporation_id,
    corporationName: r.name,
    shares: Number(r.shares),
    lastValueAnchor: Math.round(Number(r.value)) / 100,
    avgCostPerShareAnchor: Math.round(Number(r.avg_cost)) / 100,
  }));
}

/**
 * GET /api/public/v1/funds: without slug, the funds (filtered by country and scope), highest NAV
 * first; with slug, that fund with its reserve, cash, lifecycle turns and top holdings.
 */
export async function getFunds(db: Db, query: unknown) {
  const { slug, country, scope } = parseInput(listFundsQuery, query);
  const filters = [
    slug === undefined ? sql`true` : sql`f.slug = ${slug}`,
    country === undefined ? sql`true` : sql`f.country_id = ${country}`,
    scope === undefined ? sql`true` : sql`f.scope = ${scope}`,
  ];
  const result = await db.execute<FundRow>(sql`
    select f.id, f.slug, f.name, f.ticker_symbol, f.scope, f.kind, f.country_id, f.sector_type, f.status,
      f.pause_reason, f.nav_cents::text, f.unit_supply::text, f.reserve_units::text, f.anchor_currency_code,
      f.backing_ratio::text, f.sponsor_name, f.expense_ratio_annual::text, f.updated_at, f.cash_cents::text,
      f.last_rebalanced_at, f.chartered_at_turn, f.seed_capital_cents::text, f.wind_down_started_at_turn
    from index_funds f where ${sql.join(filters, sql` and `)}
    order by f.nav_cents desc, f.slug`);
  if (slug === undefined) return { found: result.rows.length > 0, funds: result.rows.map(toFund) };
  const row = result.rows[0];
  if (!row) return { found: false };
  return {
    found: true,
    fund: {
      ...toFund(row),
      reserveUnits: Number(row.reserve_units),
      cashAnchor: Number(row.cash_cents) / 100,
      lastRebalancedAt: row.last_rebalanced_at === null ? null : iso(row.last_rebalanced_at),
      charteredAtTurn: row.chartered_at_turn,
      seedCapitalAnchor: Number(row.seed_capital_cents) / 100,
      windDownStartedAtTurn: row.wind_down_started_at_turn,
      topHoldings: await fundTopHoldings(db, row.id),
    },
  };
}
