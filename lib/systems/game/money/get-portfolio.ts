import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';

export interface PortfolioHolding {
  kind: 'shares' | 'fund' | 'bond';
  name: string;
  /** The ticker or short code beside the name. */
  symbol: string;
  href: string;
  quantity: number;
  currencyCode: string;
  /** Average price paid per share or unit, and now, in major units of currencyCode. */
  avgCost: number;
  price: number;
  costBasis: number;
  value: number;
  /** value - costBasis; profitPct is null when nothing was paid (founders' and seeded shares). */
  profit: number;
  profitPct: number | null;
}

export interface Portfolio {
  hasCharacter: boolean;
  holdings: PortfolioHolding[];
  /** Per currency: what was paid, what it is worth now, and the difference. */
  totals: { currencyCode: string; costBasis: number; value: number; profit: number }[];
}

/**
 * The signed-in player's portfolio: shares, index fund units and corporate bonds with their cost basis
 * (average price paid times quantity), value at the current price, and profit and loss, by currency.
 */
export async function getPortfolio(db: Db, input: { userId: string }): Promise<Portfolio> {
  const [me] = (
    await db.execute<{ id: string }>(sql`select id from characters where user_id = ${input.userId}`)
  ).rows;
  if (!me) return { hasCharacter: false, holdings: [], totals: [] };
  const rows = await db.execute<{
    kind: PortfolioHolding['kind'];
    name: string;
    symbol: string;
    href: string;
    quantity: string;
    currency_code: string;
    avg_cost_cents: string;
    price_cents: string;
  }>(sql`
    select 'shares' as kind, co.name, co.ticker_symbol as symbol, '/corporations/' || co.seq as href,
           (sh.shares + sh.super_shares)::text as quantity, co.currency_code,
           sh.avg_cost_cents::text as avg_cost_cents, co.share_price_cents::text as price_cents
    from corporation_shareholders sh join corporations co on co.id = sh.corporation_id
    where sh.holder_kind = 'character' and sh.holder_id = ${me.id} and sh.shares + sh.super_shares > 0
    union all
    select 'fund', f.name, f.ticker_symbol, '/funds/' || f.slug, h.units::text, f.anchor_currency_code,
           h.avg_cost_cents::text, f.nav_cents::text
    from fund_unit_holdings h join index_funds f on f.id = h.fund_id
    where h.character_id = ${me.id} and h.units > 0
    union all
    select 'bond', co.name || ' bond', co.ticker_symbol, '/bonds', h.units::text, b.currency_code,
           h.avg_cost_cents::text, round(b.unit_face_cents * b.market_price)::text
    from bond_holdings h join corporate_bonds b on b.id = h.bond_id join corporations co on co.id = b.corporation_id
    where h.character_id = ${me.id} and h.units > 0
    order by 1, 2`);
  const holdings = rows.rows.map((r): PortfolioHolding => {
    const quantity = Number(r.quantity);
    const costCents = Number(r.avg_cost_cents) * quantity;
    const valueCents = Number(r.price_cents) * quantity;
    return {
      kind: r.kind,
      name: r.name,
      symbol: r.symbol,
      href: r.href,
      quantity,
      currencyCode: r.currency_code,
      avgCost: centsToUnits(Number(r.avg_cost_cents)),
      price: centsToUnits(Number(r.price_cents)),
      costBasis: centsToUnits(costCents),
      value: centsToUnits(valueCents),
      profit: centsToUnits(valueCents - costCents),
      profitPct: costCents > 0 ? (valueCents - costCents) / costCents : null,
    };
  });
  const totals = new Map<
    string,
    { currencyCode: string; costBasis: number; value: number; profit: number }
  >();
  for (const h of holdings) {
    const total = totals.get(h.currencyCode) ?? {
      currencyCode: h.currencyCode,
      costBasis: 0,
      value: 0,
      profit: 0,
    };
    total.costBasis += h.costBasis;
    total.value += h.value;
    total.profit += h.profit;
    totals.set(h.currencyCode, total);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    hasCharacter: true,
    holdings,
    totals: [...totals.values()].map((t) => ({
      ...t,
      costBasis: round(t.costBasis),
      value: round(t.value),
      profit: round(t.profit),
    })),
  };
}
