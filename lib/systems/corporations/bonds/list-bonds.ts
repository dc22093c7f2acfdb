import { sql, type SQL } from 'drizzle-orm';
import { clockTurnSql } from '@/lib/systems/core/characters/actions';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { BONDS_PAGE_SIZE, maturityLabel } from './constants';
import { listBondsQuery, type BondRow } from './schemas';

type Row = {
  id: string;
  coupon_pct: string;
  maturity_turns: number;
  units_issued: string;
  units_held: string;
  unit_face_cents: string;
  market_price: string;
  yield_to_maturity: string;
  status: 'active' | 'matured' | 'defaulted';
  corporation_id: string;
  corporation_name: string;
  currency_code: string;
  issued_turn: number;
  matures_at_turn: number;
  total_count: string;
  turns_remaining: number;
  holders: number;
};

const STATUS_ORDER = sql`case b.status when 'active' then 0 when 'defaulted' then 1 else 2 end`;

export async function selectBonds(db: Db, where: SQL, page: number, perPage: number): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    select b.id, b.coupon_pct::text, b.maturity_turns, b.units_issued::text, b.units_held::text,
      b.unit_face_cents::text, b.market_price::text, b.yield_to_maturity::text, b.status,
      b.corporation_id, k.name as corporation_name, b.currency_code, b.issued_turn, b.matures_at_turn,
      count(*) over ()::text as total_count,
      case when b.status = 'active' then greatest(0, b.matures_at_turn - ${clockTurnSql}) else 0 end::int
        as turns_remaining,
      (select count(*)::int from bond_holdings h where h.bond_id = b.id and h.units > 0) as holders
    from corporate_bonds b join corporations k on k.id = b.corporation_id
    where ${where}
    order by ${STATUS_ORDER}, b.issued_turn desc, b.id
    limit ${perPage} offset ${(page - 1) * perPage}`);
  return result.rows;
}

export function toBondRow(row: Row): BondRow {
  return {
    id: row.id,
    couponRate: Number(row.coupon_pct) / 100,
    maturityLabel: maturityLabel(row.maturity_turns),
    totalIssued: (Number(row.units_issued) * Number(row.unit_face_cents)) / 100,
    marketPrice: Number(row.market_price),
    yieldToMaturity: Number(row.yield_to_maturity),
    defaulted: row.status === 'defaulted',
    corporationId: row.corporation_id,
    corporationName: row.corporation_name,
    currencyCode: row.currency_code,
    status: row.status,
    issuedTurn: row.issued_turn,
    maturesAtTurn: row.matures_at_turn,
    unitFaceValue: Number(row.unit_face_cents) / 100,
    unitsAvailable: row.status === 'active' ? Number(row.units_issued) - Number(row.units_held) : 0,
    turnsRemaining: row.turns_remaining,
    holders: row.holders,
  };
}

/**
 * GET /api/public/v1/bonds: corporate bonds, active first then newest, 20 a page, optionally of one
 * corporation by name (case-insensitive). found is false for an unknown corporation or no bonds.
 */
export async function listBonds(db: Db, query: unknown) {
  const { corp, page } = parseInput(listBondsQuery, query);
  const where = corp === undefined ? sql`true` : sql`lower(k.name) = lower(${corp})`;
  const rows = await selectBonds(db, where, page, BONDS_PAGE_SIZE);
  let totalCount = rows.length > 0 ? Number(rows[0]!.total_count) : 0;
  if (rows.length === 0 && page > 1) {
    const counted = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from corporate_bonds b join corporations k on k.id = b.corporation_id where ${where}`);
    totalCount = counted.rows[0]!.n;
  }
  return {
    found: totalCount > 0,
    bonds: rows.map(toBondRow),
    pagination: {
      page,
      perPage: BONDS_PAGE_SIZE,
      totalCount,
      totalPages: Math.ceil(totalCount / BONDS_PAGE_SIZE),
    },
  };
}
