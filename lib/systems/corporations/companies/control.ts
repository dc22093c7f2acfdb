import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { CONTROL_VOTE_SHARE } from './constants';

/** One cap-table row as the control check reads it. Reserved shares are part of `shares`. */
export interface CapTableHolding {
  holderKind: string;
  holderId: string;
  shares: number;
  superShares: number;
}

export interface CapTable {
  holdings: readonly CapTableHolding[];
  /** Unowned issued shares: they carry votes no one casts, so they count in the total. */
  floatShares: number;
  superShareMultiplier: number;
}

/** A holder's voting power: common shares once, super-shares times the multiplier. */
export const votesOf = (holding: CapTableHolding, multiplier: number): number =>
  holding.shares + holding.superShares * multiplier;

/**
 * The holder with strictly more than half of the voting power, or null. Shares a holder has put in
 * open sell orders stay in `shares` (reserved, not sold), so they still count until a trade fills.
 */
export function controllingHolder(table: CapTable): CapTableHolding | null {
  const votes = new Map<string, { holding: CapTableHolding; votes: number }>();
  let total = table.floatShares;
  for (const holding of table.holdings) {
    const v = votesOf(holding, table.superShareMultiplier);
    total += v;
    const key = `${holding.holderKind}:${holding.holderId}`;
    const entry = votes.get(key);
    if (entry) entry.votes += v;
    else votes.set(key, { holding, votes: v });
  }
  if (total <= 0) return null;
  for (const { holding, votes: v } of votes.values()) {
    if (v > total * CONTROL_VOTE_SHARE) return holding;
  }
  return null;
}

/**
 * SQL: the id of the corporation holding more than half of the voting power of corporation `k`
 * (an alias of `corporations`), or null. Used by every derived-control check and turn phase.
 */
export function controllingCorporationSql(k: SQL): SQL {
  return sql`(select h.holder_id from corporation_shareholders h
    where h.corporation_id = ${k}.id and h.holder_kind = 'corporation'
      and (h.shares + h.super_shares * ${k}.super_share_multiplier) * 2 > (
        select coalesce(sum(a.shares + a.super_shares * ${k}.super_share_multiplier), 0) + ${k}.float_shares
        from corporation_shareholders a where a.corporation_id = ${k}.id)
    limit 1)`;
}

/** The corporation controlling `corporationId` now, from live share data (never cached). */
export async function controllingCorporationOf(tx: Db, corporationId: string): Promise<string | null> {
  const result = await tx.execute<{ controller: string | null }>(sql`
    select ${controllingCorporationSql(sql`k`)} as controller from corporations k where k.id = ${corporationId}`);
  return result.rows[0]?.controller ?? null;
}
