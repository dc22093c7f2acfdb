import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export interface LockedCorporation {
  id: string;
  name: string;
  currencyCode: string;
  rate: number;
  countryId: string;
  totalShares: number;
  floatShares: number;
  sharePriceCents: number;
  isPublic: boolean;
  isStateOwned: boolean;
  ceoCharacterId: string | null;
  subsidiaryFormalizedAtTurn: number | null;
}

/**
 * The corporation row, locked for the rest of the transaction: every trade and issuance on one
 * corporation serializes here, so parallel orders never double-spend shares. NOT_FOUND if missing.
 */
export async function lockCorporation(tx: Db, corporationId: string): Promise<LockedCorporation> {
  const result = await tx.execute<{
    id: string;
    name: string;
    currency_code: string;
    rate: string;
    country_id: string;
    total_shares: string;
    float_shares: string;
    share_price_cents: string;
    is_public: boolean;
    is_state_owned: boolean;
    ceo_character_id: string | null;
    subsidiary_formalized_at_turn: number | null;
  }>(sql`
    select k.id, k.name, k.currency_code, cur.rate, k.country_id, k.total_shares, k.float_shares,
      k.share_price_cents, k.is_public, k.is_state_owned, k.ceo_character_id, k.subsidiary_formalized_at_turn
    from corporations k join currencies cur on cur.code = k.currency_code
    where k.id = ${corporationId} for update of k`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No such corporation.');
  return {
    id: row.id,
    name: row.name,
    currencyCode: row.currency_code,
    rate: Number(row.rate),
    countryId: row.country_id,
    totalShares: Number(row.total_shares),
    floatShares: Number(row.float_shares),
    sharePriceCents: Number(row.share_price_cents),
    isPublic: row.is_public,
    isStateOwned: row.is_state_owned,
    ceoCharacterId: row.ceo_character_id,
    subsidiaryFormalizedAtTurn: row.subsidiary_formalized_at_turn,
  };
}

/** Voting power: common shares count once, super-shares count the multiplier. */
export async function votingShareOf(
  tx: Db,
  corporationId: string,
  holderKind: string,
  holderId: string,
): Promise<number> {
  const result = await tx.execute<{ mine: string | null; total: string | null }>(sql`
    select sum(h.shares + h.super_shares * k.super_share_multiplier)
             filter (where h.holder_kind = ${holderKind} and h.holder_id = ${holderId}) as mine,
           sum(h.shares + h.super_shares * k.super_share_multiplier) + max(k.float_shares) as total
    from corporation_shareholders h join corporations k on k.id = h.corporation_id
    where h.corporation_id = ${corporationId}`);
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  return total > 0 ? Number(row?.mine ?? 0) / total : 0;
}

/** The sitting CEO or a holder of more than half the voting power may run the corporation. */
export async function assertCanManage(
  tx: Db,
  corporation: LockedCorporation,
  characterId: string,
): Promise<void> {
  if (corporation.ceoCharacterId === characterId) return;
  if ((await votingShareOf(tx, corporation.id, 'character', characterId)) > 0.5) return;
  throw new AppError('FORBIDDEN', 'Only the CEO or the controlling shareholder can do this.');
}
