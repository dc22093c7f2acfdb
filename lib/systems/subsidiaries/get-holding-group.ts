import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { PendingDivestiture } from '@/models';
import { currentTurn } from '@/lib/systems/corporations/companies/accounts';
import { SYNERGY } from './constants';
import { subsidiariesEnabled } from './flag';
import { resolveGroupRoots } from './holding-groups';
import { loadSubsidiaryEdges } from './phases/holding-group-table';
import { resolveCorporationId } from './resolve-corporation-id';

export interface GroupMember {
  id: string;
  sequentialId: number;
  name: string;
  isRoot: boolean;
  currencyCode: string;
  countryId: string;
  formalizedAtTurn: number | null;
  cash: number;
  debt: number;
  capital: number;
  lastProfit: number;
  lastTax: number;
  marketingStrength: number;
  logisticsStrength: number;
  /** Where synergy is pulling each strength (never below the current value). */
  marketingTarget: number;
  logisticsTarget: number;
  reliefLastTurn: number;
  reliefTotal: number;
  pendingDivestiture: PendingDivestiture | null;
}

export interface HoldingGroupView {
  found: boolean;
  enabled: boolean;
  turn: number;
  rootId: string | null;
  members: GroupMember[];
  /** Display-only sums per currency: every member keeps its own cash, shares and holders. */
  balanceSheet: { currencyCode: string; cash: number; capital: number; debt: number; equity: number }[];
}

/** The holding group of a corporation (sequential id or ObjectId), recomputed from live share data. */
export async function getHoldingGroup(db: Db, input: { id: unknown }): Promise<HoldingGroupView> {
  const enabled = await subsidiariesEnabled(db);
  const turn = await currentTurn(db);
  const id = await resolveCorporationId(db, input.id);
  const empty = { enabled, turn, rootId: null, members: [], balanceSheet: [] };
  if (!id) return { found: false, ...empty };
  const roots = resolveGroupRoots(await loadSubsidiaryEdges(db));
  const rootId = roots.get(id);
  if (!enabled || !rootId) return { found: true, ...empty };
  const memberIds = [...roots].filter(([, root]) => root === rootId).map(([member]) => member);
  const memberArray = sql`array(select jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb))`;
  const result = await db.execute<{
    id: string;
    seq: number;
    name: string;
    currency_code: string;
    country_id: string;
    subsidiary_formalized_at_turn: number | null;
    cash_cents: string;
    total_debt_cents: string;
    capital: string;
    last_profit_cents: string;
    last_tax_cents: string;
    marketing_strength: number;
    logistics_strength: number;
    factor: string;
    relief_last: string;
    relief_total: string;
    pending_divestiture: PendingDivestiture | null;
  }>(sql`
    select k.id, k.seq, k.name, k.currency_code, k.country_id, k.subsidiary_formalized_at_turn, k.cash_cents,
      k.total_debt_cents, k.last_profit_cents, k.last_tax_cents, k.marketing_strength, k.logistics_strength,
      k.pending_divestiture,
      (select coalesce(sum(s.capital_stock_cents), 0) from corporation_sectors s where s.corporation_id = k.id) as capital,
      case when k.is_spin_off and k.spun_off_at_turn >= ${turn - SYNERGY.spinOffWindowTurns}
        and k.spun_off_from_corp_id = any(${memberArray})
        then ${SYNERGY.spinOffFactor}::numeric else ${SYNERGY.bestFactor}::numeric end as factor,
      (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.reason = 'group_loss_relief'
        and l.account_type = 'corporation_cash' and l.account_id = k.id and l.turn = ${turn - 1}) as relief_last,
      (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.reason = 'group_loss_relief'
        and l.account_type = 'corporation_cash' and l.account_id = k.id) as relief_total
    from corporations k where k.id = any(${memberArray}) order by k.id = ${rootId} desc, k.name`);
  const bestMarketing = Math.max(...result.rows.map((r) => Number(r.marketing_strength)));
  const bestLogistics = Math.max(...result.rows.map((r) => Number(r.logistics_strength)));
  const members = result.rows.map((r): GroupMember => {
    const marketing = Number(r.marketing_strength);
    const logistics = Number(r.logistics_strength);
    return {
      id: r.id,
      sequentialId: r.seq,
      name: r.name,
      isRoot: r.id === rootId,
      currencyCode: r.currency_code,
      countryId: r.country_id,
      formalizedAtTurn: r.subsidiary_formalized_at_turn,
      cash: Number(r.cash_cents) / 100,
      debt: Number(r.total_debt_cents) / 100,
      capital: Number(r.capital) / 100,
      lastProfit: Number(r.last_profit_cents) / 100,
      lastTax: Number(r.last_tax_cents) / 100,
      marketingStrength: marketing,
      logisticsStrength: logistics,
      marketingTarget: Math.max(marketing, bestMarketing * Number(r.factor)),
      logisticsTarget: Math.max(logistics, bestLogistics * Number(r.factor)),
      reliefLastTurn: Number(r.relief_last) / 100,
      reliefTotal: Number(r.relief_total) / 100,
      pendingDivestiture: r.pending_divestiture,
    };
  });
  const sheets = new Map<string, HoldingGroupView['balanceSheet'][number]>();
  for (const m of members) {
    const sheet = sheets.get(m.currencyCode) ?? {
      currencyCode: m.currencyCode,
      cash: 0,
      capital: 0,
      debt: 0,
      equity: 0,
    };
    sheet.cash += m.cash;
    sheet.capital += m.capital;
    sheet.debt += m.debt;
    sheet.equity = sheet.cash + sheet.capital - sheet.debt;
    sheets.set(m.currencyCode, sheet);
  }
  return { found: true, enabled, turn, rootId, members, balanceSheet: [...sheets.values()] };
}
