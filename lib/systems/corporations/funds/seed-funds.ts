import { sql } from 'drizzle-orm';
import { fundNavHistory, indexFunds } from '@/models';
import type { Db } from '@/lib/platform/db';
import { insertChunked } from '@/lib/systems/core/world-plan/insert-chunked';
import { countryMacroReferences, economyReference } from '@/lib/systems/economy/macro/reference';
import { createRandom } from '@/lib/platform/random';
import {
  FUNDS,
  OPENING_NAV_ANCHOR,
  SEED_COUNTRY_TOP_N,
  SEED_EXPENSE_RATIO,
  SEED_SECTOR_FUNDS,
} from './constants';
import { recordOpeningBalances } from '@/lib/systems/core/money';

type FundRow = typeof indexFunds.$inferInsert;

const GLOBAL_SPONSOR = 'Statecraft Global Indexes';

/**
 * The opening index funds (economy.json funds.seed): a top-25 fund per country with a seeded name,
 * the global top 50, and global sector funds for the sectors with the most listed corporations.
 * Each is chartered with the minimum seed capital (held by its reserve at the opening NAV) and
 * invests at its first rebalance. The seed capital enters the ledger in the world's 'seed' transfer.
 */
export async function seedFunds(tx: Db, input: { seed: string; turn: number }): Promise<number> {
  const random = createRandom(`${input.seed}:funds`);
  const rates = await tx.execute<{ code: string; rate: string; country_id: string }>(
    sql`select code, rate::text, country_id from currencies order by code`,
  );
  const rateOf = new Map(rates.rows.map((r) => [r.code, Number(r.rate)]));
  const currencyOf = new Map(rates.rows.map((r) => [r.country_id, r.code]));
  const seedNames = FUNDS.seed.broadNames as Record<string, Record<string, string>>;
  const rows: FundRow[] = [];

  const fund = (
    row: Omit<
      FundRow,
      'id' | 'navCents' | 'unitSupply' | 'reserveUnits' | 'cashCents' | 'seedCapitalCents' | 'charteredAtTurn'
    >,
  ) => {
    const rate = rateOf.get(row.anchorCurrencyCode) ?? 1;
    const navCents = Math.round(OPENING_NAV_ANCHOR * rate * 100);
    const units = Math.round(FUNDS.minSeedCapitalAnchor / OPENING_NAV_ANCHOR);
    rows.push({
      ...row,
      id: random.objectId(),
      navCents,
      unitSupply: units,
      reserveUnits: units,
      cashCents: navCents * units,
      seedCapitalCents: navCents * units,
      charteredAtTurn: input.turn,
    });
  };

  for (const [countryId, names] of Object.entries(seedNames)) {
    const currency = currencyOf.get(countryId);
    if (!currency) continue;
    const exchange = (countryMacroReferences[countryId] as { exchangeName?: string } | undefined)
      ?.exchangeName;
    fund({
      slug: `${countryId.toLowerCase()}_top_${SEED_COUNTRY_TOP_N}`,
      name: names[String(SEED_COUNTRY_TOP_N)] ?? `${countryId} Top ${SEED_COUNTRY_TOP_N} Index`,
      tickerSymbol: `${countryId}${SEED_COUNTRY_TOP_N}`,
      scope: 'country',
      kind: 'broad',
      countryId,
      topN: SEED_COUNTRY_TOP_N,
      anchorCurrencyCode: currency,
      sponsorName: exchange ? `${exchange} Index Services` : GLOBAL_SPONSOR,
      expenseRatioAnnual: SEED_EXPENSE_RATIO.broad,
    });
  }
  const global = FUNDS.seed.global;
  fund({
    slug: global.slug,
    name: global.name,
    tickerSymbol: global.ticker,
    scope: 'global',
    kind: 'broad',
    topN: global.topN,
    anchorCurrencyCode: global.anchor,
    sponsorName: GLOBAL_SPONSOR,
    expenseRatioAnnual: SEED_EXPENSE_RATIO.broad,
  });
  const sectors = await tx.execute<{ id: string; label: string }>(sql`
    select s.id, s.label from sector_types s join corporations k on k.type = s.id and k.is_public
    group by s.id, s.label order by count(*) desc, s.id limit ${SEED_SECTOR_FUNDS}`);
  const sectorSeed = FUNDS.seed.sectorFunds;
  const tickers = FUNDS.seed.sectorFundTickers as Record<string, string>;
  const labels = FUNDS.seed.sectorFundLabels as Record<string, string>;
  for (const sector of sectors.rows) {
    fund({
      slug: sectorSeed.slug.replace('<sectorType>', sector.id),
      name: sectorSeed.name.replace('<label>', labels[sector.id] ?? sector.label),
      tickerSymbol: tickers[sector.id] ?? `GLB${sector.id.slice(0, 3).toUpperCase()}`,
      scope: 'global',
      kind: 'sector',
      sectorType: sector.id,
      topN: economyReference.funds.seed.global.topN,
      anchorCurrencyCode: sectorSeed.anchor,
      sponsorName: GLOBAL_SPONSOR,
      expenseRatioAnnual: SEED_EXPENSE_RATIO.sector,
    });
  }
  if (rows.length === 0) return 0;
  await insertChunked(rows, (chunk) => tx.insert(indexFunds).values(chunk));
  await insertChunked(
    rows.map((r) => ({
      fundId: r.id,
      turn: 0,
      navCents: r.navCents,
      unitSupply: r.unitSupply,
      assetsCents: r.cashCents,
    })),
    (chunk) => tx.insert(fundNavHistory).values(chunk),
  );
  await recordOpeningBalances(tx, {
    transferId: 'seed',
    reason: 'opening_balance',
    turn: input.turn,
    entries: sql`select 'fund_cash' as account_type, id as account_id, anchor_currency_code as currency_code,
      cash_cents as amount_cents
      from index_funds order by id`,
  });
  return rows.length;
}
