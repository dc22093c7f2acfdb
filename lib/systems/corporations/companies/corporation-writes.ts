import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * Writes of corporations' tables for the systems above (subsidiaries): verbs for one corporation and
 * insert heads or update builders for set-based statements, so the rows keep one writer. The subsidiary
 * system's own fields of a corporation are its to set (COLUMN_OWNERS in models/owners.ts).
 */

export type CeoAppointment =
  { kind: 'character'; characterId: string } | { kind: 'npp'; personId: string } | { kind: 'vacant' };

export interface CorporationCeo {
  kind: 'character' | 'npp' | 'vacant';
  characterId: string | null;
  personId: string | null;
}

type CeoRow = {
  ceo_kind: CorporationCeo['kind'];
  ceo_character_id: string | null;
  ceo_npp_id: string | null;
};
const ceoOf = (row: CeoRow | undefined): CorporationCeo | null =>
  row ? { kind: row.ceo_kind, characterId: row.ceo_character_id, personId: row.ceo_npp_id } : null;

/** Seats a corporation's CEO (or leaves the seat vacant) as its action of this turn; returns the seat. */
export async function appointCorporationCeo(
  tx: Db,
  corporationId: string,
  ceo: CeoAppointment,
  turn: number,
): Promise<CorporationCeo | null> {
  const characterId = ceo.kind === 'character' ? ceo.characterId : null;
  const personId = ceo.kind === 'npp' ? ceo.personId : null;
  const result = await tx.execute<CeoRow>(sql`
    update corporations set ceo_kind = ${ceo.kind}, ceo_character_id = ${characterId}, ceo_npp_id = ${personId},
      last_action_turn = ${turn}
    where id = ${corporationId}
    returning ceo_kind, ceo_character_id, ceo_npp_id`);
  return ceoOf(result.rows[0]);
}

/** Stamps a command taken on the corporation this turn (its last action); returns its CEO seat. */
export async function recordCorporationAction(
  tx: Db,
  corporationId: string,
  turn: number,
): Promise<CorporationCeo | null> {
  const result = await tx.execute<CeoRow>(sql`
    update corporations set last_action_turn = ${turn} where id = ${corporationId}
    returning ceo_kind, ceo_character_id, ceo_npp_id`);
  return ceoOf(result.rows[0]);
}

/**
 * A set-based strength update: `moves` selects (id, marketing, logistics), the points each corporation
 * gains; it may name the caller's CTEs (`with … ${raiseCorporationStrengthsSql(sql`select … from x`)}`).
 */
export function raiseCorporationStrengthsSql(moves: SQL): SQL {
  return sql`update corporations k set
      marketing_strength = k.marketing_strength + v.marketing,
      logistics_strength = k.logistics_strength + v.logistics
    from (${moves}) v where v.id = k.id`;
}

/** Moves every operation of one sector type from one corporation to another. */
export async function moveCorporationSectors(
  tx: Db,
  move: { fromCorporationId: string; toCorporationId: string; sectorType: string },
): Promise<void> {
  await tx.execute(sql`
    update corporation_sectors set corporation_id = ${move.toCorporationId}
    where corporation_id = ${move.fromCorporationId} and sector_type = ${move.sectorType}`);
}

/**
 * Carves `share` of a corporation's capital in one state and sector type out into a new operation of
 * another sector type there (capital moves, no cash).
 */
export async function carveOutSector(
  tx: Db,
  carve: { corporationId: string; stateId: string; fromType: string; toType: string; share: number },
): Promise<void> {
  await tx.execute(sql`
    with hq as (
      select corporation_id, state_id, sector_type, round(capital_stock_cents * ${carve.share}::numeric)::bigint as moved
      from corporation_sectors where corporation_id = ${carve.corporationId} and state_id = ${carve.stateId}
        and sector_type = ${carve.fromType}),
    shrunk as (
      update corporation_sectors s set capital_stock_cents = s.capital_stock_cents - hq.moved
      from hq where s.corporation_id = hq.corporation_id and s.state_id = hq.state_id
        and s.sector_type = hq.sector_type returning s.corporation_id)
    insert into corporation_sectors (corporation_id, state_id, sector_type, capital_stock_cents)
    select corporation_id, state_id, ${carve.toType}, moved from hq`);
}

export interface SpunOffCorporation {
  id: string;
  parentId: string;
  name: string;
  tickerSymbol: string;
  sectorType: string;
  headquartersStateId: string;
  ceo: Exclude<CeoAppointment, { kind: 'vacant' }>;
  shares: number;
  priceCents: number;
  turn: number;
}

/**
 * Founds a spun-off corporation: the parent's country, currency and strengths, no cash, every share held
 * by the parent, formalized as its subsidiary at once, and its first history row. Returns its sequential
 * number, or null when the name is taken.
 */
export async function createSpunOffCorporation(tx: Db, spinOff: SpunOffCorporation): Promise<number | null> {
  const { id, parentId, shares, priceCents, turn, ceo } = spinOff;
  const inserted = await tx.execute<{ seq: number }>(sql`
    insert into corporations (id, name, ticker_symbol, type, country_id, currency_code, headquarters_state_id,
      ceo_kind, ceo_character_id, ceo_npp_id, total_shares, float_shares, share_price_cents,
      previous_share_price_cents, cash_cents, marketing_strength, logistics_strength, credit_score,
      credit_rating, credit_components, founded_turn, last_action_turn, subsidiary_formalized_at_turn,
      is_spin_off, spun_off_from_corp_id, spun_off_at_turn)
    select ${id}, ${spinOff.name}, ${spinOff.tickerSymbol}, ${spinOff.sectorType}, p.country_id, p.currency_code,
      ${spinOff.headquartersStateId}, ${ceo.kind},
      ${ceo.kind === 'character' ? ceo.characterId : null}, ${ceo.kind === 'npp' ? ceo.personId : null},
      ${shares}, 0, ${priceCents}, ${priceCents}, 0, p.marketing_strength, p.logistics_strength,
      p.credit_score, p.credit_rating, p.credit_components, ${turn}, ${turn}, ${turn}, true, p.id, ${turn}
    from corporations p where p.id = ${parentId}
    on conflict do nothing returning seq`);
  const seq = inserted.rows[0]?.seq;
  if (seq === undefined) return null;
  await tx.execute(sql`
    insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares)
    values (${id}, 'corporation', ${parentId}, ${shares})`);
  await tx.execute(sql`
    insert into corporation_history (corporation_id, turn, share_price_cents, market_cap_cents, cash_cents,
      revenue_cents, profit_cents)
    values (${id}, ${turn}, ${priceCents}, ${priceCents * shares}, 0, 0, 0) on conflict do nothing`);
  return seq;
}

/**
 * The heads of inserts into corporations' tables, for a caller to follow with its `select` or `values`:
 * `${insertCorporationsSql(['id', 'name', …])} select …`. Column names are SQL names.
 */
export function insertCorporationsSql(columns: readonly string[]): SQL {
  return sql`insert into corporations (${sql.raw(columns.join(', '))})`;
}

export function insertCorporationShareholdersSql(columns: readonly string[]): SQL {
  return sql`insert into corporation_shareholders (${sql.raw(columns.join(', '))})`;
}

export function insertCorporationSectorsSql(columns: readonly string[]): SQL {
  return sql`insert into corporation_sectors (${sql.raw(columns.join(', '))})`;
}

export function insertCorporationHistorySql(columns: readonly string[]): SQL {
  return sql`insert into corporation_history (${sql.raw(columns.join(', '))})`;
}
