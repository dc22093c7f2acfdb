import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { characterOfUser, currentTurn } from '@/lib/systems/corporations/companies/accounts';
import { controllingCorporationOf } from '@/lib/systems/corporations/companies/control';
import { assertSubsidiariesEnabled } from './flag';

export interface SubsidiaryCorporation {
  id: string;
  name: string;
  countryId: string;
  currencyCode: string;
  rate: number;
  cashCents: number;
  isStateOwned: boolean;
  ceoKind: 'character' | 'npp' | 'vacant';
  ceoCharacterId: string | null;
  ceoPersonId: string | null;
  subsidiaryFormalizedAtTurn: number | null;
  lastCapitalInjectionTurn: number | null;
  lastSpinOffTurn: number | null;
}

/** Locks one corporation row (FOR UPDATE) and reads what the subsidiary commands need. */
export async function lockSubsidiaryCorporation(tx: Db, id: string): Promise<SubsidiaryCorporation | null> {
  const result = await tx.execute<{
    id: string;
    name: string;
    country_id: string;
    currency_code: string;
    rate: string;
    cash_cents: string;
    is_state_owned: boolean;
    ceo_kind: 'character' | 'npp' | 'vacant';
    ceo_character_id: string | null;
    ceo_npp_id: string | null;
    subsidiary_formalized_at_turn: number | null;
    last_capital_injection_turn: number | null;
    last_spin_off_turn: number | null;
  }>(sql`
    select k.id, k.name, k.country_id, k.currency_code, cur.rate, k.cash_cents, k.is_state_owned, k.ceo_kind,
      k.ceo_character_id, k.ceo_npp_id, k.subsidiary_formalized_at_turn, k.last_capital_injection_turn,
      k.last_spin_off_turn
    from corporations k join currencies cur on cur.code = k.currency_code
    where k.id = ${id} for update of k`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    countryId: row.country_id,
    currencyCode: row.currency_code,
    rate: Number(row.rate),
    cashCents: Number(row.cash_cents),
    isStateOwned: row.is_state_owned,
    ceoKind: row.ceo_kind,
    ceoCharacterId: row.ceo_character_id,
    ceoPersonId: row.ceo_npp_id,
    subsidiaryFormalizedAtTurn: row.subsidiary_formalized_at_turn,
    lastCapitalInjectionTurn: row.last_capital_injection_turn,
    lastSpinOffTurn: row.last_spin_off_turn,
  };
}

export async function lockSubsidiaryCorporationOrThrow(tx: Db, id: string): Promise<SubsidiaryCorporation> {
  const corporation = await lockSubsidiaryCorporation(tx, id);
  if (!corporation) throw new AppError('NOT_FOUND', 'No such corporation.');
  return corporation;
}

/**
 * Whether the character runs `corporation`: its sitting, non-vacant CEO, or the owner (the
 * character holding more than half of its voting power).
 */
export async function characterRunsCorporation(
  tx: Db,
  corporation: Pick<SubsidiaryCorporation, 'id' | 'ceoKind' | 'ceoCharacterId'>,
  characterId: string,
): Promise<boolean> {
  if (corporation.ceoKind === 'character' && corporation.ceoCharacterId === characterId) return true;
  const owner = await tx.execute(sql`
    select 1 from corporation_shareholders h join corporations k on k.id = h.corporation_id
    where h.corporation_id = ${corporation.id} and h.holder_kind = 'character' and h.holder_id = ${characterId}
      and (h.shares + h.super_shares * k.super_share_multiplier) * 2 > (
        select coalesce(sum(a.shares + a.super_shares * k.super_share_multiplier), 0) + k.float_shares
        from corporation_shareholders a where a.corporation_id = k.id)`);
  return owner.rows.length > 0;
}

export interface ParentAuthorization {
  turn: number;
  characterId: string;
  subsidiary: SubsidiaryCorporation;
  parent: SubsidiaryCorporation;
}

/**
 * Parent authorization (docs/subsidiaries.md), shared by release, capital injection, dividend floor and CEO
 * appointment: the flag is on; the subsidiary carries the marker and is not state owned; the caller
 * runs the corporation that controls more than half of its voting power right now (live share data,
 * reserved shares included). Locks the subsidiary, then the parent, in that order.
 */
export async function authorizeParent(
  tx: Db,
  input: { userId: string; subsidiaryId: string },
): Promise<ParentAuthorization> {
  await assertSubsidiariesEnabled(tx);
  const character = await characterOfUser(tx, input.userId);
  const subsidiary = await lockSubsidiaryCorporationOrThrow(tx, input.subsidiaryId);
  if (subsidiary.subsidiaryFormalizedAtTurn === null) {
    throw new AppError('SUBSIDIARY_NOT_ELIGIBLE', 'This corporation is not a formalized subsidiary.');
  }
  if (subsidiary.isStateOwned) {
    throw new AppError('SUBSIDIARY_NOT_ELIGIBLE', 'A state-owned corporation cannot be a subsidiary.');
  }
  const parentId = await controllingCorporationOf(tx, subsidiary.id);
  const parent = parentId ? await lockSubsidiaryCorporation(tx, parentId) : null;
  if (!parent || !(await characterRunsCorporation(tx, parent, character.id))) {
    throw new AppError('NOT_SUBSIDIARY_PARENT');
  }
  return { turn: await currentTurn(tx), characterId: character.id, subsidiary, parent };
}

/** Refuses while a cooldown anchored on `lastTurn` runs, naming the turn it ends. */
export function assertCooldownOver(
  what: string,
  lastTurn: number | null,
  cooldown: number,
  turn: number,
): void {
  if (lastTurn === null) return;
  const readyAt = lastTurn + cooldown;
  if (turn < readyAt) {
    throw new AppError(
      'SUBSIDIARY_COOLDOWN',
      `${what} is on cooldown until turn ${readyAt} (${readyAt - turn} turns left).`,
      { details: { readyAtTurn: readyAt, turnsLeft: readyAt - turn } },
    );
  }
}
