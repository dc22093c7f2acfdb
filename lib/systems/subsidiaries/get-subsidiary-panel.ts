import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { PendingDivestiture, SubsidiaryCaretaker } from '@/models';
import { currentTurn } from '@/lib/systems/corporations/companies/accounts';
import { characterRunsCorporation, type SubsidiaryCorporation } from './authority';
import { SUBSIDIARY } from './constants';
import { controllingCorporationOf } from '@/lib/systems/corporations/companies/control';
import { subsidiariesEnabled } from './flag';
import { resolveCorporationId } from './resolve-corporation-id';

interface CorporationRef {
  id: string;
  sequentialId: number;
  name: string;
  currencyCode: string;
}

export interface SubsidiaryPanel {
  found: boolean;
  enabled: boolean;
  turn: number;
  corporation: (CorporationRef & { isStateOwned: boolean }) | null;
  /** The corporation controlling more than half of the voting power now, derived from live shares. */
  controller: CorporationRef | null;
  formalizedAtTurn: number | null;
  isSpinOff: boolean;
  spunOffFromCorpId: string | null;
  spunOffAtTurn: number | null;
  dividendFloor: { pct: number; setByCorpId: string; honoured: boolean } | null;
  caretaker: SubsidiaryCaretaker | null;
  pendingDivestiture: PendingDivestiture | null;
  /** What the signed-in viewer may do, with limits and cooldowns shown before submitting. */
  viewer: {
    /** Runs the controller and the corporation is not formalized yet: may formalize. */
    canFormalize: boolean;
    /** Passes the parent authorization check: may release, inject, set the floor, appoint. */
    isAuthorizedParent: boolean;
    maxInjection: number;
    injectionReadyAtTurn: number;
    releaseReadyAtTurn: number | null;
    maxDividendFloorPct: number;
  } | null;
  /** For a corporation the viewer runs: its spin-off terms. */
  spinOff: {
    allowed: boolean;
    readyAtTurn: number;
    baseCost: number;
    costPerSector: number;
    sectors: { sectorType: string; label: string; operations: number }[];
  } | null;
}

const EMPTY = {
  corporation: null,
  controller: null,
  formalizedAtTurn: null,
  isSpinOff: false,
  spunOffFromCorpId: null,
  spunOffAtTurn: null,
  dividendFloor: null,
  caretaker: null,
  pendingDivestiture: null,
  viewer: null,
  spinOff: null,
};

/** The subsidiary panel's data for one corporation (sequential id or ObjectId). */
export async function getSubsidiaryPanel(
  db: Db,
  input: { id: unknown; userId: string | null },
): Promise<SubsidiaryPanel> {
  const enabled = await subsidiariesEnabled(db);
  const turn = await currentTurn(db);
  const id = await resolveCorporationId(db, input.id);
  if (!id) return { found: false, enabled, turn, ...EMPTY };
  const row = (
    await db.execute<{
      seq: number;
      name: string;
      currency_code: string;
      is_state_owned: boolean;
      ceo_kind: 'character' | 'npp' | 'vacant';
      ceo_character_id: string | null;
      subsidiary_formalized_at_turn: number | null;
      is_spin_off: boolean | null;
      spun_off_from_corp_id: string | null;
      spun_off_at_turn: number | null;
      parent_dividend_floor_pct: string | null;
      parent_dividend_floor_set_by_corp_id: string | null;
      subsidiary_caretaker: SubsidiaryCaretaker | null;
      pending_divestiture: PendingDivestiture | null;
      last_capital_injection_turn: number | null;
      last_spin_off_turn: number | null;
    }>(sql`select * from corporations where id = ${id}`)
  ).rows[0]!;
  const controllerId = await controllingCorporationOf(db, id);
  const controllerRow = controllerId
    ? (
        await db.execute<{ seq: number; name: string; currency_code: string; cash_cents: string }>(sql`
          select seq, name, currency_code, cash_cents from corporations where id = ${controllerId}`)
      ).rows[0]
    : undefined;
  const controller =
    controllerId && controllerRow
      ? {
          id: controllerId,
          sequentialId: controllerRow.seq,
          name: controllerRow.name,
          currencyCode: controllerRow.currency_code,
        }
      : null;
  const characterId = input.userId
    ? (await db.execute<{ id: string }>(sql`select id from characters where user_id = ${input.userId}`))
        .rows[0]?.id
    : undefined;

  let viewer: SubsidiaryPanel['viewer'] = null;
  if (characterId && controllerId && controllerRow) {
    const parent = (
      await db.execute<{ ceo_kind: SubsidiaryCorporation['ceoKind']; ceo_character_id: string | null }>(sql`
        select ceo_kind, ceo_character_id from corporations where id = ${controllerId}`)
    ).rows[0]!;
    const runsParent = await characterRunsCorporation(
      db,
      { id: controllerId, ceoKind: parent.ceo_kind, ceoCharacterId: parent.ceo_character_id },
      characterId,
    );
    const formalized = row.subsidiary_formalized_at_turn !== null;
    viewer = {
      canFormalize:
        enabled &&
        !formalized &&
        !row.is_state_owned &&
        parent.ceo_kind === 'character' &&
        parent.ceo_character_id === characterId,
      isAuthorizedParent: enabled && formalized && !row.is_state_owned && runsParent,
      maxInjection:
        Math.floor(Number(controllerRow.cash_cents) * SUBSIDIARY.capitalInjection.maxShareOfParentCash) / 100,
      injectionReadyAtTurn:
        row.last_capital_injection_turn === null
          ? turn
          : Math.max(turn, row.last_capital_injection_turn + SUBSIDIARY.capitalInjection.cooldownTurns),
      releaseReadyAtTurn: formalized
        ? Math.max(turn, row.subsidiary_formalized_at_turn! + SUBSIDIARY.releaseMinTurns)
        : null,
      maxDividendFloorPct: SUBSIDIARY.maxDividendFloorPct,
    };
  }

  let spinOff: SubsidiaryPanel['spinOff'] = null;
  if (
    characterId &&
    (await characterRunsCorporation(
      db,
      { id, ceoKind: row.ceo_kind, ceoCharacterId: row.ceo_character_id },
      characterId,
    ))
  ) {
    const sectors = await db.execute<{ sector_type: string; label: string; operations: number }>(sql`
      select cs.sector_type, st.label, count(*)::int as operations from corporation_sectors cs
      join sector_types st on st.id = cs.sector_type
      where cs.corporation_id = ${id} group by 1, 2 order by 1`);
    spinOff = {
      allowed:
        enabled &&
        !row.is_state_owned &&
        row.subsidiary_formalized_at_turn === null &&
        sectors.rows.length > 1,
      readyAtTurn:
        row.last_spin_off_turn === null
          ? turn
          : Math.max(turn, row.last_spin_off_turn + SUBSIDIARY.spinOff.cooldownTurns),
      baseCost: SUBSIDIARY.spinOff.baseCostCents / 100,
      costPerSector: SUBSIDIARY.spinOff.costPerSectorCents / 100,
      sectors: sectors.rows.map((s) => ({
        sectorType: s.sector_type,
        label: s.label,
        operations: s.operations,
      })),
    };
  }

  return {
    found: true,
    enabled,
    turn,
    corporation: {
      id,
      sequentialId: row.seq,
      name: row.name,
      currencyCode: row.currency_code,
      isStateOwned: row.is_state_owned,
    },
    controller,
    formalizedAtTurn: row.subsidiary_formalized_at_turn,
    isSpinOff: row.is_spin_off === true,
    spunOffFromCorpId: row.spun_off_from_corp_id,
    spunOffAtTurn: row.spun_off_at_turn,
    dividendFloor:
      row.parent_dividend_floor_pct !== null && row.parent_dividend_floor_set_by_corp_id !== null
        ? {
            pct: Number(row.parent_dividend_floor_pct),
            setByCorpId: row.parent_dividend_floor_set_by_corp_id,
            honoured: enabled && row.parent_dividend_floor_set_by_corp_id === controllerId,
          }
        : null,
    caretaker: row.subsidiary_caretaker,
    pendingDivestiture: row.pending_divestiture,
    viewer,
    spinOff,
  };
}
